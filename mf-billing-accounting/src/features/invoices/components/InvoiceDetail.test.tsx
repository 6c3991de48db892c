/**
 * The invoice detail's blocks through the real data stack: which actions each kind of document
 * offers, deleting a draft, the provision's follow-up, and the history only the owner reads.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDataStore, type Invoice, paths } from 'shared-data';
import { DEMO_IDS } from 'shared-data/testing';
import { BillingListPage } from '../../../routes/BillingListPage.tsx';
import { freshDemoData, renderRoute, seedCase, seedClient, signInAs } from '../../../test/renderWithData.tsx';
import { issueInvoice, saveDraft } from '../api/invoiceActions.ts';
import { saveProvisionDraft } from '../api/provisionActions.ts';
import { emptyInvoiceForm, emptyLine } from '../model/invoiceForm.ts';
import { emptyProvisionForm } from '../model/provision.ts';

jest.setTimeout(60_000);
const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;

beforeEach(async () => {
  await freshDemoData();
  signInAs(uid);
});

async function draftInvoice(): Promise<string> {
  const client = await seedClient({ nom: 'Détaillé', email: 'detail@example.fr' });
  const form = emptyInvoiceForm({ clientId: client.id, dueDate: '2099-01-31', paymentTerms: 'Paiement à 30 jours.' });
  const lines = [{ ...emptyLine('honoraires'), designation: 'Consultation', unitPrice: '300' }];
  return saveDraft({ firmId, uid, values: { ...form, lines } });
}

const showDetail = (id: string, as: 'demo-owner' | 'demo-member-1' = 'demo-owner') =>
  renderRoute('/app/billing', `/app/billing?facture=${id}`, <BillingListPage view="all" />, as);

describe('/app/billing?facture=…: the detail', () => {
  it('deletes a draft after confirmation and goes back to the list', async () => {
    const id = await draftInvoice();
    showDetail(id);

    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer le brouillon' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce brouillon ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    await waitFor(async () => expect((await getDataStore().get<Invoice>(paths.invoice(firmId, id))).data).toBeNull());
    // The list, not the detail of a document that is no more.
    expect(await screen.findByRole('link', { name: 'Nouvelle facture' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Brouillon de facture' })).toBeNull();
    expect(screen.queryByText('Facture introuvable')).toBeNull();
  });

  it('an issued invoice offers a payment and an avoir, no CARPA; the owner reads its history', async () => {
    const id = await draftInvoice();
    await issueInvoice({ firmId, uid, id, issueDate: '2001-06-01' });
    showDetail(id);

    expect(await screen.findByRole('button', { name: 'Enregistrer un paiement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Établir un avoir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reçue sur le compte CARPA' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Suivi de la provision' })).toBeNull();
    const history = await screen.findByRole('list', { name: 'Historique' });
    expect(within(history).getByText('Facture émise')).toBeInTheDocument();
  });

  it('a member sees the invoice but not its history', async () => {
    const id = await draftInvoice();
    await issueInvoice({ firmId, uid, id, issueDate: '2001-06-01' });
    showDetail(id, 'demo-member-1');

    expect(await screen.findByRole('button', { name: 'Enregistrer un paiement' })).toBeInTheDocument();
    expect(screen.getByText('L’historique de la facture est réservé au titulaire du compte.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Historique' })).toBeNull();
  });

  it('an issued demande de provision is received on the cabinet’s account or on CARPA, never credited', async () => {
    const client = await seedClient({ nom: 'Provisionné', email: 'provision@example.fr' });
    const { id: caseId } = await seedCase({ clientIds: [client.id] });
    const values = { ...emptyProvisionForm({ clientId: client.id, caseId, dueDate: '2001-06-30' }), amount: '500' };
    const id = await saveProvisionDraft({ firmId, uid, values });
    await issueInvoice({ firmId, uid, id, issueDate: '2001-06-01' });
    showDetail(id);

    expect(await screen.findByRole('button', { name: 'Reçue sur le compte du cabinet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reçue sur le compte CARPA' })).toBeInTheDocument();
    // Nothing held on CARPA yet: no fees to take from it.
    expect(screen.queryByRole('button', { name: 'Prélever les honoraires sur CARPA' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Établir un avoir' })).toBeNull();
    const followUp = screen.getByRole('list', { name: 'Suivi de la provision' });
    expect(within(followUp).getByText('Pas encore déduite d’une facture')).toBeInTheDocument();
    expect(within(followUp).getByTestId('provision-carpa-held')).toHaveTextContent(/0,00/);
  });
});
