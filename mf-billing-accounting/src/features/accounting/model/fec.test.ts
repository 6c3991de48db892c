/**
 * The FEC: exact line format (golden file of the demo cabinet's year), and a parse-back of the
 * exported file that checks every rule (header order, field count, dates, decimal comma,
 * balance per entry, continuous numbers, file name).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDemoData, DEMO_IDS } from 'shared-data/testing';
import { buildBook, type ClientLike, vatRegimeOf } from './book.ts';
import { buildFec, FEC_COLUMNS, FEC_MESSAGES, fecAmount, fecDate, fecFileName, sirenFromSiret } from './fec.ts';
import { checkFec, parseFec } from './fecCheck.ts';
import { expense, invoice, payment } from './fixtures.test-helpers.ts';
import type { ExpenseLike } from './ledger.ts';
import type { InvoiceLike, PaymentLike } from './receipts.ts';

/** The demo cabinet as seeded on 22 November 2026 (dates are relative to the seeding day). */
const NOW = new Date(2026, 10, 22, 9, 0);
const GOLDEN = path.join(__dirname, '__golden__', 'demo-2026.fec.txt');

function demoBook() {
  const docs = buildDemoData(NOW);
  const prefix = `firms/${DEMO_IDS.firmId}/`;
  const collection = <T>(name: string): (T & { id: string })[] =>
    docs
      .filter(([p]) => p.startsWith(`${prefix}${name}/`) && p.split('/').length === 4)
      .map(([p, data]) => ({ ...(data as T), id: p.split('/')[3]! }));
  const settings = docs.find(([p]) => p === `${prefix}settings/billing`)?.[1] as Record<string, unknown>;
  const book = buildBook({
    payments: collection<PaymentLike>('payments'),
    invoices: collection<InvoiceLike>('invoices'),
    clients: collection<ClientLike>('clients'),
    expenses: collection<ExpenseLike>('expenses'),
    regime: vatRegimeOf(settings),
  });
  return { book, siret: String(settings.siret) };
}

/**
 * The golden year: the demo cabinet's expenses (demo/accounting.ts, this area's data) and fixed
 * receipts — a full payment with débours, two partial payments (cheque, cash) and the refund of an
 * avoir — so that the file does not move when the invoicing demo changes.
 */
function goldenBook() {
  const docs = buildDemoData(NOW);
  const prefix = `firms/${DEMO_IDS.firmId}/expenses/`;
  const expenses = docs
    .filter(([p]) => p.startsWith(prefix))
    .map(([p, data]) => ({ ...(data as ExpenseLike), id: p.slice(prefix.length) }))
    .filter((e) => e.date.startsWith('2026-'));
  const lumiere = { displayName: 'SARL Lumière' };
  const invoices: InvoiceLike[] = [
    invoice({ id: 'i1', number: 'FA-2026-0001', issueDate: '2026-01-10' }),
    invoice({
      id: 'i2',
      number: 'FA-2026-0002',
      clientId: 'c2',
      issueDate: '2026-03-02',
      totalTtcCents: 60_000,
      totalTvaCents: 10_000,
      deboursCents: 0,
      clientSnapshot: lumiere,
    }),
    invoice({
      id: 'a1',
      kind: 'avoir',
      number: 'FA-2026-0003',
      clientId: 'c2',
      issueDate: '2026-05-02',
      totalTtcCents: -12_000,
      totalTvaCents: -2_000,
      deboursCents: 0,
      clientSnapshot: lumiere,
    }),
  ];
  const payments: PaymentLike[] = [
    payment({ id: 'p1', invoiceId: 'i1', date: '2026-02-01', reference: 'VIR-0001' }),
    payment({ id: 'p2', invoiceId: 'i2', clientId: 'c2', date: '2026-03-20', amountCents: 20_000, method: 'cheque' }),
    payment({ id: 'p3', invoiceId: 'i2', clientId: 'c2', date: '2026-04-10', amountCents: 40_000, method: 'especes' }),
    payment({ id: 'p4', invoiceId: 'a1', clientId: 'c2', date: '2026-05-06', amountCents: 12_000 }),
  ];
  const book = buildBook({ payments, invoices, clients: [], expenses, regime: 'encaissements' });
  return { book, siret: '81234567800019' };
}

