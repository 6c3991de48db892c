/**
 * The time entries of a dossier as a lawyer uses them every day, through the real
 * data stack: the page, the IndexedDB adapter and its access policy.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDataStore, paths, type TimeEntry } from 'shared-data';
import { todayIso } from 'shared-ui';
import { CaseDetailPage } from '../../../routes/CaseDetailPage.tsx';
import {
  type DemoUid,
  freshDemoData,
  renderRoute,
  seedCase,
  seedTimeEntry,
  signInAs,
} from '../../../test/renderWithData.tsx';

jest.setTimeout(30_000);
// A shared, busy machine: wait longer for the page to answer (no speed is asserted here).
configure({ asyncUtilTimeout: 10_000 });

const firmId = 'demo-owner';
/** 1 March of next year: always in the future (the 1 March 2027). */
const nextMarch = `${Number(todayIso().slice(0, 4)) + 1}-03-01`;
const PAST = '2026-03-02';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const entriesOf = async (caseId: string) =>
  (
    await getDataStore().query<TimeEntry>({
      collection: paths.timeEntries(firmId),
      where: [{ field: 'caseId', op: '==', value: caseId }],
    })
  ).docs;

async function openTime(caseId: string, uid: DemoUid = 'demo-owner') {
  const user = userEvent.setup();
  renderRoute('/app/cases/:id', `/app/cases/${caseId}?onglet=temps`, <CaseDetailPage />, uid);
  const form = await screen.findByRole('form', { name: 'Ajouter du temps passé' });
  return { user, form };
}

