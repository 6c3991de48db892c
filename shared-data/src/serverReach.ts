/**
 * Whether the data server answers the page's live reads. The Firestore adapter says when one has
 * waited for it longer than `SERVER_SILENCE_MS` while the browser is online (the server down, a
 * network or proxy that refuses Firestore's channel) and when it answers again; the shell shows a
 * French notice meanwhile, with a way to try again at once. The pages themselves keep
 * « Chargement… » or what they showed: nothing the cache does not hold is taken for absent.
 * The local adapter has no server: never silent.
 */
/**
 * How long a live read waits for the server before the page says it does not answer: Firestore
 * answers in 0.1–0.3 s, and its SDK itself gives up after 10 s and answers from its cache.
 */
export const SERVER_SILENCE_MS = 10_000;

let silent = false;
let reconnect: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

/** The adapter: some live read has waited past `SERVER_SILENCE_MS` (true), or none still does. */
export function setServerSilent(value: boolean): void {
  if (value === silent) return;
  silent = value;
  for (const listener of listeners) listener();
}

export function isServerSilent(): boolean {
  return silent;
}

export function subscribeServerSilence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The adapter's way to reach its server again at once (instead of waiting for its next attempt). */
export function setServerReconnect(value: (() => Promise<void>) | null): void {
  reconnect = value;
}

/** « Réessayer maintenant »: the adapter reconnects; its live reads answer when the server does. */
export async function reconnectServer(): Promise<void> {
  await reconnect?.();
}