describe('FEC format', () => {
  it('formats amounts with a decimal comma and no thousands separator, dates as AAAAMMJJ', () => {
    expect(fecAmount(123_456_789)).toBe('1234567,89');
    expect(fecAmount(5)).toBe('0,05');
    expect(fecAmount(0)).toBe('0,00');
    expect(fecDate('2026-03-04')).toBe('20260304');
    expect(fecFileName({ siren: '812345678', closingDate: '2026-12-31' })).toBe('812345678FEC20261231.txt');
    expect(sirenFromSiret('812 345 678 00019')).toBe('812345678');
    expect(sirenFromSiret('')).toBeNull();
  });

  it('writes a fixed year exactly as the golden file (demo expenses, fixed receipts and a refund)', () => {
    const { book, siret } = goldenBook();
    expect(book.problems).toEqual([]);
    const fec = buildFec({ entries: book.ledger, siret, year: 2026 });
    if (!fec.ok) throw new Error(fec.message);
    if (process.env.UPDATE_GOLDEN) writeFileSync(GOLDEN, fec.content);
    expect(fec.fileName).toBe('812345678FEC20261231.txt');
    expect(fec.content).toBe(readFileSync(GOLDEN, 'utf8'));
    expect(checkFec({ fileName: fec.fileName, content: fec.content })).toEqual([]);
  });

  it('passes every rule when read back (demo year)', () => {
    const { book, siret } = demoBook();
    const fec = buildFec({ entries: book.ledger, siret, year: 2026 });
    if (!fec.ok) throw new Error(fec.message);
    expect(checkFec({ fileName: fec.fileName, content: fec.content })).toEqual([]);
    const { header, lines } = parseFec(fec.content);
    expect(header).toEqual([...FEC_COLUMNS]);
    expect(header.slice(18)).toEqual(['DateRglt', 'ModeRglt', 'NatOp', 'IdClient']);
    expect(lines).toHaveLength(fec.lineCount);
    expect(new Set(lines.map((line) => line.EcritureNum)).size).toBe(fec.entryCount);
    expect(new Set(lines.map((line) => line.JournalCode))).toEqual(new Set(['RE', 'DE']));
    // Receipts name the client (CGI art. 99) and the method; the book has fees, VAT and expenses.
    const receipt = lines.find((line) => line.JournalCode === 'RE')!;
    expect(receipt.IdClient).not.toBe('');
    expect(receipt.ModeRglt).not.toBe('');
    const accounts = new Set(lines.map((line) => line.CompteNum));
    for (const account of ['706000', '445710', '512000', '445660', '613200']) expect(accounts).toContain(account);
  });

  it('refuses a year with no entries and a cabinet without SIRET, in French', () => {
    const { book, siret } = demoBook();
    expect(buildFec({ entries: book.ledger, siret, year: 2019 })).toEqual({
      ok: false,
      message: FEC_MESSAGES.empty(2019),
    });
    expect(FEC_MESSAGES.empty(2019)).toBe(
      'Aucune écriture pour l’exercice 2019 : aucun encaissement ni aucune dépense du 1er janvier au 31 décembre 2019. Le FEC n’a pas été généré.',
    );
    expect(buildFec({ entries: book.ledger, siret: '', year: 2026 })).toEqual({
      ok: false,
      message: FEC_MESSAGES.noSiren,
    });
  });

  it('numbers entries continuously across journals and keeps text fields free of tabs and line breaks', () => {
    const { buildLedger } = jest.requireActual('./ledger.ts') as typeof import('./ledger.ts');
    const { buildReceipts } = jest.requireActual('./receipts.ts') as typeof import('./receipts.ts');
    const { rows } = buildReceipts({
      payments: [payment({ id: 'p1', invoiceId: 'i1', date: '2026-02-01' })],
      invoices: [invoice({ id: 'i1', clientSnapshot: { displayName: 'SARL\tDupont\net fils' } })],
      clientNames: new Map(),
    });
    const entries = buildLedger({
      receipts: rows,
      expenses: [
        expense({ id: 'e1', date: '2026-01-15', supplier: 'Foncia\tLyon' }),
        expense({ id: 'e2', date: '2026-03-01' }),
      ],
      regime: 'encaissements',
    });
    const fec = buildFec({ entries, siret: '81234567800019', year: 2026 });
    if (!fec.ok) throw new Error(fec.message);
    const { lines } = parseFec(fec.content);
    expect([...new Set(lines.map((line) => line.EcritureNum))]).toEqual(['1', '2', '3']);
    expect(lines.map((line) => line.JournalCode)).toEqual(['DE', 'DE', 'DE', 'RE', 'RE', 'RE', 'RE', 'DE', 'DE', 'DE']);
    expect(lines[3]!.IdClient).toBe('SARL Dupont et fils');
    expect(lines[0]!.EcritureLib).toBe('Foncia Lyon Loyers et charges locatives');
    expect(checkFec({ fileName: fec.fileName, content: fec.content })).toEqual([]);
  });
});

