/**
 * The Dépenses panel on the real adapter: a supplier's e-invoice file opens the expense form
 * prefilled, is saved with its receipt, and a second import of it is refused next to the form
 * with nothing typed lost; a file that is no e-invoice is refused next to the button; the list
 * says where each expense came from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { type Expense, getDataStore, paths, receivedInvoiceId } from 'shared-data';
import { DEMO_IDS, freshDemoData, renderRoute, seedExpense, signInAs } from 'shared-data/testing';
import { useExpenseList } from '../hooks/useAccountingBook.ts';
import { ExpensesPanel } from './ExpensesPanel.tsx';

jest.setTimeout(60_000);
// Generous waits: the machine is shared and slow; nothing here measures speed.
const LONG = { timeout: 15_000 };
const IMPORT = 'Importer une facture reçue (Factur-X, CII, UBL)';
const FIXTURES = path.resolve(__dirname, '../../../../../shared-data/src/testing/fixtures');
const fixture = (name: string, type: string) =>
  new File([new Uint8Array(readFileSync(path.join(FIXTURES, name)))], name, { type });
const PAPETERIE_ID = receivedInvoiceId('401234562', 'F-2026-00417');

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

/** The panel as the page gives it: the cabinet's expenses read by its hook (every date, here). */
function Panel() {
  const list = useExpenseList(DEMO_IDS.firmId, { period: 'tout', from: '0000-01-01', to: '9999-12-31' });
  return (
    <ExpensesPanel firmId={DEMO_IDS.firmId} uid={DEMO_IDS.ownerUid} today="2026-04-10" list={list} periodLabel="tout" />
  );
}

function renderPanel() {
  return renderRoute('/app/accounting', '/app/accounting?onglet=depenses', <Panel />);
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText(IMPORT), { target: { files: [file] } });
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`));

describe('Dépenses: importing a received e-invoice', () => {
  it('opens the form prefilled from a CII file, saves it with the file as receipt, then refuses it again', async () => {
    renderPanel();
    pick(fixture('fournisseur-papeterie-cii.xml', 'application/xml'));

    const form = await screen.findByRole('form', { name: 'Facture reçue à enregistrer' }, LONG);
    expect(within(form).getByTestId('imported-summary')).toHaveTextContent(
      'Facture n° F-2026-00417 du 2 avr. 2026 — 3 taux de TVA',
    );
    expect(field(form, 'Fournisseur')).toHaveValue('Papeterie Lyonnaise SAS');
    expect(field(form, 'SIREN du fournisseur')).toHaveValue('401 234 562');
    expect(field(form, 'N° de la facture du fournisseur')).toHaveValue('F-2026-00417');
    expect(field(form, 'Date')).toHaveValue('2026-04-02');
    expect(field(form, 'Montant HT')).toHaveValue('1125,50');
    expect(field(form, 'TVA')).toHaveValue('109,89');
    expect(field(form, 'Montant TTC')).toHaveValue('1235,39');
    expect(field(form, 'Catégorie')).toHaveValue('fournitures');
    expect(field(form, 'Mode de paiement')).toHaveValue('');
    expect(within(form).getByText(/Justificatif : « fournisseur-papeterie-cii\.xml »/)).toBeInTheDocument();

    // The payment method is the user's to choose.
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer la dépense' }));
    expect(await within(form).findByText('Choisissez le mode de paiement.', {}, LONG)).toBeInTheDocument();
    fireEvent.change(field(form, 'Mode de paiement'), { target: { value: 'prelevement' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer la dépense' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Facture reçue à enregistrer' })).toBeNull(), LONG);

    const stored = (await getDataStore().get<Expense>(paths.expense(DEMO_IDS.firmId, PAPETERIE_ID))).data;
    expect(stored).toMatchObject({
      ttcCents: 123_539,
      method: 'prelevement',
      source: 'fichier',
      receiptName: 'fournisseur-papeterie-cii.xml',
    });

    // The same file again: refused next to the form, what was typed stays.
    pick(fixture('fournisseur-papeterie-cii.xml', 'application/xml'));
    const again = await screen.findByRole('form', { name: 'Facture reçue à enregistrer' }, LONG);
    fireEvent.change(field(again, 'Mode de paiement'), { target: { value: 'cheque' } });
    fireEvent.change(field(again, 'Date'), { target: { value: '2026-04-15' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Enregistrer la dépense' }));
    expect(
      await within(again).findByText(
        'Cette facture de Papeterie Lyonnaise SAS (n° F-2026-00417) est déjà enregistrée : dépense du 2 avr. 2026.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    expect(field(again, 'Mode de paiement')).toHaveValue('cheque');
    expect(field(again, 'Date')).toHaveValue('2026-04-15');
  });

  it('says next to the button why a PDF without invoice XML is not imported, and opens no form', async () => {
    const scan = await PDFDocument.create();
    scan.addPage();
    renderPanel();
    pick(new File([new Uint8Array(await scan.save())], 'scan.pdf', { type: 'application/pdf' }));
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent(
      'Ce PDF ne contient pas de facture électronique (aucun XML Factur-X joint). Demandez au fournisseur sa facture Factur-X, ou saisissez la dépense à la main.',
    );
    expect(screen.getByRole('button', { name: IMPORT })).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('marks in the list the expenses received through the plateforme or imported', async () => {
    await seedExpense({ supplier: 'Cabinet Leroy', source: 'plateforme' });
    await seedExpense({ supplier: 'Papeterie Lyonnaise SAS', source: 'fichier' });
    await seedExpense({ supplier: 'Boulangerie du Palais' });
    renderPanel();
    const row = async (supplier: string) => (await screen.findByText(supplier, { exact: false }, LONG)).closest('tr')!;
    expect(await row('Cabinet Leroy')).toHaveTextContent('Reçue par la plateforme');
    expect(await row('Papeterie Lyonnaise SAS')).toHaveTextContent('Importée');
    const plain = await row('Boulangerie du Palais');
    expect(plain).not.toHaveTextContent('Importée');
    expect(plain).not.toHaveTextContent('Reçue par la plateforme');
  });
});
