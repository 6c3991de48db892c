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

/** Clients read, and notifications rung, at a time: a cabinet's first run may propose hundreds. */
const CHUNK = 100;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

/**
 * A cabinet's reads do not grow with its clients: one query of the old closed dossiers, two of
 * those that keep a client (open or pending, closed within the period), the candidates read by
 * id a hundred at a time — not a query of dossiers per client (a ten-year cabinet proposes some
 * 600 clients on its first run, and its owner's bell filled one by one for minutes). A closed
 * dossier always carries its closing day (cases' `statusPatch`).
 */
export async function runRetention(deps: ServerDeps): Promise<string[]> {
  const cutoff = yearsBefore(deps.now(), RETENTION_YEARS);
  const old = await deps.db
    .collectionGroup('cases')
    .where('status', '==', 'clos')
    .where('closedAt', '<=', cutoff)
    .select('clientIds')
    .get();
  // Candidate clients, per cabinet, then those a younger dossier keeps.
  const candidates = new Map<string, Set<string>>();
  for (const doc of old.docs) {
    const firmId = doc.ref.parent.parent?.id;
    if (!firmId) continue;
    for (const clientId of (doc.get('clientIds') as Case['clientIds'] | undefined) ?? []) {
      if (!candidates.has(firmId)) candidates.set(firmId, new Set());
      candidates.get(firmId)!.add(clientId);
    }
  }
  const proposed: string[] = [];
  for (const [firmId, clients] of candidates) {
    const firm = (await deps.db.doc(paths.firm(firmId)).get()).data() as { ownerUid?: string } | undefined;
    if (!firm?.ownerUid) continue;
    const cases = deps.db.collection(paths.cases(firmId));
    const kept = await Promise.all([
      cases.where('status', '!=', 'clos').select('clientIds').get(),
      cases.where('closedAt', '>', cutoff).select('clientIds').get(),
    ]);
    for (const doc of kept.flatMap((snapshot) => snapshot.docs))
      for (const clientId of (doc.get('clientIds') as Case['clientIds'] | undefined) ?? []) clients.delete(clientId);
    for (const ids of chunks([...clients])) {
      const records = await deps.db.getAll(...ids.map((id) => deps.db.doc(paths.client(firmId, id))), {
        fieldMask: ['displayName', 'name', 'anonymisedAt'],
      });
      const rung = await Promise.all(
        records.map((record) => {
          const client = record.data() as { displayName?: string; name?: string; anonymisedAt?: string } | undefined;
          if (!client || client.anonymisedAt) return false;
          return ringOnce(deps, firmId, `retention-${record.id}`, {
            uid: firm.ownerUid!,
            kind: 'retentionDue',
            title: 'Données à anonymiser (conservation de 5 ans échue)',
            body: `Tous les dossiers de ${client.displayName ?? client.name ?? 'ce client'} sont clos depuis plus de ${RETENTION_YEARS} ans : vérifiez puis anonymisez ses données.`,
            link: `/app/clients/${record.id}`,
          });
        }),
      );
      records.forEach((record, index) => {
        if (rung[index]) proposed.push(`${firmId}/${record.id}`);
      });
    }
  }
  return proposed;
}