async function type(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

/** Lets the page react (validation, live reads) as it would between two gestures of a person. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('a date in the future', () => {
  it('is refused next to the field, and nothing is saved (never billed before it happens)', async () => {
    const dossier = await seedCase({ fee: { kind: 'temps', hourlyRateCents: 20_000 } });
    const { user, form } = await openTime(dossier.id);
    await type(user, within(form).getByLabelText(/^Date/), nextMarch);
    await type(user, within(form).getByLabelText(/^Durée/), '1:30');
    await type(user, within(form).getByLabelText(/^Description/), 'Audience de plaidoirie');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le temps' }));

    const date = within(form).getByLabelText(/^Date/);
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        expect.stringContaining(
          'La date ne peut pas être dans le futur : saisissez le temps une fois le travail fait.',
        ) as string,
      ),
    );
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('Audience de plaidoirie');
    await settle();
    expect(await entriesOf(dossier.id)).toHaveLength(0);

    // Today is fine.
    await type(user, date, todayIso());
    await user.click(within(form).getByRole('button', { name: 'Ajouter le temps' }));
    expect(await screen.findByRole('cell', { name: 'Audience de plaidoirie' })).toBeInTheDocument();
    expect((await entriesOf(dossier.id)).map((entry) => entry.data.date)).toEqual([todayIso()]);
  });
});

describe('a bare number of hours out of the ordinary', () => {
  it('« 20 » on an empty day asks before saving, keeps what was typed, and saves once confirmed', async () => {
    const dossier = await seedCase({ fee: { kind: 'temps', hourlyRateCents: 25_000 } });
    const { user, form } = await openTime(dossier.id);
    await type(user, within(form).getByLabelText(/^Date/), PAST);
    await type(user, within(form).getByLabelText(/^Durée/), '20');
    await type(user, within(form).getByLabelText(/^Description/), 'Rédaction des conclusions');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le temps' }));

    const question = await within(form).findByRole('group', { name: /20\sh sur une seule entrée : confirmez-vous ?/ });
    // What it would cost, so the slip is seen: 20 h × 250 € = 5 000 € HT.
    expect(question).toHaveTextContent(/5\s000,00\s€ HT/);
    await settle();
    expect(await entriesOf(dossier.id)).toHaveLength(0);
    expect(within(form).getByLabelText(/^Durée/)).toHaveValue('20');
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('Rédaction des conclusions');
    expect(screen.getByRole('heading', { name: 'Aucun temps saisi' })).toBeInTheDocument();

    await user.click(within(question).getByRole('button', { name: /^Oui, enregistrer 20\sh$/ }));
    expect(await screen.findByRole('cell', { name: 'Rédaction des conclusions' })).toBeInTheDocument();
    expect((await entriesOf(dossier.id)).map((entry) => entry.data.minutes)).toEqual([20 * 60]);
    // Ready for the next entry: the date is kept, the focus is in « Durée ».
    await waitFor(() => expect(within(form).getByLabelText(/^Durée/)).toHaveFocus());
    expect(within(form).getByLabelText(/^Date/)).toHaveValue(PAST);
  });

  it('« Corriger la durée » goes back to the field, and 20 min is then saved without a question', async () => {
    const dossier = await seedCase({ fee: { kind: 'temps', hourlyRateCents: 25_000 } });
    const { user, form } = await openTime(dossier.id);
    await type(user, within(form).getByLabelText(/^Date/), PAST);
    await type(user, within(form).getByLabelText(/^Durée/), '20');
    await type(user, within(form).getByLabelText(/^Description/), 'Appel du greffe');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le temps' }));
    const question = await within(form).findByRole('group', { name: /sur une seule entrée/ });
    await user.click(within(question).getByRole('button', { name: 'Corriger la durée' }));
    const duration = within(form).getByLabelText(/^Durée/);
    expect(duration).toHaveFocus();
    await type(user, duration, '20 min');
    expect(within(form).queryByRole('group', { name: /sur une seule entrée/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Ajouter le temps' }));
    expect(await screen.findByRole('cell', { name: 'Appel du greffe' })).toBeInTheDocument();
    expect((await entriesOf(dossier.id)).map((entry) => entry.data.minutes)).toEqual([20]);
  });
});

describe('editing an entry', () => {
  it('changes an unbilled entry through the same checks (future date refused, big duration asked)', async () => {
    const dossier = await seedCase({ fee: { kind: 'temps', hourlyRateCents: 20_000 } });
    const seeded = await seedTimeEntry({ caseId: dossier.id, date: PAST, minutes: 60, description: 'Analyse' });
    const { user } = await openTime(dossier.id, 'demo-member-1');
    await user.click(await screen.findByRole('button', { name: /^Modifier le temps du .* : Analyse$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier ce temps' });
    const edit = within(dialog).getByRole('form', { name: 'Modifier ce temps' });
    expect(within(edit).getByLabelText(/^Durée/)).toHaveValue('1:00');
    expect(within(edit).getByLabelText(/^Taux horaire/)).toHaveValue('200');

    await type(user, within(edit).getByLabelText(/^Date/), nextMarch);
    await user.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(within(edit).getByLabelText(/^Date/)).toHaveAccessibleDescription(
        expect.stringContaining('La date ne peut pas être dans le futur') as string,
      ),
    );

    await type(user, within(edit).getByLabelText(/^Date/), PAST);
    await type(user, within(edit).getByLabelText(/^Durée/), '12');
    await type(user, within(edit).getByLabelText(/^Description/), 'Analyse des pièces');
    await user.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
    const question = await within(edit).findByRole('group', { name: /12\sh sur une seule entrée/ });
    await settle();
    expect((await entriesOf(dossier.id)).map((entry) => entry.data.minutes)).toEqual([60]);
    await user.click(within(question).getByRole('button', { name: 'Corriger la durée' }));
    await type(user, within(edit).getByLabelText(/^Durée/), '2:15');
    await user.click(within(edit).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Analyse des pièces' })).toBeInTheDocument();
    const [stored] = await entriesOf(dossier.id);
    expect(stored?.id).toBe(seeded.id);
    // The entry stays its author's (the owner's), even edited by a member of the cabinet.
    expect(stored?.data).toMatchObject({ minutes: 135, description: 'Analyse des pièces', uid: 'demo-owner' });
    await waitFor(() => expect(screen.getByTestId('total-unbilled')).toHaveTextContent(/450,00\s€/));
  });

  it('changed elsewhere meanwhile: says so with the stored version, keeps what was typed, replaces it on a second save', async () => {
    const dossier = await seedCase();
    const seeded = await seedTimeEntry({ caseId: dossier.id, date: PAST, minutes: 60, description: 'Recherches' });
    const { user } = await openTime(dossier.id);
    await user.click(await screen.findByRole('button', { name: /^Modifier le temps du .* : Recherches$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier ce temps' });
    await type(user, within(dialog).getByLabelText(/^Description/), 'Recherches de jurisprudence');
    await getDataStore().update(paths.timeEntry(firmId, seeded.id), { minutes: 90 });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Ce temps a été modifié ailleurs .* Vos saisies sont conservées\. Version enregistrée : 1:30 le .*, « Recherches »\. Enregistrer à nouveau la remplacera\./,
    );
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Recherches de jurisprudence');
    expect((await entriesOf(dossier.id))[0]?.data.description).toBe('Recherches');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await entriesOf(dossier.id))[0]?.data).toMatchObject({
      minutes: 60,
      description: 'Recherches de jurisprudence',
    });
  });

  it('is locked once on an invoice, and says why (no edit, no delete)', async () => {
    const dossier = await seedCase();
    await seedTimeEntry({
      caseId: dossier.id,
      date: PAST,
      description: 'Plaidoirie facturée',
      billed: true,
      invoiceId: 'f1',
    });
    await seedTimeEntry({ caseId: dossier.id, date: PAST, description: 'En brouillon', invoiceId: 'draft-1' });
    await seedTimeEntry({ caseId: dossier.id, date: PAST, description: 'Libre' });
    await openTime(dossier.id);
    const rowOf = async (text: string) =>
      (await screen.findByRole('cell', { name: text })).closest('tr') as HTMLTableRowElement;

    const billed = await rowOf('Plaidoirie facturée');
    expect(within(billed).queryByRole('button')).not.toBeInTheDocument();
    expect(billed).toHaveTextContent('Figure sur une facture émise : ce temps ne peut plus être modifié ni supprimé.');
    const draft = await rowOf('En brouillon');
    expect(within(draft).queryByRole('button')).not.toBeInTheDocument();
    expect(draft).toHaveTextContent(/repris dans un brouillon de facture : retirez-le du brouillon/);
    const free = await rowOf('Libre');
    expect(within(free).getByRole('button', { name: /^Modifier/ })).toBeInTheDocument();
    expect(within(free).getByRole('button', { name: /^Supprimer/ })).toBeInTheDocument();
  });
});

describe('« Supprimer » on a new entry', () => {
  it('answers the first click: pressing it moves nothing under the pointer before the click', async () => {
    const dossier = await seedCase({ fee: { kind: 'temps', hourlyRateCents: 20_000 } });
    const { user, form } = await openTime(dossier.id);
    await type(user, within(form).getByLabelText(/^Date/), PAST);
    await type(user, within(form).getByLabelText(/^Durée/), '0:45');
    await type(user, within(form).getByLabelText(/^Description/), 'Courrier au confrère');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le temps' }));
    const remove = await screen.findByRole('button', { name: /^Supprimer le temps du .* : Courrier au confrère$/ });
    // After a save the focus stays in the cleared form, ready for the next entry.
    expect(form).toContainElement(document.activeElement as HTMLElement);

    // A person presses the button, the page reacts, then the button is released. In a browser,
    // anything inserted above the list in between (an error shown by the field the press left)
    // pushes the button away from the pointer, and the click lands elsewhere: it is lost.
    const before = form.textContent;
    await user.pointer({ keys: '[MouseLeft>]', target: remove });
    await settle();
    expect(form.textContent).toBe(before);
    expect(within(form).queryByText(/Saisissez la durée|Décrivez le travail/)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: remove });

    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce temps ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('heading', { name: 'Aucun temps saisi' })).toBeInTheDocument();
    expect(await entriesOf(dossier.id)).toHaveLength(0);
    // Leaving the empty form after all that still says nothing.
    expect(within(form).queryByText(/Saisissez la durée|Décrivez le travail/)).not.toBeInTheDocument();
  });

  it('answers the first click on an older entry too, while the form holds a duration being corrected', async () => {
    const dossier = await seedCase({ fee: { kind: 'temps', hourlyRateCents: 20_000 } });
    await seedTimeEntry({ caseId: dossier.id, date: PAST, description: 'Relecture' });
    const { user, form } = await openTime(dossier.id);
    const remove = await screen.findByRole('button', { name: /^Supprimer le temps du .* : Relecture$/ });
    await type(user, within(form).getByLabelText(/^Durée/), '1:5');

    const before = form.textContent;
    await user.pointer({ keys: '[MouseLeft>]', target: remove });
    await settle();
    expect(form.textContent).toBe(before);
    await user.pointer({ keys: '[/MouseLeft]', target: remove });
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce temps ?' });
    // The field's error comes once the click is done; the focus returns to the button after the dialog.
    expect(await within(form).findByText(/^Durée invalide/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(within(form).getByLabelText(/^Durée/)).toHaveValue('1:5');
  });
});

describe('the rate proposed', () => {
  it('is the member’s own rate (set by the owner) on a dossier without an agreed hourly rate', async () => {
    const dossier = await seedCase({ fee: { kind: 'forfait', amountCents: 150_000 } });
    await getDataStore().update(paths.member(firmId, 'demo-member-1'), { hourlyRateCents: 18_000 });
    const { user, form } = await openTime(dossier.id, 'demo-member-1');
    const rate = within(form).getByLabelText(/^Taux horaire/);
    await waitFor(() => expect(rate).toHaveValue('180'));
    expect(rate).toHaveAccessibleDescription(
      'Votre taux horaire, fixé par le titulaire du cabinet (ce dossier n’a pas de taux convenu).',
    );
    await type(user, within(form).getByLabelText(/^Date/), PAST);
    await type(user, within(form).getByLabelText(/^Durée/), '1:00');
    await type(user, within(form).getByLabelText(/^Description/), 'Recherches');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le temps' }));
    expect(await screen.findByRole('cell', { name: 'Recherches' })).toBeInTheDocument();
    expect((await entriesOf(dossier.id)).map((entry) => entry.data)).toEqual([
      expect.objectContaining({ uid: 'demo-member-1', rateCents: 18_000 }),
    ]);
  });

  it('is the dossier’s agreed rate (its convention), even for a member with a rate of their own', async () => {
    const dossier = await seedCase({ fee: { kind: 'temps', hourlyRateCents: 30_000 } });
    await getDataStore().update(paths.member(firmId, 'demo-member-1'), { hourlyRateCents: 18_000 });
    const { form } = await openTime(dossier.id, 'demo-member-1');
    const rate = within(form).getByLabelText(/^Taux horaire/);
    await waitFor(() => expect(rate).toHaveValue('300'));
    expect(rate).toHaveAccessibleDescription('Le taux horaire convenu pour ce dossier (convention d’honoraires).');
  });
});
