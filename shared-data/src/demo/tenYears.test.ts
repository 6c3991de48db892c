import { buildDemoData } from '../demo.ts';
import { DEMO_IDS } from '../demoIds.ts';
import { isValidSiren } from '../identifiers.ts';
import { computeTotals } from '../invoiceTotals.ts';
import { matchPath } from '../policy.ts';
import { parentOf, paths } from '../paths.ts';
import { schemas, type Case, type Invoice, type Payment, type TimeEntry } from '../schemas.ts';
import { expectStoredSearchFields } from './storedSearchFields.testing.ts';
import { buildTenYearCabinet, demoCounters, TEN_YEAR_ID_PREFIX, TEN_YEAR_SIZES } from './tenYears.ts';

const NOW = new Date(2026, 10, 26, 10, 0);
const TODAY = '2026-11-26';
const FIRM = DEMO_IDS.firmId;
const cabinet = buildTenYearCabinet({ now: NOW });
const { documents } = cabinet;
const of = <T>(collection: string) =>
  documents
    .filter(([path]) => parentOf(path) === collection)
    .map(([path, data]) => ({ id: path.split('/').at(-1)!, ...(data as T) }));
const cases = of<Case>(paths.cases(FIRM));
const invoices = of<Invoice>(paths.invoices(FIRM));
const payments = of<Payment>(paths.payments(FIRM));
const entries = of<TimeEntry>(paths.timeEntries(FIRM));

