/** Bench only (standalone `?bench=N`): N events spread over the current month, written in batches. */
import { type CalendarEvent, getDataStore, paths } from 'shared-data';

export async function addBenchEvents({ firmId, count }: { firmId: string; count: number }): Promise<number> {
  const started = performance.now();
  const store = getDataStore();
  const now = new Date();
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 7, 0);
  const team = ['demo-owner', 'demo-member-1', 'demo-member-2'];
  for (let i = 0; i < count; i += 400) {
    await store.runTransaction(async (tx) => {
      for (let j = i; j < Math.min(count, i + 400); j += 1) {
        const start = first + (j % 28) * 86_400_000 + ((j * 37) % 10) * 3_600_000;
        const event: CalendarEvent = {
          kind: j % 3 === 0 ? 'audience' : j % 3 === 1 ? 'rendez-vous' : 'autre',
          title: `Événement de charge ${j + 1}`,
          start: new Date(start).toISOString(),
          end: new Date(start + 3_600_000).toISOString(),
          caseId: null,
          attendeeUids: [team[j % 3]!],
          location: '',
          ...(j % 3 === 0 ? { jurisdiction: 'Tribunal judiciaire de Lyon' } : {}),
          status: 'confirmé',
          createdAt: new Date(start).toISOString(),
        };
        tx.set(paths.event(firmId, `bench-${String(j).padStart(5, '0')}`), event);
      }
    });
  }
  return performance.now() - started;
}
