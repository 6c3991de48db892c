import { fireEvent, screen, within } from '@testing-library/react';
import { DEMO_IDS } from 'shared-data/testing';
import { saveDraft } from '../features/invoices/api/invoiceActions.ts';
import { emptyInvoiceForm, emptyLine } from '../features/invoices/model/invoiceForm.ts';
import { NO_BUYER_ADDRESS } from 'shared-data';
import { freshDemoData, renderRoute, seedClient, signInAs } from '../test/renderWithData.tsx';
import { BillingListPage } from './BillingListPage.tsx';

jest.setTimeout(60_000);
beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('/app/billing?facture=…: issuing', () => {
  it('refuses a client with neither SIREN nor e-mail, says why and links to the client’s record', async () => {
    const client = await seedClient({ nom: 'Injoignable', email: '' });
    const form = emptyInvoiceForm({ clientId: client.id, dueDate: '2099-01-31', paymentTerms: 'Paiement à 30 jours.' });
    const lines = [{ ...emptyLine('honoraires'), designation: 'Consultation', unitPrice: '150' }];
    const id = await saveDraft({ firmId: DEMO_IDS.firmId, uid: DEMO_IDS.ownerUid, values: { ...form, lines } });
    renderRoute('/app/billing', `/app/billing?facture=${id}`, <BillingListPage view="all" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Émettre la facture' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Émettre la facture ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Émettre' }));

    const alert = await screen.findByText(NO_BUYER_ADDRESS);
    const link = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', {
      name: 'Compléter la fiche du client',
    });
    expect(link).toHaveAttribute('href', `/app/clients/${client.id}`);
    expect(screen.queryByRole('link', { name: 'Compléter l’identité de facturation' })).toBeNull();
    // Still a draft.
    expect(screen.getByRole('button', { name: 'Émettre la facture' })).toBeInTheDocument();
  });
});
