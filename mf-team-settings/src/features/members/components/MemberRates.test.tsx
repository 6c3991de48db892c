/** « Taux horaires » on /app/settings/team, through the real data stack (IndexedDB adapter and policy). */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDataStore, type Member, paths } from 'shared-data';
import { TeamSettingsPage } from '../../../routes/TeamSettingsPage.tsx';
import { freshDemoData, renderRoute } from '../../../test/renderWithData.tsx';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  await freshDemoData();
});

const rateOf = async (uid: string) =>
  (await getDataStore().get<Member>(paths.member('demo-owner', uid))).data?.hourlyRateCents;

describe('each member’s hourly rate', () => {
  it('the owner types it in euros (French way), a wrong amount is said next to the field and kept', async () => {
    const user = userEvent.setup();
    renderRoute('/app/settings/team', '/app/settings/team', <TeamSettingsPage />);
    const form = await screen.findByRole('form', { name: 'Taux horaire de Julien Martin' });
    const field = within(form).getByLabelText(/^Taux horaire \(HT\) de Julien Martin/);
    expect(field).toHaveValue('');

    await user.type(field, 'deux cents');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le taux' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Taux invalide : saisissez un montant en euros, par exemple 250 ou 180,50.') as string,
      ),
    );
    expect(field).toHaveValue('deux cents');
    expect(field).toHaveFocus();
    expect(await rateOf('demo-member-1')).toBeUndefined();

    await user.clear(field);
    await user.type(field, '180,50');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le taux' }));
    await waitFor(async () => expect(await rateOf('demo-member-1')).toBe(18_050));
    await waitFor(() => expect(field).toHaveValue('180,50'));
  });

  it('a member does not see the rates (owner-only page)', async () => {
    renderRoute('/app/settings/team', '/app/settings/team', <TeamSettingsPage />, 'demo-member-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accès réservé au titulaire du compte' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Taux horaire de/ })).not.toBeInTheDocument();
  });
});
