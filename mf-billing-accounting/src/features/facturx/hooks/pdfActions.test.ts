/**
 * @jest-environment node
 *
 * The invoice's PDF as the app generates it (download and the copy sealed for the plateforme
 * agréée): the dossier and its affaire, « Avocat au barreau de … » from the cabinet's identity, and
 * in grouped mode the relevé des diligences of the time the grouped lines bill — read from the
 * real data stack, then from the PDF's own text.
 */
import { getDataStore, type Invoice, paths } from 'shared-data';
import { DEMO_IDS, freshDemoData, seedCase, seedTimeEntry, signInAs } from 'shared-data/testing';
import { readPdf } from 'tooling/src/testing/pdf.ts';
import { servePdfAssets } from '../../invoices/testing/platform.ts';
import { generateInvoicePdf } from './pdfActions.ts';

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

it('without the cabinet’s data (no firm given), the sealed invoice alone: no dossier line, no statement', async () => {
  const dossier = await seedCase({ reference: '2026-0778', title: 'Succession Marchand' });
  const entry = await seedTimeEntry({ caseId: dossier.id, description: 'Inventaire des pièces' });
  const text = (await readPdf(await generateInvoicePdf(await groupedInvoice(dossier.id, [entry.id])))).text;
  expect(text).not.toContain('Dossier n° 2026-0778');
  expect(text).not.toContain('Relevé des diligences');
});
