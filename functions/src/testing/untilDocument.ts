import type { DocumentData, Firestore } from 'firebase-admin/firestore';

/**
 * Resolves with the document at `path` once `holds` is true of it — waited on through a listener,
 * never a clock — or fails after `timeoutMs`, naming the errors the server side reported meanwhile.
 */
export function untilDocument(
  db: Firestore,
  path: string,
  holds: (data: DocumentData) => boolean,
  { timeoutMs = 20_000, errors = [] }: { timeoutMs?: number; errors?: readonly unknown[] } = {},
): Promise<DocumentData> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${path} : condition jamais remplie (erreurs : ${errors.map(String).join(' ; ')})`));
    }, timeoutMs);
    const stop = db.doc(path).onSnapshot((snapshot) => {
      const data = snapshot.data();
      if (data && holds(data)) {
        clearTimeout(timer);
        stop();
        resolve(data);
      }
    }, reject);
  });
}
