import Papa from 'papaparse';
import type { Case, CaseDocument, Client, Invoice, WithId } from 'shared-data';
import {
  archivePath,
  buildExportCsv,
  buildExportJson,
  type ClientExportData,
  exportCounts,
  exportFileName,
  readme,
  toCsv,
} from './clientExport.ts';

const NOW = '2026-11-23T10:00:00.000Z';
const client: WithId<Client> = {
  id: 'c1',
  kind: 'physique',
  civilite: 'Mme',
  nom: 'Lefèvre',
  prenom: 'Hélène',
  displayName: 'LEFÈVRE Hélène',
  email: 'helene@example.fr',
  phone: '+33 6 98 17 75 18',
  address: '12 rue des Lilas; Lyon',
  notes: 'Dit « bonjour »\nsur deux lignes',
  archived: false,
  createdAt: NOW,
  updatedAt: NOW,
};
const dossier = { id: 'k1', reference: '2026-0042', title: 'Bail', clientIds: ['c1'] } as WithId<Case>;
const document = {
  id: 'd1',
  caseId: 'k1',
  name: 'acte/signé.pdf',
  path: 'firms/f/cases/k1/d1-acte.pdf',
  size: 10,
  contentType: 'application/pdf',
  uploadedAt: NOW,
} as WithId<CaseDocument>;
const invoice = {
  id: 'i1',
  kind: 'facture',
  number: 'FA-2026-0001',
  status: 'issued',
  caseId: 'k1',
  issueDate: '2026-11-01',
  dueDate: '2026-12-01',
  totalHtCents: 100_000,
  totalTvaCents: 20_000,
  totalTtcCents: 120_000,
  paidCents: 5,
} as WithId<Invoice>;
const data: ClientExportData = {
  client,
  cases: [
    {
      ...dossier,
      status: 'ouvert',
      matter: '',
      jurisdiction: '',
      rgNumber: '',
      opposingParties: [],
      openedAt: '2026-01-02',
      closedAt: null,
      notes: '',
    } as WithId<Case>,
  ],
  documents: [document],
  timeEntries: [],
  invoices: [invoice],
  payments: [],
  events: [],
  deadlines: [],
  researchFiles: [],
  carpaMovements: [],
};

const parse = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;

describe('toCsv', () => {
  it('writes a UTF-8 BOM, French headers, ; separators, quotes only when needed, CRLF', () => {
    const csv = toCsv(
      ['Nom', 'Note'],
      [
        ['a;b', 'dit "x"\nfin'],
        ['simple', 3],
      ],
    );
    expect(csv.startsWith('\uFEFFNom;Note\r\n')).toBe(true);
    expect(csv).toContain('"a;b";"dit ""x""\nfin"\r\n');
    expect(parse(csv)).toEqual([
      ['Nom', 'Note'],
      ['a;b', 'dit "x"\nfin'],
      ['simple', '3'],
    ]);
  });

  it('keeps a formula as text, and a phone too (a spreadsheet would read « +33 6 … » as a formula), but leaves amounts alone', () => {
    expect(parse(toCsv(['A'], [['=HYPERLINK("x")'], ['+33 6 98 17 75 18'], ['-12,50'], ['@SUM(A1)']]))).toEqual([
      ['A'],
      ['\'=HYPERLINK("x")'],
      ["'+33 6 98 17 75 18"],
      ['-12,50'],
      ["'@SUM(A1)"],
    ]);
  });
});

