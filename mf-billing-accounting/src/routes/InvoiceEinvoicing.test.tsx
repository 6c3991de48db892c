/**
 * /app/billing on the real adapter: an invoice's lifecycle on the plateforme agréée, as the server
 * side writes it (transmissions are written here as the server writes them: no browser may), in the
 * list (one query for every row) and on the invoice (status, history, a refusal's reason and the
 * avoir that corrects it), and « Transmettre à la plateforme » when the PDF could not be stored.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type Client,
  DATA_MESSAGES,
  DataError,
  type EinvoiceStatus,
  type EinvoiceTransmission,
  getDataStore,
  getFileStore,
  type Invoice,
  paths,
} from 'shared-data';
import { DEMO_IDS } from 'shared-data/testing';
import { issueInvoice, saveDraft } from '../features/invoices/api/invoiceActions.ts';
import { PDF_MISSING_NOTE, REFUSAL_CORRECTION } from '../features/invoices/model/einvoicing.ts';
import { emptyInvoiceForm, emptyLine } from '../features/invoices/model/invoiceForm.ts';
import { servePdfAssets, writeAsServer } from '../features/invoices/testing/platform.ts';
import { freshDemoData, renderRoute, seedClient, signInAs } from '../test/renderWithData.tsx';
import { BillingListPage } from './BillingListPage.tsx';
import { InvoiceEditorPage } from './InvoiceEditorPage.tsx';

jest.setTimeout(120_000);
// Generous waits: the machine is shared and slow; nothing here measures speed.
const LONG = { timeout: 20_000 };
const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;
// A year the demo has not numbered: these invoices are the list's first rows.
const ISSUE = '2030-01-15';

const business = () =>
  seedClient({
    kind: 'morale',
    raisonSociale: 'Société Lambert Immobilier',
    forme: 'SAS',
    siren: '732829320',
    email: 'compta@lambert.example',
    address: '8 quai Saint-Antoine, 69002 Lyon',
  } as Partial<Client>);
const individual = () => seedClient({ nom: 'Moreau', prenom: 'Anne', email: 'anne.moreau@example.fr' });

async function issued(client: { id: string }): Promise<{ id: string; number: string }> {
  const form = emptyInvoiceForm({ clientId: client.id, dueDate: '2030-02-15', paymentTerms: 'Paiement à 30 jours.' });
  const lines = [{ ...emptyLine('honoraires'), designation: 'Consultation', quantity: '2', unitPrice: '150' }];
  const id = await saveDraft({ firmId, uid, values: { ...form, lines } });
  const { number } = await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
  return { id, number };
}

/** A transmission as the server side writes it after the PA's answers. */
async function transmitted(
  invoice: { id: string; number: string },
  history: { status: EinvoiceStatus; at: string; reason?: string }[],
): Promise<void> {
  const last = history.at(-1)!;
  const transmission: EinvoiceTransmission = {
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    buyerSiren: '732829320',
    buyerAddress: '732829320',
    flowId: `flow-${invoice.id}`,
    status: last.status,
    reasonCode: last.reason ? 'REJ_UNI' : null,
    reason: last.reason ?? null,
    history: history.map(({ status, at, reason }) => ({ status, at, reason: reason ?? null })),
    collectedCents: 0,
    attempts: 1,
    createdAt: history[0]!.at,
    updatedAt: last.at,
  };
  await writeAsServer(paths.einvoiceTransmission(firmId, invoice.id), transmission);
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name }, LONG)).closest('tr') as HTMLElement;

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});
afterEach(() => jest.restoreAllMocks());

