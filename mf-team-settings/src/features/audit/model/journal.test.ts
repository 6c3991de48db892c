import Papa from 'papaparse';
import {
  changesOf,
  detailsText,
  formatValue,
  JOURNAL_CSV_COLUMNS,
  JOURNAL_DEFAULTS,
  journalCsv,
  journalFileName,
  journalRows,
  type JournalEntry,
  sanitizeFilters,
  targetText,
} from './journal.ts';

const F = 'firms/f';
const names = new Map([
  ['o', 'Claire Durand'],
  ['m', 'Julien Martin'],
]);

// Midday UTC: the same local day in every European time zone.
const ENTRIES: JournalEntry[] = [
  {
    id: '1',
    at: '2026-03-10T12:00:00.000Z',
    uid: 'o',
    action: 'settings.billing',
    target: `${F}/settings/billing`,
    details: {},
    before: { iban: 'FR76 1111', paymentTermsDays: 30 },
    after: { iban: 'FR76 2222', paymentTermsDays: 45 },
  },
  {
    id: '2',
    at: '2026-03-12T12:00:00.000Z',
    uid: 'm',
    action: 'invoice.payment',
    target: `${F}/invoices/i1`,
    details: { number: 'FA-2026-0012', paymentId: 'p1', amountCents: 20_000, method: 'cheque', remainingCents: 5_050 },
    before: { paidCents: 0 },
    after: { paidCents: 20_000 },
  },
  {
    id: '3',
    at: '2026-03-14T12:00:00.000Z',
    uid: 'o',
    action: 'case.status',
    target: `${F}/cases/c1`,
    details: { reference: '2026-0003' },
    before: { status: 'ouvert' },
    after: { status: 'clos' },
  },
  {
    id: '4',
    at: '2026-03-15T12:00:00.000Z',
    uid: 'o',
    action: 'export.invoices',
    target: 'factures-2026-01-01_2026-03-15.csv',
    details: { kind: 'factures', from: '2026-01-01', to: '2026-03-15', count: 4, fileName: 'factures.csv' },
  },
];

describe('journal rows', () => {
  it('lists newest first with who, when, what, on what', () => {
    const rows = journalRows({ entries: ENTRIES, names, filters: JOURNAL_DEFAULTS });
    expect(rows.map((r) => r.id)).toEqual(['4', '3', '2', '1']);
    expect(rows[2]).toMatchObject({
      who: 'Julien Martin',
      actionLabel: 'Paiement enregistré',
      on: 'Facture FA-2026-0012',
    });
    expect(rows[2]!.when).toMatch(/^12 mars 2026 à \d\d:00$/);
    expect(rows[2]!.day).toBe('12/03/2026');
    expect(rows[1]!.on).toBe('Dossier 2026-0003');
  });

  it('filters by action, member and period (inclusive days)', () => {
    const ids = (filters: Partial<typeof JOURNAL_DEFAULTS>) =>
      journalRows({ entries: ENTRIES, names, filters: { ...JOURNAL_DEFAULTS, ...filters } }).map((r) => r.id);
    expect(ids({ action: 'case.status' })).toEqual(['3']);
    expect(ids({ membre: 'm' })).toEqual(['2']);
    expect(ids({ du: '2026-03-12', au: '2026-03-14' })).toEqual(['3', '2']);
    expect(ids({ du: '2026-03-15' })).toEqual(['4']);
    expect(ids({ action: 'member.remove' })).toEqual([]);
  });

  it('keeps only allowed filter values from the URL', () => {
    expect(sanitizeFilters({ action: 'drop.table', membre: '<script>', du: 'hier', au: '2026-03-01' })).toEqual({
      ...JOURNAL_DEFAULTS,
      au: '2026-03-01',
    });
    expect(sanitizeFilters({ action: 'toString', membre: 'demo-member-1', du: '', au: '' }).action).toBe('toutes');
    expect(sanitizeFilters({ ...JOURNAL_DEFAULTS, action: 'settings.team' }).action).toBe('settings.team');
  });
});

