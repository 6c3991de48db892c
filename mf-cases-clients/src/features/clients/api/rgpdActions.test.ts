/**
 * RGPD through the real IndexedDB adapter and its access policy: the export archive unzipped and
 * checked; the anonymisation searched for across the WHOLE store (every document, every collection).
 */
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { type AuditEntry, type Client, getDataStore, isValidSiren, paths } from 'shared-data';
import {
  freshDemoData,
  seedCase,
  seedClient,
  seedDeadline,
  seedEvent,
  seedInvoice,
  seedResearchFile,
  seedTimeEntry,
  signInAs,
} from '../../../test/renderWithData.tsx';
import { uploadDocument } from '../../documents/api/documentActions.ts';
import { anonymousLabel } from '../model/anonymise.ts';
import { anonymiseClient, exportClientData, planAnonymisation, RGPD_MESSAGES } from './rgpdActions.ts';

const firmId = 'demo-owner';
const uid = 'demo-owner';
const NAME = 'Menuiserie Vasseur';
const EMAIL = 'contact@menuiserie-vasseur.fr';
const PHONE = '04 78 12 34 56';
const SIREN = '732829320';
const PDF = new TextEncoder().encode('%PDF-1.4\n%é\u00ff binary\n%%EOF\n');

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

/** A company client with a dossier, its agenda, research, time, documents, draft and issued invoices, a payment. */
async function seedFullClient() {
  expect(isValidSiren(SIREN)).toBe(true);
  const client = await seedClient({
    kind: 'morale',
    raisonSociale: NAME,
    siren: SIREN,
    forme: 'SARL',
    email: EMAIL,
    phone: PHONE,
    address: '8 chemin des Artisans, 69100 Villeurbanne',
    notes: 'Gérante : Mme Vasseur',
  } as Partial<Client>);
  const dossier = await seedCase({
    reference: '2026-9501',
    title: `${NAME} c/ Bâtiments Sud`,
    clientIds: [client.id],
    opposingParties: [{ name: 'Bâtiments Sud', kind: 'morale' }],
    notes: `Joindre ${EMAIL} ou ${PHONE.replace(/ /g, '')}`,
  });
  const event = await seedEvent({ caseId: dossier.id, title: `Audience ${NAME}`, location: 'TJ Lyon' });
  const deadline = await seedDeadline({ caseId: dossier.id, title: `Conclusions ${NAME}` });
  const research = await seedResearchFile({
    caseId: dossier.id,
    question: 'Responsabilité du fabricant',
    note: `La société ${NAME.toUpperCase()} (SIREN 732 829 320) nous a appelés au +33 4 78 12 34 56.`,
  });
  const unlinked = await seedResearchFile({ question: `Note générale citant ${NAME}`, note: 'Sans dossier.' });
  const time = await seedTimeEntry({ caseId: dossier.id, description: `Appel ${NAME}` });
  const draft = await seedInvoice({
    clientId: client.id,
    caseId: dossier.id,
    lines: [
      { kind: 'honoraires', designation: `Honoraires ${NAME}`, quantity: 1, unitPriceCents: 100_000, vatRate: 20 },
    ],
  });
  const issued = await seedInvoice({
    clientId: client.id,
    caseId: dossier.id,
    status: 'issued',
    number: 'FA-2026-0777',
    issueDate: '2026-11-02',
    clientSnapshot: {
      name: NAME,
      kind: 'morale',
      address: '8 chemin des Artisans',
      siren: SIREN,
      vatNumber: null,
      email: EMAIL,
    },
  });
  await getDataStore().set(paths.payment(firmId, 'pay-vasseur'), {
    invoiceId: issued.id,
    invoiceNumber: 'FA-2026-0777',
    clientId: client.id,
    clientName: NAME,
    caseId: dossier.id,
    date: '2026-11-10',
    amountCents: 50_000,
    // Its share of the invoice's 1 200,00 € TTC (20 % VAT, no débours), as the app records it.
    tvaCents: 8_333,
    deboursCents: 0,
    method: 'virement',
    reference: 'VIR-1',
    createdBy: uid,
    createdAt: '2026-11-10T09:00:00.000Z',
  });
  const upload = (owner: { caseId: string } | { clientId: string }, name: string) =>
    uploadDocument({
      firmId,
      uid,
      owner,
      file: new File([PDF], name, { type: 'application/pdf' }),
      onProgress: () => undefined,
    });
  const clientDoc = await upload({ clientId: client.id }, `Kbis ${NAME}.pdf`);
  const caseDoc = await upload({ caseId: dossier.id }, 'assignation.pdf');
  return { client, dossier, event, deadline, research, unlinked, time, draft, issued, clientDoc, caseDoc };
}

