/**
 * Test-only: the ten-year Cabinet Durand (demo/tenYears.ts) written into the test's local
 * database beside the demo cabinet, so that a screen's test can show that it reads what it
 * shows, not the cabinet's history (read counter: `installReadCounter`).
 */
import type { TenYearCabinet } from '../demo/tenYears.ts';
import { ready } from '../init.ts';
import { DataError } from '../port.ts';

/**
 * Call after `freshDemoData()`. `scale` 1 is the sizes (≈150 000 documents: for benches);
 * a test takes a few per cent — already hundreds of events and invoices around today.
 */
export async function loadTenYearCabinet(options: { scale: number; now?: Date }): Promise<TenYearCabinet> {
  const adapter = await ready();
  if (!adapter.local) throw new DataError('unavailable', 'Le cabinet de dix ans se charge ici dans la base locale.');
  // Loaded when used: standalone QA pages import shared-data/testing too.
  const { buildTenYearCabinet } = await import('../demo/tenYears.ts');
  const cabinet = buildTenYearCabinet({ scale: options.scale, now: options.now ?? new Date() });
  const { system } = adapter.local;
  for (let start = 0; start < cabinet.documents.length; start += 500) {
    const batch = cabinet.documents.slice(start, start + 500);
    await system.runTransaction(async (tx) => {
      for (const [path, data] of batch) tx.set(path, data);
    });
  }
  return cabinet;
}
