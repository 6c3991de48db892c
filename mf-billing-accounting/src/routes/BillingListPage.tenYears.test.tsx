/**
 * /app/billing at a cabinet's tenth year: the first screen reads a page, not the history; each view,
 * state, period and search is answered by the backend and shows what a full recomputation over
 * every document shows; the totals come from aggregations and equal the sum of their parts;
 * « Afficher plus » reads the next page only; an invoice issued elsewhere shows live.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatAmount, formatCount, todayIso } from 'shared-ui';
import { getDataStore, type Invoice, paths, searchQueryOf, type WithId } from 'shared-data';
import { DEMO_IDS, installReadCounter, loadTenYearCabinet } from 'shared-data/testing';
import { issueInvoice, saveDraft } from '../features/invoices/api/invoiceActions.ts';
import { KIND_LABELS } from '../features/invoices/model/documentKind.ts';
import { emptyInvoiceForm, emptyLine } from '../features/invoices/model/invoiceForm.ts';
import {
  DEFAULT_INVOICE_FILTERS,
  filterInvoices,
  INVOICE_PAGE_SIZE,
  type InvoiceFilters,
  type InvoiceRow,
  type InvoiceView,
  toInvoiceRow,
  totalsOf,
} from '../features/invoices/model/invoiceList.ts';
import { invoiceSearchTokens } from 'shared-data/search';
import { freshDemoData, renderRoute, signInAs } from '../test/renderWithData.tsx';
import { BillingListPage } from './BillingListPage.tsx';

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 30_000 });

const firmId = DEMO_IDS.firmId;
const today = todayIso();
/** What jsdom shows of a virtualized table (no layout: a first screen of rows), of a page at most. */
const RENDERED = Math.min(30, INVOICE_PAGE_SIZE);
const number = new Intl.NumberFormat('fr-FR');

let all: WithId<Invoice>[] = [];
type ListedRow = InvoiceRow & { doc: WithId<Invoice> };
let rows: ListedRow[] = [];

async function readAll() {
  all = (await getDataStore().query<Invoice>({ collection: paths.invoices(firmId) })).docs.map((doc) => ({
    ...doc.data,
    id: doc.id,
  }));
  // Every document is listed with what it stores: no name is looked up (a draft's client aside).
  const clients = new Map(
    (await getDataStore().query<{ displayName: string }>({ collection: paths.clients(firmId) })).docs.map((doc) => [
      doc.id,
      doc.data.displayName,
    ]),
  );
  rows = all.map((doc) => ({ ...toInvoiceRow(doc.id, doc, { clients, cases: new Map() }, today), doc }));
}

beforeAll(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  // Ten years of Cabinet Durand at 5 %: 750 invoices beside the demo's.
  await loadTenYearCabinet({ scale: 0.05 });
  await readAll();
});

/** Days in Firestore's order: null first. */
const compareDays = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

/** The backend's order: newest first by issue date, or by due date when lateness is asked; ties by id. */
const byListOrder = (dueFirst: boolean, period: boolean) => (a: ListedRow, b: ListedRow) => {
  const fields: ('dueDate' | 'issueDate')[] = dueFirst
    ? ['dueDate', ...(period ? ['issueDate' as const] : [])]
    : ['issueDate'];
  for (const field of fields) {
    const c = compareDays(a.doc[field], b.doc[field]);
    if (c !== 0) return -c;
  }
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
};

/** What a view shows, recomputed from every document (derived states, the browser's rule). */
function expected(view: InvoiceView, filters: Partial<InvoiceFilters> = {}) {
  const applied = { ...DEFAULT_INVOICE_FILTERS, ...filters };
  const lateness =
    view === 'unpaid' ||
    view === 'pending' ||
    ['pending', 'partial', 'unpaid', 'partialUnpaid'].includes(applied.state);
  const issued = rows.filter((row) => row.state !== 'draft');
  const kept = filterInvoices(applied.state === 'draft' ? rows : issued, view, applied) as typeof rows;
  return kept.sort(byListOrder(lateness, Boolean(applied.from || applied.to)));
}

const label = (row: InvoiceRow) => `${KIND_LABELS[row.kind]} ${row.number}`;
const shownText = (shown: number, total?: number) =>
  `${number.format(shown)} document${shown > 1 ? 's' : ''} affiché${shown > 1 ? 's' : ''}${
    total === undefined ? '' : ` sur ${number.format(total)}`
  }`;