/** Every row of the local database (documents and files), read raw: nothing escapes the search. */
async function wholeStore(): Promise<{ docs: { path: string; data: unknown }[]; files: { path: string }[] }> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('pretoire');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const all = <T>(name: string) =>
    new Promise<T[]>((resolve, reject) => {
      const request = db.transaction(name, 'readonly').objectStore(name).getAll();
      request.onsuccess = () => resolve(request.result as T[]);
      request.onerror = () => reject(request.error);
    });
  const result = {
    docs: await all<{ path: string; data: unknown }>('docs'),
    files: await all<{ path: string }>('files'),
  };
  db.close();
  return result;
}

/** Collections whose records the law keeps as they are (10 years), or that nobody may edit. */
const SEALED = /\/(payments|carpaMovements|auditLog)\//;

describe('anonymiseClient', () => {
  it('leaves no identity of the client in any editable record; the issued invoice is byte-identical', async () => {
    const seeded = await seedFullClient();
    const issuedBefore = JSON.stringify((await getDataStore().get(paths.invoice(firmId, seeded.issued.id))).data);
    const before = await wholeStore();
    const needles = [
      /menuiserie\s*vasseur/i,
      /contact@menuiserie-vasseur\.fr/i,
      /04\s?78\s?12\s?34\s?56|4 78 12 34 56/,
      /732\s?829\s?320/,
    ];
    // The seeded data really holds them in many places.
    expect(
      before.docs.filter((row) => needles.some((needle) => needle.test(JSON.stringify(row.data)))).length,
    ).toBeGreaterThan(8);

    const plan = await planAnonymisation({ firmId, uid, clientId: seeded.client.id });
    expect(plan.documents.map((document) => document.id).sort()).toEqual([seeded.clientDoc, seeded.caseDoc].sort());
    expect(plan.kept).toEqual({ invoices: 1, payments: 1 });

    const result = await anonymiseClient({ firmId, uid, clientId: seeded.client.id });
    expect(result).toMatchObject({ documentsDeleted: 2, filesNotDeleted: 0 });

    const after = await wholeStore();
    const leaks = after.docs.filter((row) => {
      if (SEALED.test(row.path)) return false;
      const data = row.data as { status?: string };
      if (row.path.includes('/invoices/') && data.status === 'issued') return false;
      return needles.some((needle) => needle.test(JSON.stringify(row.data)));
    });
    expect(leaks.map((row) => row.path)).toEqual([]);
    // The sealed records keep the identity the law requires.
    expect(JSON.stringify((await getDataStore().get(paths.invoice(firmId, seeded.issued.id))).data)).toBe(issuedBefore);
    expect((await getDataStore().get(paths.payment(firmId, 'pay-vasseur'))).data).toMatchObject({ clientName: NAME });
    // The documents are gone: metadata and files.
    expect(after.docs.some((row) => row.path.endsWith(seeded.clientDoc) || row.path.endsWith(seeded.caseDoc))).toBe(
      false,
    );
    expect(
      after.files.filter((row) => row.path.includes(seeded.client.id) || row.path.includes(seeded.dossier.id)),
    ).toEqual([]);

    const label = anonymousLabel(seeded.client.id);
    const client = (await getDataStore().get<Client>(paths.client(firmId, seeded.client.id))).data;
    expect(client).toMatchObject({
      kind: 'morale',
      raisonSociale: label,
      displayName: label,
      siren: '',
      email: '',
      phone: '',
    });
    expect(client?.anonymisedAt).toEqual(expect.any(String));
    const dossier = (await getDataStore().get(paths.case(firmId, seeded.dossier.id))).data as { title: string };
    expect(dossier.title).toBe(`${label} c/ Bâtiments Sud`);
    const research = (await getDataStore().get(paths.researchFile(firmId, seeded.research.id))).data as {
      note: string;
    };
    expect(research.note).toBe(`La société ${label} (SIREN ${label}) nous a appelés au ${label}.`);
    const unlinked = (await getDataStore().get(paths.researchFile(firmId, seeded.unlinked.id))).data as {
      question: string;
    };
    expect(unlinked.question).toBe(`Note générale citant ${label}`);

    const audit = await getDataStore().query<AuditEntry>({
      collection: paths.auditLog(firmId),
      where: [{ field: 'action', op: '==', value: 'client.anonymise' }],
    });
    expect(audit.docs).toHaveLength(1);
    expect(audit.docs[0]?.data).toMatchObject({
      uid,
      target: paths.client(firmId, seeded.client.id),
      details: { documentsSupprimes: 2, facturesConservees: 1, paiementsConserves: 1 },
    });
    expect(JSON.stringify(audit.docs[0]?.data)).not.toMatch(/vasseur/i);

    // Never twice.
    await expect(anonymiseClient({ firmId, uid, clientId: seeded.client.id })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: RGPD_MESSAGES.alreadyAnonymised,
    });
  });

  it('finds a person’s surname alone in the records of their dossiers, not elsewhere', async () => {
    const client = await seedClient({ nom: 'Quenouille', prenom: 'Odile', email: 'odile@example.fr' });
    const dossier = await seedCase({ reference: '2026-9502', title: 'Divorce', clientIds: [client.id] });
    const own = await seedResearchFile({ caseId: dossier.id, note: 'Mme Quenouille confirme.' });
    const other = await seedResearchFile({ note: 'Rue de la Quenouille (sans rapport).' });
    await anonymiseClient({ firmId, uid, clientId: client.id });
    const label = anonymousLabel(client.id);
    expect((await getDataStore().get(paths.researchFile(firmId, own.id))).data).toMatchObject({
      note: `Mme ${label} confirme.`,
    });
    expect((await getDataStore().get(paths.researchFile(firmId, other.id))).data).toMatchObject({
      note: 'Rue de la Quenouille (sans rapport).',
    });
  });

  it('is refused to a member, with nothing changed', async () => {
    const client = await seedClient({ nom: 'Protégé' });
    signInAs('demo-member-1');
    await expect(anonymiseClient({ firmId, uid: 'demo-member-1', clientId: client.id })).rejects.toMatchObject({
      code: 'permission-denied',
      message: RGPD_MESSAGES.ownerOnly,
    });
    expect((await getDataStore().get<Client>(paths.client(firmId, client.id))).data).toMatchObject({ nom: 'Protégé' });
  });

  it('refuses another cabinet’s client', async () => {
    signInAs('demo-other-owner');
    await expect(anonymiseClient({ firmId, uid: 'demo-other-owner', clientId: 'whatever' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('exportClientData', () => {
  it('zips client.json with each kind, readable CSVs and the documents’ exact bytes, and journals it', async () => {
    const seeded = await seedFullClient();
    const progress: number[] = [];
    const { zip, fileName, counts } = await exportClientData({
      firmId,
      uid,
      clientId: seeded.client.id,
      firmName: 'Cabinet Durand & Associés',
      onProgress: ({ done, total }) => progress.push(done / total),
    });
    expect(fileName).toMatch(/^donnees-client-menuiserie-vasseur-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(progress.at(-1)).toBe(1);
    const files = unzipSync(zip);
    const json = JSON.parse(strFromU8(files['client.json'] as Uint8Array)) as Record<string, unknown[]>;
    expect(json.client).toMatchObject({ raisonSociale: NAME, siren: SIREN, email: EMAIL });
    const ids = (key: string) => (json[key] as { id: string }[]).map((item) => item.id).sort();
    expect(ids('dossiers')).toEqual([seeded.dossier.id]);
    expect(ids('documents')).toEqual([seeded.clientDoc, seeded.caseDoc].sort());
    expect(ids('tempsPasses')).toEqual([seeded.time.id]);
    expect(ids('factures')).toEqual([seeded.draft.id, seeded.issued.id].sort());
    expect(ids('paiements')).toEqual(['pay-vasseur']);
    expect(ids('evenements')).toEqual([seeded.event.id]);
    expect(ids('delais')).toEqual([seeded.deadline.id]);
    expect(ids('recherches')).toEqual([seeded.research.id]);
    expect(counts).toMatchObject({ dossiers: 1, documents: 2, factures: 2, paiements: 1 });

    // UTF-8 with a BOM (EF BB BF), so that a spreadsheet reads the accents right.
    expect(Array.from((files['client.csv'] as Uint8Array).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['client.csv']);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), {
      delimiter: ';',
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      expect.objectContaining({
        'Raison sociale': NAME,
        SIREN,
        Email: EMAIL,
        Téléphone: PHONE,
        Type: 'Personne morale',
      }),
    ]);
    const invoicesCsv = Papa.parse<string[]>(strFromU8(files['factures.csv'] as Uint8Array), {
      delimiter: ';',
      skipEmptyLines: true,
    });
    expect(invoicesCsv.data.map((row) => row[0]).sort()).toEqual(['FA-2026-0777', 'Numéro', 'brouillon']);

    const documents = (json.documents as { id: string; fichier: string }[]).find(
      (item) => item.id === seeded.clientDoc,
    );
    expect(documents?.fichier).toMatch(/^documents\//);
    expect(Array.from(files[documents?.fichier ?? ''] ?? [])).toEqual(Array.from(PDF));
    expect(strFromU8(files['LISEZMOI.txt'] as Uint8Array)).toContain('Données de Menuiserie Vasseur');

    const audit = await getDataStore().query<AuditEntry>({
      collection: paths.auditLog(firmId),
      where: [{ field: 'action', op: '==', value: 'client.export' }],
    });
    expect(audit.docs.map((doc) => doc.data)).toEqual([
      expect.objectContaining({
        uid,
        target: paths.client(firmId, seeded.client.id),
        details: expect.objectContaining({ dossiers: 1, fichiers: 2 }),
      }),
    ]);
  });

  it('refuses another cabinet’s client without writing anything', async () => {
    const client = await seedClient({ nom: 'Secret' });
    signInAs('demo-other-owner');
    await expect(
      exportClientData({ firmId, uid: 'demo-other-owner', clientId: client.id, firmName: 'x' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
