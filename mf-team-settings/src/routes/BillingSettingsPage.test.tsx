import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type BillingSettings,
  type EinvoicingSettings,
  getDataStore,
  type PlatformCredentials,
  paths,
} from 'shared-data';
import { ready } from 'shared-data/store';
import { DEMO_IDS } from 'shared-data/testing';
import { formatDate } from 'shared-ui';
import { EINVOICING_MESSAGES } from '../features/settings/model/einvoicingForm.ts';
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

describe('/app/settings/billing: the plateforme agréée (facturation électronique)', () => {
  const firmId = DEMO_IDS.firmId;
  const settingsPath = paths.settings(firmId, 'einvoicing');
  const credentialsPath = paths.platformCredentials(firmId);
  /** The server side's view: a browser is refused every read of the secret. */
  const system = async () => (await ready()).local!.system;
  const storedSettings = async () => (await getDataStore().get<EinvoicingSettings>(settingsPath)).data;
  const storedSecret = async () => (await (await system()).get<PlatformCredentials>(credentialsPath)).data;

  const section = () => screen.findByRole('region', { name: 'Facturation électronique (plateforme agréée)' });
  const type = (scope: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(scope).getByLabelText(label, { exact: false }), { target: { value } });

  /** Records every path the page asks the data port to read; `stop()` returns them. */
  function recordReads(): { stop: () => string[] } {
    const store = getDataStore();
    const spies = [
      jest.spyOn(store, 'get'),
      jest.spyOn(store, 'subscribeDoc'),
      jest.spyOn(store, 'query'),
      jest.spyOn(store, 'subscribeQuery'),
    ];
    return {
      stop: () =>
        spies.flatMap((spy) => {
          const targets = (spy.mock.calls as unknown[][]).map(([target]) =>
            typeof target === 'string' ? target : JSON.stringify(target),
          );
          spy.mockRestore();
          return targets;
        }),
    };
  }

  beforeEach(() => signInAs('demo-owner'));

  it('configures a first platform: both documents written, the secret never shown again', async () => {
    await (await system()).delete(settingsPath);
    await (await system()).delete(credentialsPath);
    renderRoute('/app/settings/billing', '/app/settings/billing', <BillingSettingsPage />);
    const region = await section();
    expect(region).toHaveTextContent('1er septembre 2026');
    expect(region).toHaveTextContent('1er septembre 2027');
    expect(within(region).queryByRole('button', { name: 'Retirer la plateforme' })).toBeNull();
    type(region, 'Adresse de la plateforme', 'https://pa.example.fr/');
    type(region, 'Adresse du jeton OAuth', 'https://pa.example.fr/oauth/token');
    type(region, 'Identifiant client', 'cabinet-durand-prod');
    const secret = within(region).getByLabelText('Secret client', { exact: false });
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAttribute('autocomplete', 'off');
    fireEvent.change(secret, { target: { value: 'le-secret-de-la-pa' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Enregistrer la plateforme' }));

    await waitFor(async () => expect(await storedSettings()).not.toBeNull());
    const saved = (await storedSettings())!;
    expect(saved).toMatchObject({
      platformUrl: 'https://pa.example.fr',
      tokenUrl: 'https://pa.example.fr/oauth/token',
      clientId: 'cabinet-durand-prod',
    });
    expect(saved.secretSetAt).toBe(saved.updatedAt);
    expect(await storedSecret()).toEqual({
      clientSecret: 'le-secret-de-la-pa',
      setBy: firmId,
      setAt: saved.secretSetAt,
    });
    expect(
      await within(region).findByText(`Secret enregistré le ${formatDate(saved.secretSetAt!)}`),
    ).toBeInTheDocument();
    expect(within(region).queryByLabelText('Secret client', { exact: false })).toBeNull();
    expect(document.body.innerHTML).not.toContain('le-secret-de-la-pa');
  });

  it.each([
    ['the owner', 'demo-owner'],
    ['a member', 'demo-member-1'],
  ] as const)('never reads the secret: %s sees the configuration without any refusal', async (_who, uid) => {
    signInAs(uid);
    const configured = (await storedSettings())!;
    const recorder = recordReads();
    renderRoute('/app/settings/billing', '/app/settings/billing', <BillingSettingsPage />, uid);
    const region = await section();
    expect(
      await within(region).findByText(`Secret enregistré le ${formatDate(configured.secretSetAt!)}`),
    ).toBeVisible();
    expect(screen.queryByText(/Accès refusé/)).toBeNull();
    expect(screen.queryByText('Chargement impossible')).toBeNull();
    const reads = recorder.stop();
    expect(reads.some((path) => path.includes('settings/einvoicing'))).toBe(true);
    expect(reads.filter((path) => path.includes('platformCredentials'))).toEqual([]);
  });

  it('shows a member the platform read-only, with who configures it', async () => {
    renderRoute('/app/settings/billing', '/app/settings/billing', <BillingSettingsPage />, 'demo-member-1');
    const region = await section();
    expect(region).toHaveTextContent('http://127.0.0.1:8090');
    expect(region).toHaveTextContent('Seul le titulaire du compte configure la plateforme agréée du cabinet.');
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('refuses an http address in French next to the field, keeps what was typed, writes nothing', async () => {
    const before = await storedSettings();
    renderRoute('/app/settings/billing', '/app/settings/billing', <BillingSettingsPage />);
    const region = await section();
    type(region, 'Adresse de la plateforme', 'http://pa.example.fr');
    type(region, 'Identifiant client', 'identifiant-tape');
    fireEvent.click(within(region).getByRole('button', { name: 'Enregistrer la plateforme' }));
    const field = within(region).getByLabelText('Adresse de la plateforme', { exact: false });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(EINVOICING_MESSAGES.https));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('http://pa.example.fr');
    expect(within(region).getByLabelText('Identifiant client', { exact: false })).toHaveValue('identifiant-tape');
    expect(await storedSettings()).toEqual(before);
  });

  it('replaces the secret: an empty field, required, then saved with a new date', async () => {
    const before = (await storedSettings())!;
    renderRoute('/app/settings/billing', '/app/settings/billing', <BillingSettingsPage />);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Remplacer le secret' }));
    const secret = within(region).getByLabelText('Secret client', { exact: false });
    expect(secret).toHaveValue('');
    await waitFor(() => expect(secret).toHaveFocus());

    fireEvent.click(within(region).getByRole('button', { name: 'Enregistrer la plateforme' }));
    await waitFor(() =>
      expect(secret).toHaveAccessibleDescription(expect.stringContaining(EINVOICING_MESSAGES.secretRequired)),
    );

    fireEvent.change(secret, { target: { value: 'secret-renouvele' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Enregistrer la plateforme' }));
    await waitFor(async () => expect((await storedSecret())?.clientSecret).toBe('secret-renouvele'));
    const after = (await storedSettings())!;
    expect(after).toMatchObject({ platformUrl: before.platformUrl, clientId: before.clientId });
    expect(after.secretSetAt! > before.secretSetAt!).toBe(true);
    expect((await storedSecret())?.setAt).toBe(after.secretSetAt);
  });

  it('« Garder le secret enregistré » closes the replacement and changes nothing', async () => {
    const secretBefore = await storedSecret();
    renderRoute('/app/settings/billing', '/app/settings/billing', <BillingSettingsPage />);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Remplacer le secret' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Garder le secret enregistré' }));
    const replace = within(region).getByRole('button', { name: 'Remplacer le secret' });
    await waitFor(() => expect(replace).toHaveFocus());
    type(region, 'Identifiant client', 'cabinet-durand-2');
    fireEvent.click(within(region).getByRole('button', { name: 'Enregistrer la plateforme' }));
    await waitFor(async () => expect((await storedSettings())?.clientId).toBe('cabinet-durand-2'));
    expect(await storedSecret()).toEqual(secretBefore);
  });

  it('refuses to overwrite a change saved in another tab, and shows what differs', async () => {
    renderRoute('/app/settings/billing', '/app/settings/billing', <BillingSettingsPage />);
    const region = await section();
    await within(region).findByRole('button', { name: 'Remplacer le secret' });
    // Another tab saves first.
    const other = (await storedSettings())!;
    await getDataStore().set(settingsPath, {
      ...other,
      clientId: 'autre-onglet',
      updatedAt: new Date(Date.parse(other.updatedAt) + 1000).toISOString(),
    });
    type(region, 'Adresse de la plateforme', 'https://pa.example.fr');
    fireEvent.click(within(region).getByRole('button', { name: 'Enregistrer la plateforme' }));
    const review = await within(region).findByText('Enregistrement non effectué : version plus récente');
    const alert = review.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('list', { name: 'Champs modifiés ailleurs' })).toHaveTextContent(
      'Version enregistrée : autre-onglet',
    );
    expect((await storedSettings())?.platformUrl).toBe(other.platformUrl);
    expect(within(region).getByLabelText('Adresse de la plateforme', { exact: false })).toHaveValue(
      'https://pa.example.fr',
    );
  });

  it('removes the platform after confirmation: settings and secret deleted', async () => {
    renderRoute('/app/settings/billing', '/app/settings/billing', <BillingSettingsPage />);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Retirer la plateforme' }));
    // The dialogs' code loads on first use (slow on a busy machine).
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer la plateforme agréée ?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer la plateforme' }));
    await waitFor(async () => expect(await storedSettings()).toBeNull());
    expect((await (await system()).get(credentialsPath)).exists).toBe(false);
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'Retirer la plateforme' })).toBeNull());
    expect(within(region).getByLabelText('Adresse de la plateforme', { exact: false })).toHaveValue('');
    expect(within(region).getByLabelText('Secret client', { exact: false })).toHaveValue('');
  });
});
