/**
 * /app/settings/profile: the meeting place is one of the cabinet's addresses (one source with the
 * convention and the invoices), an older typed address is kept and said so; the video link is an
 * https address given to visio bookings. Through the real data stack.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type BillingSettings, getDataStore, paths, type PublicProfile } from 'shared-data';
import { saveBilling, saveTeam } from '../features/settings/api/settingsActions.ts';
import { PROFILE_MESSAGES } from '../features/settings/model/profileForm.ts';
import { freshDemoData, renderRoute, signInAs } from '../test/renderWithData.tsx';
import { ProfilePage } from './ProfilePage.tsx';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 10_000 });

const SIEGE = '12 rue de la République, 69002 Lyon';
const TYPED = '67 rue Paul Bert, 69003 Lyon';
const team = { name: 'Cabinet Durand & Associés', siret: '', address: SIEGE, barreau: 'Lyon' };

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const publicProfile = async (uid = 'demo-owner') =>
  (await getDataStore().get<PublicProfile>(paths.publicProfile(uid))).data!;

describe('/app/settings/profile: the meeting place and the video link', () => {
  it('keeps a typed address that matches none, says so, and publishes the cabinet’s once chosen', async () => {
    await saveTeam({
      firmId: 'demo-owner',
      uid: 'demo-owner',
      values: {
        ...team,
        offices: [{ id: 'vb', label: 'Bureau de Villeurbanne', address: '3 cours Émile Zola, 69100 Villeurbanne' }],
      },
    });
    // The public profile as older versions wrote it: an address typed by hand, naming none of the cabinet's.
    const { addressRef: _chosen, ...older } = await publicProfile();
    await getDataStore().set(paths.publicProfile('demo-owner'), { ...older, address: TYPED, postcode: '69003' });
    renderRoute('/app/settings/profile', '/app/settings/profile', <ProfilePage />);

    const place = await screen.findByRole('combobox', { name: 'Lieu des rendez-vous au cabinet' });
    expect(place).toHaveValue('saisie');
    expect(
      within(place)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choisir…',
      `Adresse du cabinet — ${SIEGE}`,
      'Bureau de Villeurbanne — 3 cours Émile Zola, 69100 Villeurbanne',
      `Adresse saisie dans votre profil — ${TYPED}`,
    ]);
    expect(place).toHaveAccessibleDescription(
      `Cette adresse a été saisie à la main dans votre profil et ne correspond à aucune adresse du cabinet (la convention et les factures indiquent « ${SIEGE} »). Les visiteurs la voient encore : choisissez l’adresse du cabinet où vous recevez.`,
    );
    // Nothing changes until the owner picks: the directory still shows the typed address.
    expect((await publicProfile()).address).toBe(TYPED);

    fireEvent.change(place, { target: { value: 'siege' } });
    await waitFor(() => expect(screen.getByLabelText('Code postal')).toHaveValue('69002'));
    expect(screen.getByLabelText('Ville')).toHaveValue('Lyon');

    // The video link: an https address, else a French message next to the field, focused.
    const visio = screen.getByRole('textbox', { name: 'Lien de visioconférence' });
    fireEvent.change(visio, { target: { value: 'http://visio.example.fr/maitre-durand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByText(PROFILE_MESSAGES.visioUrl)).toBeInTheDocument();
    await waitFor(() => expect(visio).toHaveFocus());
    fireEvent.change(visio, { target: { value: 'https://visio.example.fr/maitre-durand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));

    await waitFor(async () =>
      expect(await publicProfile()).toMatchObject({
        address: SIEGE,
        addressRef: 'siege',
        postcode: '69002',
        city: 'Lyon',
        visioUrl: 'https://visio.example.fr/maitre-durand',
      }),
    );
  });

  it('the owner changes the cabinet’s or the billing address: a profile naming it follows, one typed does not', async () => {
    await saveTeam({ firmId: 'demo-owner', uid: 'demo-owner', values: team });
    await getDataStore().update(paths.publicProfile('demo-owner'), { address: SIEGE, addressRef: 'siege' });
    await saveTeam({
      firmId: 'demo-owner',
      uid: 'demo-owner',
      values: { ...team, address: '8 place des Terreaux, 69001 Lyon' },
    });
    expect(await publicProfile()).toMatchObject({ address: '8 place des Terreaux, 69001 Lyon', addressRef: 'siege' });

    const billing = (await getDataStore().get<BillingSettings>(paths.settings('demo-owner', 'billing'))).data!;
    await getDataStore().update(paths.publicProfile('demo-owner'), {
      address: billing.address,
      addressRef: 'facturation',
    });
    await saveBilling({
      firmId: 'demo-owner',
      uid: 'demo-owner',
      settings: { ...billing, address: '1 place Bellecour, 69002 Lyon' },
    });
    expect((await publicProfile()).address).toBe('1 place Bellecour, 69002 Lyon');

    const { addressRef: _named, ...named } = await publicProfile();
    await getDataStore().set(paths.publicProfile('demo-owner'), { ...named, address: TYPED });
    await saveTeam({
      firmId: 'demo-owner',
      uid: 'demo-owner',
      values: { ...team, address: '9 quai Saint-Vincent, 69001 Lyon' },
    });
    expect((await publicProfile()).address).toBe(TYPED);
  });

  it('a teammate whose profile names the cabinet’s address is told when it changed, and publishes it by saving', async () => {
    await saveTeam({ firmId: 'demo-owner', uid: 'demo-owner', values: team });
    signInAs('demo-member-1');
    await getDataStore().update(paths.publicProfile('demo-member-1'), {
      address: '5 ancienne rue, 69001 Lyon',
      addressRef: 'siege',
    });
    renderRoute('/app/settings/profile', '/app/settings/profile', <ProfilePage />, 'demo-member-1');
    const notice = await screen.findByText(/L’adresse du cabinet a changé/);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(
      `votre profil public indique encore « 5 ancienne rue, 69001 Lyon ». Enregistrez le profil pour publier « ${SIEGE} »`,
    );
    expect(screen.getByRole('combobox', { name: 'Lieu des rendez-vous au cabinet' })).toHaveValue('siege');
    // A member is not sent to a screen reserved to the owner.
    expect(screen.queryByRole('link', { name: 'Cabinet et membres' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await waitFor(async () => expect((await publicProfile('demo-member-1')).address).toBe(SIEGE));
  });
});
