import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CalendarEvent, getDataStore, paths } from 'shared-data';
import { freshDemoData, renderRoute, seedCase, signInAs } from 'shared-data/testing';
import { CourtPage } from './CourtPage.tsx';

jest.setTimeout(30_000);

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

async function newAudience() {
  renderRoute('/app/calendar/court', '/app/calendar/court', <CourtPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle audience' }));
  return screen.findByRole('form', { name: 'Nouvel événement' });
}

const set = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('/app/calendar/court: a new audience', () => {
  it('warns next to the date of an audience on a public holiday or a weekend, and still saves it', async () => {
    const form = await newAudience();
    const date = within(form).getByLabelText(/^Début — date/);
    set(date, '2026-12-25');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        'Le 25 décembre 2026 est un jour férié (Noël). Vérifiez la date de l’audience.',
      ),
    );
    set(date, '2026-12-26');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription('Le 26 décembre 2026 est un samedi. Vérifiez la date de l’audience.'),
    );
    set(date, '2026-11-01');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        'Le 1er novembre 2026 est un dimanche et un jour férié (Toussaint). Vérifiez la date de l’audience.',
      ),
    );
    set(date, '2026-12-28');
    await waitFor(() => expect(date).not.toHaveAccessibleDescription(/Vérifiez/));
    // A warning, not a refusal: an audience really set on 25 December is saved.
    set(date, '2026-12-25');
    set(within(form).getByLabelText(/^Fin — date/), '2026-12-25');
    set(within(form).getByLabelText(/^Intitulé/), 'Audience de Noël');
    set(within(form).getByLabelText(/^Juridiction/), 'Tribunal judiciaire de Lyon');
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter à l’agenda' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nouvel événement' })).not.toBeInTheDocument());
    const saved = await getDataStore().query<CalendarEvent>({ collection: paths.events('demo-owner') });
    expect(saved.docs.find((doc) => doc.data.title === 'Audience de Noël')?.data.start).toBe(
      '2026-12-25T08:00:00.000Z',
    );
  });

  it('does not warn for a rendez-vous on a Saturday', async () => {
    const form = await newAudience();
    set(within(form).getByLabelText(/^Type$/), 'rendez-vous');
    const date = within(form).getByLabelText(/^Début — date/);
    set(date, '2026-12-26');
    await waitFor(() => expect(within(form).queryByLabelText(/^Juridiction/)).not.toBeInTheDocument());
    expect(date).not.toHaveAccessibleDescription(/Vérifiez/);
  });

  it('fills the juridiction and the RG from the chosen dossier, never over what the user typed', async () => {
    await seedCase({
      reference: '2026-0038',
      title: 'Appel Lambert',
      jurisdiction: 'Cour d’appel de Lyon',
      rgNumber: '26/04567',
    });
    await seedCase({
      reference: '2026-0039',
      title: 'Bail Morel',
      jurisdiction: 'Tribunal judiciaire de Lyon',
      rgNumber: '26/09999',
    });
    const form = await newAudience();
    const dossier = within(form).getByLabelText(/^Dossier/);
    const jurisdiction = within(form).getByLabelText(/^Juridiction/);
    const rg = within(form).getByLabelText(/^Numéro RG/);
    await within(dossier).findByRole('option', { name: '2026-0038 — Appel Lambert' });
    const optionValue = (label: string) =>
      (within(dossier).getByRole('option', { name: label }) as HTMLOptionElement).value;

    set(dossier, optionValue('2026-0038 — Appel Lambert'));
    await waitFor(() => expect(jurisdiction).toHaveValue('Cour d’appel de Lyon'));
    expect(rg).toHaveValue('26/04567');

    // Another dossier replaces what the first one filled (nobody typed it)…
    set(dossier, optionValue('2026-0039 — Bail Morel'));
    await waitFor(() => expect(jurisdiction).toHaveValue('Tribunal judiciaire de Lyon'));
    expect(rg).toHaveValue('26/09999');

    // …but never what the user typed.
    set(jurisdiction, 'Conseil de prud’hommes de Lyon');
    set(dossier, optionValue('2026-0038 — Appel Lambert'));
    await waitFor(() => expect(rg).toHaveValue('26/04567'));
    expect(jurisdiction).toHaveValue('Conseil de prud’hommes de Lyon');
  });

  it('fills an audience’s fields when a rendez-vous with a dossier becomes an audience', async () => {
    await seedCase({
      reference: '2026-0038',
      title: 'Appel Lambert',
      jurisdiction: 'Cour d’appel de Lyon',
      rgNumber: '26/04567',
    });
    const form = await newAudience();
    set(within(form).getByLabelText(/^Type$/), 'rendez-vous');
    const dossier = within(form).getByLabelText(/^Dossier/);
    const option = (await within(dossier).findByRole('option', {
      name: '2026-0038 — Appel Lambert',
    })) as HTMLOptionElement;
    set(dossier, option.value);
    set(within(form).getByLabelText(/^Type$/), 'audience');
    await waitFor(() => expect(within(form).getByLabelText(/^Juridiction/)).toHaveValue('Cour d’appel de Lyon'));
    expect(within(form).getByLabelText(/^Numéro RG/)).toHaveValue('26/04567');
  });
});
