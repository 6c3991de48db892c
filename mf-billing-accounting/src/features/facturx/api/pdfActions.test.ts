/**
 * @jest-environment node
 *
 * The invoice's PDF as the app generates it (download and the copy sealed for the plateforme
 * agréée): the dossier and its affaire, « Avocat au barreau de … » from the cabinet's identity,
 * in grouped mode the relevé des diligences of the time the grouped lines bill, and the numbers of
 * the demandes de provision a final invoice deducts — read from the real data stack, then from the
 * PDF's own text. A demande de provision's own PDF, and each document's file name.
 */
import { getDataStore, type Invoice, paths } from 'shared-data';
import {
  DEMO_IDS,
  freshDemoData,
  resetDataForTests,
  seedCase,
  seedClient,
  seedTimeEntry,
  signInAs,
} from 'shared-data/testing';
import { readPdf } from 'tooling/src/testing/pdf.ts';
import { servePdfAssets } from '../../invoices/testing/platform.ts';
import { emptyLine } from '../../invoices/model/invoiceForm.ts';
import { issueDeductingProvisions } from '../testing/provisions.ts';
import { generateInvoicePdf, pdfFileName } from './pdfActions.ts';

// Building a PDF (fonts subset) and reading it back take seconds on a loaded machine.
jest.setTimeout(120_000);

const firmId = DEMO_IDS.firmId;
let restore: () => void;

beforeEach(async () => {
  await freshDemoData();
  signInAs(DEMO_IDS.ownerUid);
  restore = servePdfAssets();
});
afterEach(() => restore());
// Closes the database and its change channel: a Node test environment keeps an open one alive.
afterAll(() => resetDataForTests());

/** A demo issued invoice, moved onto `caseId` with one grouped time line billing `entryIds`. */
async function groupedInvoice(caseId: string, entryIds: string[]): Promise<Invoice> {
  const issued = (await getDataStore().query<Invoice>({ collection: paths.invoices(firmId) })).docs.find(
    (doc) => doc.data.status === 'issued' && doc.data.kind === 'facture',
  )!.data;
  return {
    ...issued,
    caseId,
    lines: [{ ...issued.lines[0]!, designation: 'Honoraires – rédaction des conclusions', timeEntryIds: entryIds }],
  };
}

it('prints the dossier, the bar and, for grouped time, the relevé des diligences', async () => {
  const dossier = await seedCase({ reference: '2026-0777', title: 'Bail Lemoine c/ SCI Tilleuls' });
  const first = await seedTimeEntry({
    caseId: dossier.id,
    date: '2026-10-05',
    minutes: 90,
    description: 'Analyse du bail',
  });
  const second = await seedTimeEntry({
    caseId: dossier.id,
    date: '2026-10-02',
    minutes: 45,
    description: 'Entretien avec le client',
  });
  const pdf = await readPdf(await generateInvoicePdf(await groupedInvoice(dossier.id, [first.id, second.id]), firmId));
  const text = pdf.text.replace(/\s+/g, ' ');
  expect(text).toContain('Dossier n° 2026-0777');
  expect(text).toContain('Bail Lemoine c/ SCI Tilleuls');
  // The demo cabinet's identity (settings/team) is at the bar of Lyon.
  expect(text).toContain('Avocat au barreau de Lyon');
  expect(text).toContain('Relevé des diligences');
  // In date order, whatever order the line lists them in.
  expect(text.indexOf('Entretien avec le client')).toBeLessThan(text.indexOf('Analyse du bail'));
  expect(text.indexOf('Entretien avec le client')).toBeGreaterThan(-1);
});

it('issued without the relevé des diligences when the lawyer unticked it', async () => {
  const dossier = await seedCase({ reference: '2026-0779', title: 'Bail Perrin' });
  const entry = await seedTimeEntry({ caseId: dossier.id, description: 'Visite des lieux' });
  const invoice = await groupedInvoice(dossier.id, [entry.id]);
  const text = (await readPdf(await generateInvoicePdf({ ...invoice, statementOfWork: false }, firmId))).text;
  expect(text).toContain('Dossier n° 2026-0779');
  expect(text).not.toContain('Relevé des diligences');
  expect(text).not.toContain('Visite des lieux');
});

it('without the cabinet’s data (no firm given), the sealed invoice alone: no dossier line, no statement', async () => {
  const dossier = await seedCase({ reference: '2026-0778', title: 'Succession Marchand' });
  const entry = await seedTimeEntry({ caseId: dossier.id, description: 'Inventaire des pièces' });
  const text = (await readPdf(await generateInvoicePdf(await groupedInvoice(dossier.id, [entry.id])))).text;
  expect(text).not.toContain('Dossier n° 2026-0778');
  expect(text).not.toContain('Relevé des diligences');
});

describe('demandes de provision', () => {
  const read = async (id: string) => (await getDataStore().get<Invoice>(paths.invoice(firmId, id))).data!;
  const deducting = async () => {
    const client = await seedClient({ nom: 'Provisionné', email: 'provision@example.fr' });
    const lines = [
      { ...emptyLine('honoraires'), designation: 'Procédure', unitPrice: '1125' },
      { ...emptyLine('debours'), designation: 'Droit de plaidoirie', unitPrice: '13' },
    ];
    const { id, provisionNumbers } = await issueDeductingProvisions({
      firmId,
      uid: DEMO_IDS.ownerUid,
      clientId: client.id,
      lines,
      issueDate: '2030-01-15',
    });
    return { invoice: await read(id), provisionNumbers };
  };

  it('the final invoice’s PDF lists the numbers of the provisions it deducts, read from the cabinet’s data', async () => {
    const { invoice, provisionNumbers } = await deducting();
    expect(provisionNumbers).toEqual(['DP-2030-0001', 'DP-2030-0002']);
    const text = (await readPdf(await generateInvoicePdf(invoice, firmId))).text.replace(/\s+/g, ' ');
    expect(text).toContain('Demandes de provision : DP-2030-0001, DP-2030-0002');
    expect(text).toContain('Provisions reçues déduites (TTC) − 400,00 €');
    // Without the cabinet's data: the deduction, no list.
    const bare = (await readPdf(await generateInvoicePdf(invoice))).text.replace(/\s+/g, ' ');
    expect(bare).toContain('Provisions reçues déduites (TTC) − 400,00 €');
    expect(bare).not.toContain('DP-2030-0001');
  });

  it('a demande de provision’s own PDF: its title, no Factur-X XML', async () => {
    const { invoice } = await deducting();
    const provision = await read(invoice.provisionRequestIds![0]!);
    const pdf = await readPdf(await generateInvoicePdf(provision, firmId));
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('DEMANDE DE PROVISION n° DP-2030-0001');
    expect(pdf.attachments).toEqual({});
  });

  it('each document’s file name says what it is', () => {
    expect(pdfFileName({ kind: 'provision', number: 'DP-2030-0001' })).toBe('demande-de-provision-DP-2030-0001.pdf');
    expect(pdfFileName({ kind: 'facture', number: 'FA-2030-0001' })).toBe('facture-FA-2030-0001.pdf');
    expect(pdfFileName({ kind: 'avoir', number: 'FA-2030-0002' })).toBe('avoir-FA-2030-0002.pdf');
  });
});