describe('FEC parse-back catches every broken rule', () => {
  const entries = () => {
    const { buildLedger } = jest.requireActual('./ledger.ts') as typeof import('./ledger.ts');
    return buildLedger({
      receipts: [],
      expenses: [expense({ id: 'e1', date: '2026-01-15' }), expense({ id: 'e2', date: '2026-03-01' })],
      regime: 'encaissements',
    });
  };
  const valid = () => {
    const fec = buildFec({ entries: entries(), siret: '81234567800019', year: 2026 });
    if (!fec.ok) throw new Error(fec.message);
    return fec;
  };
  const rows = (content: string) => content.split('\r\n');
  const edit = (content: string, row: number, column: number, value: string) => {
    const all = rows(content);
    const fields = all[row]!.split('\t');
    fields[column] = value;
    all[row] = fields.join('\t');
    return all.join('\r\n');
  };

  it('accepts the valid file', () => {
    const fec = valid();
    expect(checkFec(fec)).toEqual([]);
  });

  it('file name', () => {
    const { content } = valid();
    expect(checkFec({ fileName: '81234567FEC20261231.txt', content })).toEqual([
      expect.stringContaining('Nom de fichier invalide'),
    ]);
    expect(checkFec({ fileName: '812345678FEC20261331.txt', content })[0]).toMatch(/Date de clôture invalide/);
  });

  it('header order', () => {
    const { fileName, content } = valid();
    const swapped = content.replace('JournalCode\tJournalLib', 'JournalLib\tJournalCode');
    expect(checkFec({ fileName, content: swapped })[0]).toMatch(/En-tête invalide/);
  });

  it('field count per line', () => {
    const { fileName, content } = valid();
    const all = rows(content);
    all[1] = `${all[1]}\textra`;
    expect(checkFec({ fileName, content: all.join('\r\n') })).toContain('Ligne 2 : 23 champs au lieu de 22.');
  });

  it('dates', () => {
    const { fileName, content } = valid();
    expect(checkFec({ fileName, content: edit(content, 1, 9, '2026-01-15') })[0]).toMatch(/PieceDate .* AAAAMMJJ/);
    expect(checkFec({ fileName, content: edit(content, 1, 18, '20260230') })[0]).toMatch(/DateRglt/);
  });

  it('decimal comma, no thousands separator', () => {
    const { fileName, content } = valid();
    expect(checkFec({ fileName, content: edit(content, 1, 11, '1000.00') })).toContainEqual(
      expect.stringMatching(/Debit « 1000.00 »/),
    );
    expect(checkFec({ fileName, content: edit(content, 1, 11, '1 000,00') })).toContainEqual(
      expect.stringMatching(/virgule décimale/),
    );
  });

  it('balance per entry', () => {
    const { fileName, content } = valid();
    expect(checkFec({ fileName, content: edit(content, 1, 11, '1000,01') })).toContainEqual(
      'Écriture 1 déséquilibrée (écart de 1 centimes).',
    );
  });

  it('continuous entry numbers', () => {
    const { fileName, content } = valid();
    const renumbered = rows(content)
      .map((row, i) => (i >= 4 ? row.replace(/^(DE\tDépenses\t)2\t/, '$13\t') : row))
      .join('\r\n');
    expect(checkFec({ fileName, content: renumbered })).toContainEqual(
      expect.stringMatching(/numéro d’écriture 3, attendu 2/),
    );
  });
});
