/**
 * /app/billing/export at a cabinet's tenth year: the period's figures by aggregation (equal to a
 * recomputation over its documents), and the CSV read page after page — every document of the
 * period, nothing else.
 */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { formatAmount, todayIso } from 'shared-ui';
import { getDataStore, type Invoice, type Payment, paths } from 'shared-data';
import { DEMO_IDS, installReadCounter, loadTenYearCabinet } from 'shared-data/testing';
import { freshDemoData, renderRoute, signInAs } from '../../../test/renderWithData.tsx';
import { ExportPanel } from './ExportPanel.tsx';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const firmId = DEMO_IDS.firmId;
const year = Number(todayIso().slice(0, 4)) - 2;
const period = { from: `${year}-01-01`, to: `${year}-12-31` };
const inPeriod = (day: string | null) => !!day && day >= period.from && day <= period.to;

/** The files handed to the browser, read back. */
const saved: Blob[] = [];
const text = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

beforeAll(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  await loadTenYearCabinet({ scale: 0.05 });
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return `blob:${saved.length}`;
  };
  URL.revokeObjectURL = () => undefined;
});

describe('/app/billing/export, dix ans de cabinet', () => {
  it('shows the period’s figures by aggregation, then exports every invoice of the period read in pages', async () => {
    const invoices = (await getDataStore().query<Invoice>({ collection: paths.invoices(firmId) })).docs
      .map((doc) => doc.data)
      .filter((invoice) => invoice.status === 'issued' && inPeriod(invoice.issueDate));
    const payments = (await getDataStore().query<Payment>({ collection: paths.payments(firmId) })).docs
      .map((doc) => doc.data)
      .filter((payment) => inPeriod(payment.date));
    expect(invoices.length).toBeGreaterThan(50);
    const ttc = invoices.reduce((sum, i) => sum + (i.kind === 'avoir' ? -i.totalTtcCents : i.totalTtcCents), 0);
    const received = payments.reduce((sum, p) => sum + p.amountCents, 0);

    const reads = installReadCounter();
    reads.reset();
    renderRoute(
      '/app/billing/export',
      `/app/billing/export?du=${period.from}&au=${period.to}`,
      <ExportPanel firmId={firmId} uid={DEMO_IDS.ownerUid} today={todayIso()} />,
    );
    const summary = await screen.findByTestId('export-summary');
    await waitFor(() =>
      expect(summary.textContent).toBe(
        `${invoices.length} factures et avoirs (${formatAmount(ttc)} TTC), ${payments.length} paiements (${formatAmount(received)}) sur la période.`,
      ),
    );
    // Counted and summed, not read.
    expect(reads.byCollection.invoices).toBeLessThanOrEqual(2);
    expect(reads.byCollection.payments).toBeLessThanOrEqual(1);

    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger les factures (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await text(saved[0]!)).split('\r\n').filter(Boolean);
    const numbers = lines.slice(1).map((line) => line.split(';')[0]);
    expect(numbers).toEqual(invoices.map((invoice) => invoice.number).sort());
    // The period's documents, and no dossier looked up: each invoice carries its reference.
    expect(reads.bySource.query).toBe(invoices.length);
    expect(reads.byCollection.cases ?? 0).toBe(0);
  });
});