describe('/app/billing: the lifecycle on the plateforme agréée', () => {
  it('the list shows each business invoice’s status, read with ONE query', async () => {
    const refused = await issued(await business());
    const received = await issued(await business());
    const waiting = await issued(await business());
    const toIndividual = await issued(await individual());
    await transmitted(refused, [
      { status: '200', at: '2030-01-15T10:00:00.000Z' },
      { status: '210', at: '2030-01-16T08:30:00.000Z', reason: 'Le client conteste la facture.' },
    ]);
    await transmitted(received, [
      { status: '200', at: '2030-01-15T10:00:00.000Z' },
      { status: '202', at: '2030-01-15T10:05:00.000Z' },
    ]);
    const subscribeQuery = jest.spyOn(getDataStore(), 'subscribeQuery');
    const subscribeDoc = jest.spyOn(getDataStore(), 'subscribeDoc');

    renderRoute('/app/billing', '/app/billing?du=2030-01-01', <BillingListPage view="all" />);
    // The statuses of the rows shown, read once the rows are.
    await waitFor(
      async () => expect(within(await rowOf(`Facture ${refused.number}`)).getByText('Refusée')).toBeInTheDocument(),
      LONG,
    );
    await waitFor(
      async () =>
        expect(
          within(await rowOf(`Facture ${received.number}`)).getByText('Reçue par la plateforme'),
        ).toBeInTheDocument(),
      LONG,
    );
    // Issued to a business through the PA, not deposited yet.
    expect(within(await rowOf(`Facture ${waiting.number}`)).getByText('À transmettre')).toBeInTheDocument();
    // An individual's invoice does not go through the PA.
    const individualRow = await rowOf(`Facture ${toIndividual.number}`);
    for (const label of ['À transmettre', 'Déposée', 'Refusée'])
      expect(within(individualRow).queryByText(label)).toBeNull();

    const transmissionQueries = subscribeQuery.mock.calls.filter(([query]) =>
      query.collection.endsWith('/einvoiceTransmissions'),
    );
    expect(transmissionQueries).toHaveLength(1);
    expect(subscribeDoc.mock.calls.filter(([path]) => path.includes('/einvoiceTransmissions/'))).toHaveLength(0);
  });

  it('a refused invoice says why in French, how to correct it, and starts the avoir', async () => {
    const invoice = await issued(await business());
    const reason = 'Le SIREN du destinataire est inconnu de l’annuaire.';
    await transmitted(invoice, [
      { status: '200', at: '2030-01-15T10:00:00.000Z' },
      { status: '213', at: '2030-01-15T10:02:00.000Z', reason },
    ]);
    renderRoute('/app/billing', `/app/billing?facture=${invoice.id}`, <BillingListPage view="all" />);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Facturation électronique' }, LONG);
    const section = heading.closest('section') as HTMLElement;
    await within(section).findByText(`Motif du refus : ${reason}`, {}, LONG);
    expect(within(section).getByTestId('einvoice-status')).toHaveTextContent('Rejetée');
    expect(within(section).getByText(REFUSAL_CORRECTION)).toBeInTheDocument();
    const history = within(section).getByRole('list', { name: 'Historique de la transmission' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Déposée.*15 janv\. 2030 à \d\d:\d\d$/),
      expect.stringMatching(new RegExp(`^Rejetée — ${reason}.*15 janv\\. 2030 à \\d\\d:\\d\\d$`)),
    ]);
    expect(within(section).getByRole('link', { name: 'Préparer la nouvelle facture' })).toHaveAttribute(
      'href',
      expect.stringContaining('/app/billing/new?client='),
    );
    // Refused: nothing to deposit again.
    expect(within(section).queryByRole('button', { name: 'Transmettre à la plateforme' })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Corriger par un avoir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Établir un avoir' }, LONG);
    fireEvent.click(within(dialog).getByRole('button', { name: /Émettre l’avoir/ }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Avoir / }, LONG)).toBeInTheDocument();
    const avoirs = await getDataStore().query<Invoice>({
      collection: paths.invoices(firmId),
      where: [{ field: 'creditFor', op: '==', value: invoice.id }],
    });
    expect(avoirs.docs.map((doc) => doc.data.netToPayCents)).toEqual([36_000]);
  });

  it('a transmission that failed says why and that it will be retried', async () => {
    const invoice = await issued(await business());
    await writeAsServer(paths.einvoiceTransmission(firmId, invoice.id), {
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      buyerSiren: '732829320',
      buyerAddress: '732829320',
      flowId: null,
      status: 'echec',
      reasonCode: null,
      reason: 'La plateforme ne répond pas.',
      history: [{ status: 'echec', at: '2030-01-15T10:00:00.000Z', reason: 'La plateforme ne répond pas.' }],
      collectedCents: 0,
      attempts: 2,
      createdAt: '2030-01-15T10:00:00.000Z',
      updatedAt: '2030-01-15T10:00:00.000Z',
    } satisfies EinvoiceTransmission);
    renderRoute('/app/billing', `/app/billing?facture=${invoice.id}`, <BillingListPage view="all" />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Facturation électronique' }, LONG);
    const section = heading.closest('section') as HTMLElement;
    expect(await within(section).findByText('Motif : La plateforme ne répond pas.', {}, LONG)).toBeInTheDocument();
    expect(within(section).getByText('La transmission sera retentée automatiquement.')).toBeInTheDocument();
    expect(within(section).getByTestId('einvoice-status')).toHaveTextContent('Transmission en échec');
  });

  it('a PDF that could not be stored at issue: « Transmettre à la plateforme » stores it, nothing lost', async () => {
    const restore = servePdfAssets();
    try {
      jest.spyOn(getFileStore(), 'upload').mockRejectedValueOnce(new DataError('unavailable', DATA_MESSAGES.offline));
      const invoice = await issued(await business());
      renderRoute('/app/billing', `/app/billing?facture=${invoice.id}`, <BillingListPage view="all" />);
      const heading = await screen.findByRole('heading', { level: 2, name: 'Facturation électronique' }, LONG);
      const section = heading.closest('section') as HTMLElement;
      expect(within(section).getByTestId('einvoice-status')).toHaveTextContent('En attente de transmission');
      await within(section).findByText(PDF_MISSING_NOTE, {}, LONG);

      fireEvent.click(within(section).getByRole('button', { name: 'Transmettre à la plateforme' }));
      await waitFor(() => expect(within(section).queryByText(PDF_MISSING_NOTE)).toBeNull(), LONG);
      expect(within(section).queryByRole('button', { name: 'Transmettre à la plateforme' })).toBeNull();
      const stored = await getFileStore().read(paths.sealedInvoicePdf(firmId, invoice.id));
      // jsdom's Blob has no arrayBuffer(): read it as a browser's FileReader would.
      const head = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(stored.slice(0, 5));
      });
      expect(head).toBe('%PDF-');
    } finally {
      restore();
    }
  });

  it('an invoice to an individual has no e-invoicing section', async () => {
    const invoice = await issued(await individual());
    renderRoute('/app/billing', `/app/billing?facture=${invoice.id}`, <BillingListPage view="all" />);
    await screen.findByRole('heading', { level: 1, name: `Facture ${invoice.number}` }, LONG);
    await screen.findByRole('heading', { level: 2, name: 'Historique' }, LONG);
    expect(screen.queryByRole('heading', { name: 'Facturation électronique' })).toBeNull();
  });

  it('the editor says what the directory answered for a business client, and the address the invoice will carry', async () => {
    await writeAsServer(paths.directoryLookup(firmId, '732829320'), {
      siren: '732829320',
      status: 'joignable',
      electronicAddress: '732829320_FACTURES',
      name: 'Société Lambert Immobilier',
      message: null,
      checkedAt: '2030-01-10T09:00:00.000Z',
    });
    const client = await business();
    const editor = renderRoute('/app/billing/new', `/app/billing/new?client=${client.id}`, <InvoiceEditorPage />);
    expect(await screen.findByTestId('buyer-address', {}, LONG)).toHaveTextContent(
      'Facture électronique — Ce client reçoit ses factures électroniques à l’adresse 732829320_FACTURES (annuaire consulté le 10 janv. 2030).',
    );
    editor.unmount();

    const person = await individual();
    renderRoute('/app/billing/new', `/app/billing/new?client=${person.id}`, <InvoiceEditorPage />);
    await screen.findByRole('heading', { name: 'Client et dossier' }, LONG);
    expect(screen.queryByTestId('buyer-address')).toBeNull();
  });
});
