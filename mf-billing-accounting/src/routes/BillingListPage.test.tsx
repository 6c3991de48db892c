/**
 * /app/billing on the demo cabinet: a draft's row names its client (read by its id, the only name
 * a row looks up) and its dossier (stored on it); the « Statut » filter offers the view's states;
 * an invoice opened by its address is read by its id — another cabinet's is « introuvable ».
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_IDS } from 'shared-data/testing';
import { saveDraft } from '../features/invoices/api/invoiceActions.ts';
import { emptyInvoiceForm, emptyLine } from '../features/invoices/model/invoiceForm.ts';
import { freshDemoData, renderRoute, seedCase, seedClient, signInAs } from '../test/renderWithData.tsx';
import { BillingListPage } from './BillingListPage.tsx';

jest.setTimeout(60_000);
// Generous waits: the machine is shared and slow; nothing here measures speed.
const LONG = { timeout: 20_000 };
const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('/app/billing', () => {
  it('lists a draft in its own section, with its client and dossier', async () => {
    const client = await seedClient({ nom: 'Brouillonné', prenom: 'Zélie', email: 'zelie@example.fr' });
    const dossier = await seedCase({ reference: '2026-9201', clientIds: [client.id] });
    const form = emptyInvoiceForm({ clientId: client.id, caseId: dossier.id, dueDate: '2099-01-31', paymentTerms: '' });
    const lines = [{ ...emptyLine('honoraires'), designation: 'Consultation', unitPrice: '150' }];
    await saveDraft({ firmId, uid, values: { ...form, lines } });
    renderRoute('/app/billing', '/app/billing?q=zelie', <BillingListPage view="all" />);
    const drafts = await screen.findByRole('table', { name: 'Brouillons' }, LONG);
    await waitFor(() => expect(within(drafts).getByText('BROUILLONNÉ Zélie')).toBeInTheDocument(), LONG);
    expect(within(drafts).getByText('2026-9201')).toBeInTheDocument();
  });

  it('offers the states of its view only, and lists the state chosen', async () => {
    renderRoute('/app/billing/unpaid', '/app/billing/unpaid', <BillingListPage view="unpaid" />);
    const state = await screen.findByRole('combobox', { name: 'Statut' }, LONG);
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les statuts', 'Impayée', 'Impayée, partiellement réglée']);
    fireEvent.change(state, { target: { value: 'partialUnpaid' } });
    const table = await screen.findByRole('table', { name: 'Factures impayées' }, LONG);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByText(/^Impayée/)
          .every((badge) => badge.textContent === 'Impayée, partiellement réglée'),
      ).toBe(true),
    );
  });

  it('opens an invoice by its address, read by its id', async () => {
    renderRoute('/app/billing', '/app/billing?facture=invoice-001', <BillingListPage view="all" />);
    expect(await screen.findByRole('heading', { level: 1, name: /^Facture FA-/ }, LONG)).toBeInTheDocument();
  });

  it('shows another cabinet’s invoice as « introuvable »', async () => {
    renderRoute('/app/billing', '/app/billing?facture=invoice-001', <BillingListPage view="all" />, 'demo-other-owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facture introuvable' }, LONG)).toBeInTheDocument();
  });
});