describe('before → after in French', () => {
  it('labels the fields and formats amounts, codes and dates', () => {
    expect(changesOf(ENTRIES[0]!)).toEqual([
      { field: 'iban', label: 'IBAN', before: 'FR76 1111', after: 'FR76 2222' },
      { field: 'paymentTermsDays', label: 'Délai de paiement (jours)', before: '30', after: '45' },
    ]);
    expect(changesOf(ENTRIES[1]!)[0]).toMatchObject({ label: 'Montant réglé', before: '0,00\u00a0€' });
    expect(changesOf(ENTRIES[2]!)[0]).toMatchObject({ label: 'Statut', before: 'Ouvert', after: 'Clos' });
    expect(changesOf({ before: { role: 'member' }, after: { role: 'owner' } })[0]).toMatchObject({
      before: 'Collaborateur',
      after: 'Titulaire',
    });
    expect(changesOf({ before: { barreau: null }, after: { barreau: 'Lyon' } })[0]!.before).toBe('—');
  });

  it('formats lists, availability ranges, booleans and days', () => {
    expect(formatValue('published', true)).toBe('oui');
    expect(formatValue('languages', ['Français', 'Anglais'])).toBe('Français, Anglais');
    expect(formatValue('weekly', [{ day: 1, start: '09:00', end: '12:00' }])).toBe('lun. 09:00–12:00');
    expect(formatValue('exceptions', [{ date: '2026-05-01', closed: true }])).toBe('01/05/2026 fermé');
    expect(formatValue('issueDate', '2026-03-14')).toBe('14/03/2026');
    // An instant (the PA secret's date) reads as a French date and time, not ISO.
    expect(formatValue('secretSetAt', '2026-11-26T09:05:00.000Z')).toMatch(/^26\/11\/2026 à \d{2}:05$/);
  });

  it('details: amounts and period, without identifiers or what already shows', () => {
    expect(detailsText(ENTRIES[1]!)).toMatch(/^Montant : 200,00\s€ · Mode de paiement : Chèque · Reste dû : 50,50\s€$/);
    expect(detailsText(ENTRIES[3]!)).toBe(
      'Contenu : factures (CSV) · Du : 01/01/2026 · Au : 15/03/2026 · Nombre : 4 · Fichier : factures.csv',
    );
  });

  it('names the target from its path and what the entry recorded', () => {
    const entry = (over: Partial<JournalEntry>): JournalEntry => ({ ...ENTRIES[0]!, details: {}, ...over });
    expect(targetText(entry({ target: `${F}/settings/team` }), names)).toBe('Identité du cabinet');
    expect(targetText(entry({ target: `${F}/settings/einvoicing` }), names)).toBe(
      'Plateforme agréée (facturation électronique)',
    );
    expect(targetText(entry({ target: `${F}/settings/profile-m` }), names)).toBe('Profil de Julien Martin');
    expect(targetText(entry({ target: 'availability/o' }), names)).toBe('Disponibilités de Claire Durand');
    expect(targetText(entry({ action: 'member.role', target: `${F}/members/m` }), names)).toBe(
      'Membre : Julien Martin',
    );
    expect(
      targetText(
        entry({ action: 'member.remove', target: `${F}/members/x`, details: { name: 'Sophie Bernard' } }),
        names,
      ),
    ).toBe('Membre : Sophie Bernard');
    expect(
      targetText(entry({ action: 'invitation.create', target: 'invitations', details: { email: 'a@b.fr' } }), names),
    ).toBe('Invitation de a@b.fr');
    expect(targetText(entry({ action: 'export.fec', target: 'x', details: { fileName: 'F.txt' } }), names)).toBe(
      'Fichier F.txt',
    );
    expect(targetText(entry({ action: 'client.anonymise', target: `${F}/clients/c` }), names)).toBe('Client');
  });
});

describe('journal CSV', () => {
  it('French headers, `;`, BOM, one line per entry, formulas neutralised', () => {
    const hostile: JournalEntry = {
      id: '9',
      at: '2026-03-16T12:00:00.000Z',
      uid: 'o',
      action: 'settings.team',
      target: `${F}/settings/team`,
      before: { name: 'Cabinet' },
      after: { name: '=HYPERLINK("http://x")' },
    };
    const rows = journalRows({ entries: [...ENTRIES, hostile], names, filters: JOURNAL_DEFAULTS });
    const csv = journalCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...JOURNAL_CSV_COLUMNS]);
    expect(parsed).toHaveLength(6);
    expect(parsed[1]!.slice(0, 5)).toEqual([
      '16/03/2026',
      expect.stringMatching(/^\d\d:00$/),
      'Claire Durand',
      'Identité du cabinet modifiée',
      'Identité du cabinet',
    ]);
    // The typed name starts with "Nom :", so no cell starts with "=".
    expect(parsed.flat().some((cell) => /^[=+@]/.test(cell))).toBe(false);
    expect(parsed[5]![5]).toBe('IBAN : FR76 1111 → FR76 2222 ; Délai de paiement (jours) : 30 → 45');
  });

  it('a hostile value alone in a cell is neutralised', () => {
    const csv = journalCsv([
      {
        id: 'x',
        at: '',
        when: '1 janvier 2026 à 10:00',
        day: '01/01/2026',
        time: '10:00',
        uid: 'o',
        who: '=cmd|calc',
        action: 'a',
        actionLabel: 'A',
        on: '+1',
        changes: [],
        details: '@x',
      },
    ]);
    const [, row] = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    expect(row).toEqual(['01/01/2026', '10:00', "'=cmd|calc", 'A', "'+1", '', "'@x"]);
  });

  it('names the file after the day', () => {
    expect(journalFileName('2026-03-16')).toBe('journal-modifications-2026-03-16.csv');
  });
});