/** The documents the main table shows (its code comes with the first one shown). */
const shownLabels = async (caption: string) =>
  within(await screen.findByRole('table', { name: caption }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

async function expectTotals(of: InvoiceRow[]) {
  const totals = totalsOf(of);
  await waitFor(() => expect(screen.getByTestId('invoices-count').textContent).toBe(formatCount(totals.count)));
  expect(screen.getByTestId('invoices-total').textContent).toBe(formatAmount(totals.ttcCents));
  expect(screen.getByTestId('invoices-remaining').textContent).toBe(formatAmount(totals.remainingCents));
}

describe('/app/billing, dix ans de cabinet', () => {
  it('lists documents that store what the list searches and shows (number, client, dossier)', async () => {
    const references = new Map(
      (await getDataStore().query<{ reference: string }>({ collection: paths.cases(firmId) })).docs.map((doc) => [
        doc.id,
        doc.data.reference,
      ]),
    );
    const tenYears = rows.filter((row) => row.id.startsWith('y10-'));
    expect(tenYears.length).toBeGreaterThan(700);
    for (const row of tenYears) {
      expect([row.id, row.doc.caseReference]).toEqual([row.id, references.get(row.doc.caseId!)]);
      expect([row.id, row.doc.searchTokens]).toEqual([row.id, invoiceSearchTokens(row.doc, row.clientName)]);
    }
  });

  it('shows its first page reading at most 200 documents; its totals are the sum of every document', async () => {
    const list = expected('all');
    expect(list.length).toBeGreaterThan(700);
    const reads = installReadCounter();
    reads.reset();
    renderRoute('/app/billing', '/app/billing', <BillingListPage view="all" />);
    const count = await screen.findByTestId('invoices-shown');
    await waitFor(() => expect(count).toHaveTextContent(shownText(INVOICE_PAGE_SIZE, list.length)));
    expect(await shownLabels('Facturation')).toEqual(list.slice(0, RENDERED).map(label));
    await expectTotals(list);
    // The demo's drafts, in their own section.
    await waitFor(() => expect(screen.getByTestId('drafts-count')).toHaveTextContent(/^\d+ brouillons? affichés?$/));
    expect(reads.total).toBeLessThanOrEqual(200);
    // A page and the one after it (does more follow?), the drafts' page; the totals counted, not read.
    expect(reads.bySourceAndCollection.listen?.invoices).toBeLessThanOrEqual(INVOICE_PAGE_SIZE + 1 + 21);
    expect(reads.bySourceAndCollection.aggregate?.invoices).toBeLessThanOrEqual(3);
    expect(reads.byCollection.clients ?? 0).toBeLessThanOrEqual(5);
    expect(reads.byCollection.cases ?? 0).toBe(0);

    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de documents' }));
    await waitFor(() => expect(count).toHaveTextContent(shownText(2 * INVOICE_PAGE_SIZE, list.length)));
    // The next page only: the first one is not read again.
    expect(reads.bySourceAndCollection.listen?.invoices).toBeLessThanOrEqual(INVOICE_PAGE_SIZE + 1);
  });

  it.each<[string, InvoiceView, Partial<InvoiceFilters>]>([
    ['/app/billing/unpaid', 'unpaid', {}],
    ['/app/billing/pending', 'pending', {}],
    ['/app/billing/paid', 'paid', {}],
    ['/app/billing?statut=partialUnpaid', 'all', { state: 'partialUnpaid' }],
    ['/app/billing?statut=avoir', 'all', { state: 'avoir' }],
    ['/app/billing?statut=cancelled', 'all', { state: 'cancelled' }],
    ['/app/billing/unpaid?statut=partialUnpaid', 'unpaid', { state: 'partialUnpaid' }],
    ['/app/billing?du=PERIOD_FROM&au=PERIOD_TO', 'all', { from: 'PERIOD_FROM', to: 'PERIOD_TO' }],
    ['/app/billing/unpaid?du=PERIOD_FROM', 'unpaid', { from: 'PERIOD_FROM' }],
  ])('%s shows what a recomputation over every document shows, with its totals', async (url, view, filters) => {
    // A year and a half ago, for six months: hundreds of documents, not all.
    const from = `${Number(today.slice(0, 4)) - 2}-07-01`;
    const to = `${Number(today.slice(0, 4)) - 1}-01-31`;
    const resolve = (value: string) => value.replace('PERIOD_FROM', from).replace('PERIOD_TO', to);
    const applied = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, resolve(value)]));
    const list = expected(view, applied);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThan(rows.length);
    const path = url.split('?')[0]!;
    renderRoute(path, resolve(url), <BillingListPage view={view} />);
    const count = await screen.findByTestId('invoices-shown');
    await waitFor(() =>
      expect(count).toHaveTextContent(shownText(Math.min(list.length, INVOICE_PAGE_SIZE), list.length)),
    );
    const caption = {
      all: 'Facturation',
      paid: 'Factures payées',
      unpaid: 'Factures impayées',
      pending: 'Factures en attente',
    }[view];
    expect(await shownLabels(caption)).toEqual(list.slice(0, RENDERED).map(label));
    await expectTotals(list);
  });

  it.each([
    ['the number of an invoice', (row: InvoiceRow) => row.number],
    ['its number without the prefix', (row: InvoiceRow) => row.number.replace(/^FA-/, '')],
    ['its client, accented as written', (row: InvoiceRow) => row.clientName],
    [
      'its client, in capitals without accents',
      (row: InvoiceRow) => row.clientName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase(),
    ],
  ])('finds documents by %s', async (_what, typed) => {
    // An accented client of the ten years, with invoices.
    const row = rows.find(
      (candidate) =>
        candidate.id.startsWith('y10-invoice') &&
        /[éèêëàçîïôû]/i.test(candidate.clientName) &&
        candidate.state !== 'draft',
    )!;
    expect(row).toBeDefined();
    const query = typed(row);
    const { token, words } = searchQueryOf(query);
    // What the first page of the search shows: the first page holding its token, those of them holding every word.
    const list = expected('all')
      .filter((candidate) => candidate.doc.searchTokens?.includes(token!))
      .slice(0, INVOICE_PAGE_SIZE)
      .filter((candidate) => words.every((word) => candidate.search.includes(word)));
    expect(list.map((candidate) => candidate.id)).toContain(row.id);
    renderRoute('/app/billing', `/app/billing?q=${encodeURIComponent(query)}`, <BillingListPage view="all" />);
    const count = await screen.findByTestId('invoices-shown');
    await waitFor(() => expect(count).toHaveAttribute('data-query', query));
    await waitFor(() => expect(count).toHaveTextContent(new RegExp(`^${shownText(list.length)}`)));
    expect(await shownLabels('Facturation')).toEqual(list.slice(0, RENDERED).map(label));
  });
});

