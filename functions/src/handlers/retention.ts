/**
 * RGPD retention, daily: a client whose dossiers were all closed more than five years ago is
 * proposed to the cabinet's owner for anonymisation — one notification under their bell, leading to
 * the client's record, where the owner reviews and confirms (the RGPD panel). Nothing is erased
 * without a person.
 */
import type { Case } from 'shared-data/server';
import { paths } from 'shared-data/server';
import { ringOnce } from '../bell.ts';
import type { ServerDeps } from '../outbox.ts';

/** How long a cabinet keeps a client's data after the last dossier is closed (the journal's promise). */
export const RETENTION_YEARS = 5;

/** `YYYY-MM-DD`, `years` before `date`. */
const yearsBefore = (date: Date, years: number) =>
  new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate())).toISOString().slice(0, 10);

export async function runRetention(deps: ServerDeps): Promise<string[]> {
  const cutoff = yearsBefore(deps.now(), RETENTION_YEARS);
  const old = await deps.db
    .collectionGroup('cases')
    .where('status', '==', 'clos')
    .where('closedAt', '<=', cutoff)
    .get();
  // Candidate clients, per cabinet, then the check that none of their dossiers is younger.
  const candidates = new Map<string, Set<string>>();
  for (const doc of old.docs) {
    const firmId = doc.ref.parent.parent?.id;
    if (!firmId) continue;
    for (const clientId of (doc.data() as Case).clientIds) {
      if (!candidates.has(firmId)) candidates.set(firmId, new Set());
      candidates.get(firmId)!.add(clientId);
    }
  }
  const proposed: string[] = [];
  for (const [firmId, clients] of candidates) {
    const firm = (await deps.db.doc(paths.firm(firmId)).get()).data() as { ownerUid?: string } | undefined;
    if (!firm?.ownerUid) continue;
    for (const clientId of clients) {
      const client = (await deps.db.doc(paths.client(firmId, clientId)).get()).data() as
        | { displayName?: string; name?: string; anonymisedAt?: string }
        | undefined;
      if (!client || client.anonymisedAt) continue;
      const cases = await deps.db.collection(paths.cases(firmId)).where('clientIds', 'array-contains', clientId).get();
      const allOld = cases.docs.every((doc) => {
        const data = doc.data() as Case;
        return data.status === 'clos' && data.closedAt !== null && data.closedAt <= cutoff;
      });
      if (!allOld) continue;
      const rung = await ringOnce(deps, firmId, `retention-${clientId}`, {
        uid: firm.ownerUid,
        kind: 'retentionDue',
        title: 'Données à anonymiser (conservation de 5 ans échue)',
        body: `Tous les dossiers de ${client.displayName ?? client.name ?? 'ce client'} sont clos depuis plus de ${RETENTION_YEARS} ans : vérifiez puis anonymisez ses données.`,
        link: `/app/clients/${clientId}`,
      });
      if (rung) proposed.push(`${firmId}/${clientId}`);
    }
  }
  return proposed;
}
