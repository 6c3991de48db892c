/**
 * /app/accounting, « E-reporting (TVA) », on the real adapter and its data policy: last month's
 * figures from the journal, shown before sending; the owner creates the month's reports once; a
 * member sees the figures and that only the titulaire transmits; the server's outcome is shown.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Ereport, getDataStore, type Invoice, paths, type Payment } from 'shared-data';
import { DEMO_IDS, freshDemoData, renderRoute, seedClient, seedInvoice, signInAs } from 'shared-data/testing';
import { formatAmount, todayIso } from 'shared-ui';
import { buildReceipts } from '../features/accounting/model/receipts.ts';
import { b2cReport, ofPeriod, paymentsReport, previousMonth } from '../features/ereporting/model/ereporting.ts';
import { writeAsServer } from '../features/invoices/testing/platform.ts';
import { recordPayment } from '../features/payments/api/paymentActions.ts';
import { AccountingPage } from './AccountingPage.tsx';

jest.setTimeout(60_000);
const LONG = { timeout: 15_000 };
const firmId = DEMO_IDS.firmId;
const LAST_MONTH = previousMonth(todayIso());
const spaces = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** An invoice to an individual issued last month (1 000 € HT, 200 € VAT), paid that month. */
async function soldLastMonth(): Promise<void> {
  const client = await seedClient({ nom: 'Moreau', prenom: 'Anne', email: 'anne.moreau@example.fr' });
  const year = LAST_MONTH.slice(0, 4);
  const { id } = await seedInvoice({
    clientId: client.id,
    status: 'issued',
    number: `FA-${year}-9001`,
    issueDate: `${LAST_MONTH}-10`,
    dueDate: `${LAST_MONTH}-28`,
    clientSnapshot: {
      name: 'MOREAU Anne',
      kind: 'physique',
      address: '3 rue Mercière, 69002 Lyon',
      siren: null,
      vatNumber: null,
      email: 'anne.moreau@example.fr',
    },
  });
  await recordPayment({
    firmId,
    uid: DEMO_IDS.ownerUid,
    invoiceId: id,
    values: { date: `${LAST_MONTH}-15`, amount: '1200', method: 'virement', reference: 'VIR-EREPORT' },
    today: todayIso(),
  });
}

/** Last month's reports computed from what the store holds (the journal's receipts, the invoices). */
async function expectedReports() {
  const store = getDataStore();
  const invoices = (await store.query<Invoice>({ collection: paths.invoices(firmId) })).docs.map((doc) => ({
    ...doc.data,
    id: doc.id,
  }));
  const payments = (await store.query<Payment>({ collection: paths.payments(firmId) })).docs.map((doc) => ({
    ...doc.data,
    id: doc.id,
  }));
  const receipts = buildReceipts({ payments, invoices, clientNames: new Map() }).rows;
  return {
    paiements: paymentsReport({ receipts, invoices, period: LAST_MONTH }),
    b2c: b2cReport({ invoices, period: LAST_MONTH }),
  };
}

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('/app/accounting?onglet=ereporting', () => {
  it('the owner sees last month’s figures from the journal and transmits them once', async () => {
    await soldLastMonth();
    const expected = await expectedReports();
    renderRoute('/app/accounting', '/app/accounting?onglet=ereporting', <AccountingPage />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'E-reporting (TVA)' }, LONG);
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByLabelText('Mois déclaré')).toHaveValue(LAST_MONTH);
    await within(section).findByTestId('ereport-b2c', {}, LONG);
    for (const kind of ['paiements', 'b2c'] as const) {
      expect(expected[kind].totalCents).not.toBe(0);
      expect(spaces(within(section).getByTestId(`ereport-${kind}-total`).textContent)).toBe(
        spaces(formatAmount(expected[kind].totalCents)),
      );
      expect(spaces(within(section).getByTestId(`ereport-${kind}-vat`).textContent)).toBe(
        spaces(formatAmount(expected[kind].vatCents)),
      );
    }

    fireEvent.click(within(section).getByRole('button', { name: `Transmettre l’e-reporting ${ofPeriod(LAST_MONTH)}` }));
    const dialog = await screen.findByRole('alertdialog', {}, LONG);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transmettre' }));
    await within(section).findByTestId('ereport-already', {}, LONG);
    expect(within(section).queryByRole('button', { name: /^Transmettre l’e-reporting/ })).toBeNull();
    await waitFor(
      () => expect(within(within(section).getByTestId('ereports-sent')).getAllByText('À transmettre')).toHaveLength(2),
      LONG,
    );

    for (const kind of ['paiements', 'b2c'] as const) {
      const stored = (await getDataStore().get<Ereport>(paths.ereport(firmId, `${kind}-${LAST_MONTH}`))).data!;
      expect(stored).toMatchObject({
        kind,
        period: LAST_MONTH,
        status: 'aTransmettre',
        createdBy: DEMO_IDS.ownerUid,
        totalCents: expected[kind].totalCents,
        vatCents: expected[kind].vatCents,
        lines: expected[kind].lines,
      });
    }
  });

  it('a member sees the figures, that only the titulaire transmits, and how the server’s transmissions went', async () => {
    await soldLastMonth();
    await writeAsServer(paths.ereport(firmId, 'paiements-2019-03'), {
      kind: 'paiements',
      period: '2019-03',
      from: '2019-03-01',
      to: '2019-03-31',
      lines: [],
      totalCents: 0,
      vatCents: 0,
      status: 'transmis',
      flowId: 'flux-1',
      reason: null,
      createdBy: DEMO_IDS.ownerUid,
      createdAt: '2019-04-02T09:00:00.000Z',
      transmittedAt: '2019-04-03T09:00:00.000Z',
    } satisfies Ereport);
    await writeAsServer(paths.ereport(firmId, 'b2c-2019-03'), {
      kind: 'b2c',
      period: '2019-03',
      from: '2019-03-01',
      to: '2019-03-31',
      lines: [],
      totalCents: 0,
      vatCents: 0,
      status: 'rejete',
      flowId: 'flux-2',
      reason: 'Période déjà déclarée.',
      createdBy: DEMO_IDS.ownerUid,
      createdAt: '2019-04-02T09:00:00.000Z',
      transmittedAt: null,
    } satisfies Ereport);
    renderRoute('/app/accounting', '/app/accounting?onglet=ereporting', <AccountingPage />, 'demo-member-1');
    const heading = await screen.findByRole('heading', { level: 2, name: 'E-reporting (TVA)' }, LONG);
    const section = heading.closest('section') as HTMLElement;
    await within(section).findByTestId('ereport-b2c', {}, LONG);
    expect(within(section).getByText('Seul le titulaire du compte transmet l’e-reporting.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Transmettre/ })).toBeNull();
    const sent = await within(section).findByTestId('ereports-sent', {}, LONG);
    expect(within(sent).getByText('Transmis le 3 avr. 2019')).toBeInTheDocument();
    expect(within(sent).getByText('Rejeté : Période déjà déclarée.')).toBeInTheDocument();
  });
});