describe('/app/billing, a document issued elsewhere', () => {
  it('shows at once, without reading the list again; the totals follow', async () => {
    const list = expected('all');
    // Counting from the start: a live query's later snapshots count only what they bring.
    const reads = installReadCounter();
    renderRoute('/app/billing', '/app/billing', <BillingListPage view="all" />);
    const count = await screen.findByTestId('invoices-shown');
    await waitFor(() => expect(count).toHaveTextContent(shownText(INVOICE_PAGE_SIZE, list.length)));
    await expectTotals(list);
    reads.reset();
    // Another person of the cabinet, in another tab: the data port, not this screen. A year the
    // cabinet has not numbered yet: the newest document.
    const client = list[0]!.doc.clientId;
    const form = emptyInvoiceForm({ clientId: client, dueDate: '2031-02-15', paymentTerms: 'Paiement à 30 jours.' });
    const lines = [{ ...emptyLine('honoraires'), designation: 'Consultation', unitPrice: '300' }];
    const id = await saveDraft({ firmId, uid: DEMO_IDS.ownerUid, values: { ...form, lines } });
    const { number: issued } = await issueInvoice({ firmId, uid: DEMO_IDS.ownerUid, id, issueDate: '2031-01-15' });
    await waitFor(async () => expect((await shownLabels('Facturation'))[0]).toBe(`Facture ${issued}`));
    await waitFor(() => expect(screen.getByTestId('invoices-count').textContent).toBe(formatCount(list.length + 1)));
    // The new document, delivered to the drafts' page then to the first page; the totals asked again
    // (and what writing it read: the client, the dossier, the counter, the settings…).
    expect(reads.bySourceAndCollection.listen?.invoices ?? 0).toBeLessThanOrEqual(4);
    expect(reads.total).toBeLessThanOrEqual(40);
    await readAll();
    await expectTotals(expected('all'));
  });
});
