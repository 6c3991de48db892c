/**
 * « Télécharger le PDF » on an issued demande de provision, through the real data stack: the
 * request's own PDF (a plain PDF/A, no Factur-X XML), saved as `demande-de-provision-DP-….pdf`.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getDataStore, type Invoice, paths } from 'shared-data';
import { DEMO_IDS } from 'shared-data/testing';
import { freshDemoData, renderRoute, seedCase, seedClient, signInAs } from '../../../test/renderWithData.tsx';
import { issueInvoice } from '../api/invoiceActions.ts';
import { saveProvisionDraft } from '../api/provisionActions.ts';
import { emptyProvisionForm } from '../model/provision.ts';
import { servePdfAssets } from '../testing/platform.ts';
import { InvoiceDetail } from './InvoiceDetail.tsx';

// Building the PDF (fonts subset) in jsdom takes seconds on a loaded machine; nothing here measures speed.
jest.setTimeout(120_000);
const LONG = { timeout: 60_000 };
const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;

/** jsdom's Blob has no arrayBuffer(): read it as a browser's FileReader would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

let restore: () => void;
const saved: { fileName: string; blob: Blob }[] = [];

beforeEach(async () => {
  await freshDemoData();
  signInAs(uid);
  restore = servePdfAssets();
  saved.length = 0;
  // What shared-ui's saveFile hands the browser: the blob's URL, then a click on a download link.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});
afterEach(() => {
  restore();
  jest.restoreAllMocks();
});

it('downloads an issued demande de provision’s PDF as demande-de-provision-DP-….pdf', async () => {
  const client = await seedClient({ nom: 'Provisionné', email: 'provision@example.fr' });
  const { id: caseId } = await seedCase({ clientIds: [client.id] });
  const values = { ...emptyProvisionForm({ clientId: client.id, caseId, dueDate: '2030-01-25' }), amount: '500' };
  const id = await saveProvisionDraft({ firmId, uid, values });
  const { number } = await issueInvoice({ firmId, uid, id, issueDate: '2030-01-10' });
  expect(number).toBe('DP-2030-0001');
  const invoice = { ...(await getDataStore().get<Invoice>(paths.invoice(firmId, id))).data!, id };
  renderRoute(
    '/app/billing',
    `/app/billing?facture=${id}`,
    <InvoiceDetail firmId={firmId} uid={uid} invoice={invoice} today="2030-01-10" />,
  );

  fireEvent.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
  await waitFor(
    () => expect(saved.map((file) => file.fileName)).toEqual(['demande-de-provision-DP-2030-0001.pdf']),
    LONG,
  );
  const pdf = await textOf(saved[0]!.blob);
  expect(pdf.startsWith('%PDF-')).toBe(true);
  // The request's own PDF (its XMP title), with no Factur-X XML attached.
  expect(pdf).toContain('Demande de provision DP-2030-0001');
  expect(pdf).not.toContain('factur-x.xml');
  // Ready again once the download is handed over (its state settles after the file is saved).
  expect(await screen.findByRole('button', { name: 'Télécharger le PDF' }, LONG)).not.toBeDisabled();
});