describe('le cabinet de dix ans', () => {
  it('a les tailles de l’issue, dans le cabinet Durand', () => {
    const counts = new Map<string, number>();
    for (const [path] of documents) {
      const match = matchPath(path);
      counts.set(match!.name, (counts.get(match!.name) ?? 0) + 1);
    }
    for (const [kind, size] of Object.entries(TEN_YEAR_SIZES)) expect(counts.get(kind)).toBe(size);
    expect(cabinet.sizes).toEqual(TEN_YEAR_SIZES);
    expect(documents.every(([path]) => path.startsWith(`firms/${FIRM}/`))).toBe(true);
    expect(
      documents
        .filter(([path]) => parentOf(path) !== paths.counters(FIRM))
        .every(([path]) => path.split('/').at(-1)!.startsWith(TEN_YEAR_ID_PREFIX)),
    ).toBe(true);
    expect(new Set(documents.map(([path]) => path)).size).toBe(documents.length);
  });

  it('est valide contre les schémas (un échantillon de chaque sorte, et tous les compteurs)', () => {
    const seen = new Map<string, number>();
    for (const [path, data] of documents) {
      const name = matchPath(path)!.name;
      const index = seen.get(name) ?? 0;
      seen.set(name, index + 1);
      if (name !== 'counters' && index % 37 !== 0) continue;
      const result = schemas[name].safeParse(data);
      if (!result.success) throw new Error(`${path} : ${result.error.message}`);
    }
    const clients = documents.filter(([path]) => parentOf(path) === paths.clients(FIRM)).map(([, data]) => data);
    expect(new Set(clients.map((client) => client.kind))).toEqual(new Set(['physique', 'morale']));
    for (const client of clients.filter((c) => c.kind === 'morale'))
      expect(isValidSiren(client.siren as string)).toBe(true);
  });

  it('s’étale sur dix ans jusqu’à aujourd’hui', () => {
    const opened = cases.map((c) => c.openedAt).sort();
    expect(opened[0]! >= '2016-11-26').toBe(true);
    expect(opened.at(-1)! <= TODAY).toBe(true);
    expect(new Set(opened.map((day) => day.slice(0, 4))).size).toBe(11);
    expect(invoices.every((invoice) => invoice.issueDate! <= TODAY)).toBe(true);
    expect(payments.every((payment) => payment.date <= TODAY)).toBe(true);
    expect(entries.every((entry) => entry.date <= TODAY)).toBe(true);
    const open = cases.filter((c) => c.status !== 'clos');
    expect(open.length).toBeGreaterThan(200);
    expect(open.length).toBeLessThan(1_500);
    const recordedLater = documents.filter(
      ([, data]) => typeof data.createdAt === 'string' && data.createdAt > NOW.toISOString(),
    );
    expect(recordedLater).toEqual([]);
  });

  it('numérote dossiers et factures par année, sans trou, à la suite du cabinet de démonstration', () => {
    const demo = buildDemoData(NOW).filter(([path]) => path.startsWith(`firms/${FIRM}/`));
    const demoOf = <T>(collection: string) =>
      demo.filter(([path]) => parentOf(path) === collection).map(([, d]) => d as T);
    const counters = new Map(
      documents
        .filter(([path]) => parentOf(path) === paths.counters(FIRM))
        .map(([path, d]) => [path.split('/').at(-1)!, d]),
    );
    const before = demoCounters(NOW);
    // Dossiers: the demo's and the ten years' together are 1…counter in each year.
    const references = [...demoOf<Case>(paths.cases(FIRM)), ...cases].map((c) => c.reference);
    for (const [name, counter] of counters) {
      if (!name.startsWith('cases-')) continue;
      const year = name.slice(6);
      const numbers = references.filter((r) => r.startsWith(`${year}-`)).map((r) => Number(r.slice(5)));
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: counter.value as number }, (_, i) => i + 1));
    }
    // Invoices: the same, and the ten years' in issue-date order after the demo's.
    const issued = [...demoOf<Invoice>(paths.invoices(FIRM)), ...invoices].filter((i) => i.status === 'issued');
    for (const [name, counter] of counters) {
      if (!name.startsWith('invoices-')) continue;
      const year = name.slice(9);
      const numbers = issued.filter((i) => i.number!.startsWith(`FA-${year}-`)).map((i) => Number(i.number!.slice(8)));
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: counter.value as number }, (_, i) => i + 1));
      const ours = invoices
        .filter((i) => i.number!.startsWith(`FA-${year}-`))
        .sort((a, b) => a.number!.localeCompare(b.number!));
      expect(Number(ours[0]!.number!.slice(8))).toBe((before.get(name)?.value ?? 0) + 1);
      for (let i = 1; i < ours.length; i += 1) expect(ours[i]!.issueDate! >= ours[i - 1]!.issueDate!).toBe(true);
    }
    expect(invoices.every((invoice) => invoice.status === 'issued' && /^FA-\d{4}-\d{4}$/.test(invoice.number!))).toBe(
      true,
    );
  });

  it('a des totaux, des avoirs, des paiements et des temps facturés cohérents', () => {
    const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
    const paid = new Map<string, number>();
    const wrongPayments: Payment[] = [];
    for (const payment of payments) {
      const invoice = byId.get(payment.invoiceId);
      if (
        !invoice ||
        payment.invoiceNumber !== invoice.number ||
        payment.clientId !== invoice.clientId ||
        payment.date < invoice.issueDate!
      )
        wrongPayments.push(payment);
      paid.set(payment.invoiceId, (paid.get(payment.invoiceId) ?? 0) + payment.amountCents);
    }
    expect(wrongPayments).toEqual([]);
    const credited = new Map<string, number>();
    const wrongInvoices: string[] = [];
    for (const invoice of invoices) {
      const totals = computeTotals(invoice.lines, invoice.provisionCents);
      const same = (Object.keys(totals) as (keyof typeof totals)[]).every(
        (key) => JSON.stringify(totals[key]) === JSON.stringify(invoice[key]),
      );
      if (!same) wrongInvoices.push(`${invoice.id} : totaux`);
      if (invoice.kind === 'avoir') {
        if (byId.get(invoice.creditFor!)?.number !== invoice.creditForNumber)
          wrongInvoices.push(`${invoice.id} : avoir`);
        credited.set(invoice.creditFor!, (credited.get(invoice.creditFor!) ?? 0) + invoice.netToPayCents);
      }
    }
    const avoirs = invoices.filter((invoice) => invoice.kind === 'avoir');
    expect(avoirs.length).toBeGreaterThan(100);
    for (const invoice of invoices.filter((i) => i.kind === 'facture')) {
      if (invoice.creditedCents !== (credited.get(invoice.id) ?? 0)) wrongInvoices.push(`${invoice.id} : avoirs`);
      if (invoice.paidCents !== (paid.get(invoice.id) ?? 0)) wrongInvoices.push(`${invoice.id} : paiements`);
      if (invoice.paidCents + invoice.creditedCents > invoice.netToPayCents)
        wrongInvoices.push(`${invoice.id} : trop payé`);
    }
    expect(wrongInvoices).toEqual([]);
    // The old invoices mostly settled, the recent ones often not yet.
    const settled = (list: typeof invoices) =>
      list.filter((i) => i.paidCents + i.creditedCents === i.netToPayCents).length / list.length;
    const factures = invoices.filter((i) => i.kind === 'facture');
    expect(settled(factures.filter((i) => i.issueDate! < '2025-01-01'))).toBeGreaterThan(0.9);
    expect(settled(factures.filter((i) => i.issueDate! > '2026-11-01'))).toBeLessThan(0.6);
    // Billed time entries name an invoice of their dossier that lists them.
    const entryById = new Map(entries.map((entry) => [entry.id, entry]));
    const wrongEntries: string[] = [];
    for (const invoice of invoices.filter((i) => i.kind === 'facture'))
      for (const line of invoice.lines)
        for (const id of line.timeEntryIds ?? []) {
          const entry = entryById.get(id);
          if (!entry?.billed || entry.invoiceId !== invoice.id || entry.caseId !== invoice.caseId)
            wrongEntries.push(id);
        }
    for (const entry of entries) if (entry.billed && !byId.has(entry.invoiceId!)) wrongEntries.push(entry.id);
    expect(wrongEntries).toEqual([]);
    expect(entries.filter((entry) => !entry.billed).length).toBeGreaterThan(0);
  });

  it('porte sur chaque client et dossier ce que lisent les listes (nombre, noms, jetons), égal à son recalcul', () => {
    expectStoredSearchFields(documents, FIRM);
  });

  it('est déterministe, et une échelle réduite en donne un petit', () => {
    const small = buildTenYearCabinet({ now: NOW, scale: 0.02 });
    expect(buildTenYearCabinet({ now: NOW, scale: 0.02 })).toEqual(small);
    expect(small.sizes).toEqual({
      clients: 60,
      cases: 100,
      timeEntries: 1_200,
      invoices: 300,
      payments: 300,
      events: 400,
      tasks: 600,
      deadlines: 60,
      expenses: 24,
    });
    for (const [path, data] of small.documents) {
      const result = schemas[matchPath(path)!.name].safeParse(data);
      if (!result.success) throw new Error(`${path} : ${result.error.message}`);
    }
    expect(small.documents.some(([path]) => path === paths.case(FIRM, small.sample.caseId))).toBe(true);
    expect(small.documents.some(([path]) => path === paths.client(FIRM, small.sample.clientId))).toBe(true);
  });
});