describe('buildExportCsv', () => {
  const files = buildExportCsv(data);

  it('has the client file and one file per kind', () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        'agenda.csv',
        'carpa.csv',
        'client.csv',
        'documents.csv',
        'dossiers.csv',
        'factures.csv',
        'paiements.csv',
        'recherches.csv',
        'temps.csv',
      ].sort(),
    );
  });

  it('neutralises what a spreadsheet would run as a formula in any field the cabinet typed', () => {
    const hostile = buildExportCsv({
      ...data,
      client: { ...client, nom: '=HYPERLINK("http://x")', prenom: '+1+1', address: '-2+3', notes: '@SUM(A1)' },
    });
    const [headers, row] = parse(hostile['client.csv'] ?? '');
    const record = Object.fromEntries((headers ?? []).map((header, index) => [header, row?.[index]]));
    expect(record).toMatchObject({
      Nom: '\'=HYPERLINK("http://x")',
      Prénom: "'+1+1",
      Adresse: "'-2+3",
      Notes: "'@SUM(A1)",
    });
  });

  it('writes the client record readably, parsed back identical', () => {
    const [headers, row] = parse(files['client.csv'] ?? '');
    const record = Object.fromEntries((headers ?? []).map((header, index) => [header, row?.[index]]));
    expect(record).toMatchObject({
      Type: 'Personne physique',
      Civilité: 'Mme',
      Nom: 'Lefèvre',
      Prénom: 'Hélène',
      Email: 'helene@example.fr',
      Téléphone: "'+33 6 98 17 75 18",
      Adresse: '12 rue des Lilas; Lyon',
      Notes: 'Dit « bonjour »\nsur deux lignes',
      Archivé: 'non',
      'Client depuis le': '2026-11-23',
    });
  });

  it('writes amounts in euros with a comma and the dossier’s reference', () => {
    const [, row] = parse(files['factures.csv'] ?? '');
    expect(row).toEqual([
      'FA-2026-0001',
      'facture',
      'émise',
      '2026-0042',
      '2026-11-01',
      '2026-12-01',
      '1000,00',
      '200,00',
      '1200,00',
      '0,05',
    ]);
    const [, doc] = parse(files['documents.csv'] ?? '');
    expect(doc?.[5]).toBe('documents/d1-acte_signé.pdf');
  });
});

describe('buildExportJson / counts / readme', () => {
  it('holds each kind, the documents with their place in the archive', () => {
    const json = buildExportJson(data, { exportedAt: NOW, firmName: 'Cabinet Test' });
    expect(json).toMatchObject({
      cabinet: 'Cabinet Test',
      client: { nom: 'Lefèvre' },
      dossiers: [{ reference: '2026-0042' }],
    });
    expect(json.documents).toEqual([{ ...document, fichier: archivePath(document) }]);
    for (const key of ['tempsPasses', 'factures', 'paiements', 'evenements', 'delais', 'recherches', 'carpa'])
      expect(Array.isArray(json[key])).toBe(true);
  });

  it('leaves out the search index the records carry (made from their data)', () => {
    const indexed = {
      ...data,
      client: { ...data.client, searchTokens: ['le', 'lef'], sortName: 'lefevre', caseCount: 1 },
      cases: data.cases.map((dossier) => ({ ...dossier, searchTokens: ['20'], partyTokens: ['la'] })),
    };
    const json = buildExportJson(indexed, { exportedAt: NOW, firmName: 'Cabinet Test' });
    expect(json.client).not.toHaveProperty('searchTokens');
    expect(json.client).not.toHaveProperty('sortName');
    expect(json.client).toMatchObject({ nom: 'Lefèvre', caseCount: 1 });
    expect(json.dossiers).toEqual(data.cases);
  });

  it('counts each kind and says in French what the archive holds', () => {
    const counts = exportCounts(data);
    expect(counts).toMatchObject({ dossiers: 1, documents: 1, factures: 1, paiements: 0 });
    const text = readme({ clientName: 'LEFÈVRE Hélène', firmName: 'Cabinet Test', exportedAt: NOW, counts });
    expect(text).toContain('Données de LEFÈVRE Hélène détenues par Cabinet Test');
    expect(text).toContain('client.json');
    expect(text).toContain('documents/');
  });

  it('names the file after the client and the day', () => {
    expect(exportFileName('LEFÈVRE Hélène', '2026-11-23')).toBe('donnees-client-lefevre-helene-2026-11-23.zip');
  });
});
