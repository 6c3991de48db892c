import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIso } from 'shared-ui';
import { DEMO_IDS } from 'shared-data/testing';
import { issueInvoice, saveDraft } from '../features/invoices/api/invoiceActions.ts';
import { emptyInvoiceForm, emptyLine } from '../features/invoices/model/invoiceForm.ts';
import { recordPayment } from '../features/payments/api/paymentActions.ts';
import { freshDemoData, renderRoute, seedClient, signInAs } from '../test/renderWithData.tsx';
import { BillingListPage } from './BillingListPage.tsx';

jest.setTimeout(60_000);
const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('/app/billing?facture=…: payments', () => {
  it('says « Partiellement réglée », and reverses a payment with a reason (never deleted)', async () => {
    const client = await seedClient({ nom: 'Réglant', email: 'reglant@example.fr' });
    const form = emptyInvoiceForm({ clientId: client.id, dueDate: '2099-01-31', paymentTerms: 'Paiement à 30 jours.' });
    const lines = [{ ...emptyLine('honoraires'), designation: 'Consultation', unitPrice: '500' }];
    const id = await saveDraft({ firmId, uid, values: { ...form, lines } });
    // A year the demo has not numbered: the payment may be dated before today.
    await issueInvoice({ firmId, uid, id, issueDate: '2001-06-01' });
    const values = { date: '2001-06-10', amount: '200', method: 'cheque' as const, reference: 'Chèque 42' };
    await recordPayment({ firmId, uid, invoiceId: id, values, today: todayIso() });
    renderRoute('/app/billing', `/app/billing?facture=${id}`, <BillingListPage view="all" />);

    expect(await screen.findByText('Partiellement réglée')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-remaining')).toHaveTextContent(/400,00/);
    fireEvent.click(await screen.findByRole('button', { name: /^Annuler le paiement du 10 juin 2001 de 200,00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler le paiement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Contre-passer le paiement' }));
    expect(await within(dialog).findByText(/Indiquez le motif de l’annulation/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Motif de l’annulation/), {
      target: { value: 'Chèque rejeté par la banque' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Contre-passer le paiement' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Annuler le paiement' })).toBeNull());
    await waitFor(() => expect(screen.getByTestId('invoice-remaining')).toHaveTextContent(/600,00/));
    const list = screen.getByRole('list', { name: 'Paiements' });
    expect(within(list).getByText(/Contre-passation .* motif : Chèque rejeté par la banque/)).toBeInTheDocument();
    expect(within(list).getByText(/Chèque 42\) — annulé/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Annuler le paiement/ })).toBeNull();
    expect(screen.getByText('En attente')).toBeInTheDocument();
  });
});
