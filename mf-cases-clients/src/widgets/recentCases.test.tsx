import { screen, within } from '@testing-library/react';
import { getDataStore, paths } from 'shared-data';
import {
  DEMO_IDS,
  freshDemoData,
  installReadCounter,
  loadTenYearCabinet,
  renderRoute,
  signInAs,
} from 'shared-data/testing';
import { RecentCasesWidget } from './recentCases.tsx';

jest.setTimeout(60_000);

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  // Ten years of Cabinet Durand at 5 %: hundreds of dossiers beside the demo's.
  await loadTenYearCabinet({ scale: 0.05 });
});

describe('recentCases: the dashboard block reads the five dossiers it shows', () => {
  it('lists the five dossiers changed last and reads no more than it shows', async () => {
    const all = (
      await getDataStore().query<{ reference: string; updatedAt: string }>({
        collection: paths.cases(DEMO_IDS.firmId),
      })
    ).docs;
    expect(all.length).toBeGreaterThan(250);
    // Firestore's order: updatedAt descending, ties by id descending.
    const latest = [...all]
      .sort((a, b) => b.data.updatedAt.localeCompare(a.data.updatedAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .slice(0, 5)
      .map((doc) => doc.data);
    const reads = installReadCounter();
    reads.reset();
    renderRoute('/app', '/app', <RecentCasesWidget />);
    const link = await screen.findByRole('link', { name: 'Tous les dossiers' }, { timeout: 20_000 });
    const list = link.closest('ul')!;
    for (const dossier of latest)
      expect(within(list).getByText(new RegExp(`^${dossier.reference} — `))).toBeInTheDocument();
    // The membership and the cabinet (who reads), then the five dossiers.
    expect(reads.total).toBeLessThanOrEqual(7);
  });
});
