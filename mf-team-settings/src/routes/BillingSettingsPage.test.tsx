import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type BillingSettings, getDataStore, paths } from 'shared-data';
import { DEMO_IDS } from 'shared-data/testing';
import { freshDemoData, renderRoute, signInAs } from '../test/renderWithData.tsx';
import BillingSettingsPage from './BillingSettingsPage.tsx';

jest.setTimeout(30_000);

beforeEach(async () => {
  await freshDemoData();
});

const billingPath = paths.settings(DEMO_IDS.firmId, 'billing');
const stored = async () => (await getDataStore().get<BillingSettings>(billingPath)).data!;

describe('/app/settings/billing: the VAT regime', () => {
  it('offers encaissements (checked by default) or débits, saves the choice and shows it again', async () => {
    renderRoute('/app/settings/billing', '/app/settings/billing', <BillingSettingsPage />);
    const regime = await screen.findByRole('radiogroup', { name: 'Régime de TVA' });
    const encaissements = within(regime).getByLabelText('TVA sur les encaissements');
    const debits = within(regime).getByLabelText('TVA sur les débits (option)');
    // The demo's settings were written before the setting existed: the services' rule applies.
    expect((await stored()).vatRegime).toBeUndefined();
    expect(encaissements).toBeChecked();
    expect(debits).not.toBeChecked();

    fireEvent.click(debits);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les paramètres de facturation' }));
    await waitFor(async () => expect((await stored()).vatRegime).toBe('debits'));
  });

  it('shows the regime saved, and no regime to choose under the franchise', async () => {
    signInAs('demo-owner');
    await getDataStore().update(billingPath, { vatRegime: 'debits' });
    renderRoute('/app/settings/billing', '/app/settings/billing', <BillingSettingsPage />);
    const regime = await screen.findByRole('radiogroup', { name: 'Régime de TVA' });
    expect(within(regime).getByLabelText('TVA sur les débits (option)')).toBeChecked();

    fireEvent.click(screen.getByLabelText('Franchise en base de TVA (pas de TVA facturée)'));
    await waitFor(() => expect(screen.queryByRole('radiogroup', { name: 'Régime de TVA' })).toBeNull());
    expect(screen.getByText('TVA non applicable, art. 293 B du CGI')).toBeInTheDocument();
  });
});
