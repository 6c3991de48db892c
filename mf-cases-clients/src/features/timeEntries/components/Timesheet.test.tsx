/**
 * « Feuille de temps » (/app/cases?vue=temps): a person's week across dossiers, through the
 * real data stack (page, IndexedDB adapter, access policy).
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDataStore, paths, type TimeEntry } from 'shared-data';
import { addDays, mondayOf, todayIso } from 'shared-ui';
import { CasesPage } from '../../../routes/CasesPage.tsx';
import {
  type DemoUid,
  freshDemoData,
  renderRoute,
  seedCase,
  seedTimeEntry,
  signInAs,
} from '../../../test/renderWithData.tsx';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const firmId = 'demo-owner';
/** A past week (Monday 2 March 2020) no demo time falls in: every day of it may be entered. */
const WEEK = '2020-03-02';
const TUESDAY = '2020-03-03';
const WEDNESDAY = '2020-03-04';

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

async function openWeek(week: string, uid: DemoUid = 'demo-owner', extra = '') {
  const user = userEvent.setup();
  renderRoute('/app/cases', `/app/cases?vue=temps&semaine=${week}${extra}`, <CasesPage />, uid);
  const grid = await screen.findByRole('region', { name: 'Grille de la semaine' });
  return { user, grid };
}

/** Adds a dossier to the week (found by its reference among thousands) and describes the row's work. */
async function addRow(user: ReturnType<typeof userEvent.setup>, reference: string, work: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Rechercher un dossier ouvert' }), reference);
  const select = screen.getByRole('combobox', { name: 'Ajouter un dossier à la semaine' });
  const option = await within(select).findByRole('option', { name: new RegExp(`^${reference} — `) });
  await user.selectOptions(select, option);
  const description = await screen.findByRole('textbox', { name: `Travail effectué, ${reference}` });
  await waitFor(() => expect(description).toHaveFocus());
  if (work) await user.type(description, work);
}

const cell = (reference: string, day: string) =>
  screen.getByRole('textbox', {
    name: new RegExp(
      `^${reference}, \\w+ ${Number(day.slice(8))}${Number(day.slice(8)) === 1 ? 'er' : ''} \\w+ ${day.slice(0, 4)}$`,
    ),
  });

/** Lets the page react (validation, live reads) as between two gestures of a person. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('entering the week', () => {
  it('a cell becomes the entry of that day and dossier, for the signed-in person; totals follow', async () => {
    const dossier = await seedCase({ reference: '2020-0007', title: 'Bail Vidal', openedAt: '2020-01-10' });
    const { user } = await openWeek(WEDNESDAY);
    expect(screen.getByTestId('timesheet-week')).toHaveTextContent(/Semaine du 2 mars 2020 au 8 mars 2020/);
    await addRow(user, '2020-0007', 'Rédaction des conclusions');

    const tuesday = cell('2020-0007', TUESDAY);
    await user.click(tuesday);
    await user.keyboard('1,5{Enter}');
    await waitFor(async () =>
      expect((await entriesOf(dossier.id)).map((doc) => doc.data)).toEqual([
        expect.objectContaining({
          date: TUESDAY,
          minutes: 90,
          uid: 'demo-owner',
          description: 'Rédaction des conclusions',
          rateCents: 20_000,
          billed: false,
        }),
      ]),
    );
    await waitFor(() => expect(tuesday).toHaveValue('1:30'));
    expect(screen.getByTestId('timesheet-total')).toHaveTextContent('1:30');
    const row = tuesday.closest('tr')!;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('1:30');

    // Correcting the cell changes that entry (no second one).
    await user.clear(tuesday);
    await user.type(tuesday, '2:15{Enter}');
    await waitFor(async () => expect((await entriesOf(dossier.id)).map((doc) => doc.data.minutes)).toEqual([135]));
  });

  it('moves between cells with the keyboard', async () => {
    await seedCase({ reference: '2020-0008', title: 'Succession Roux', openedAt: '2020-01-10' });
    await seedCase({ reference: '2020-0009', title: 'Divorce Petit', openedAt: '2020-01-10' });
    const { user } = await openWeek(WEEK);
    await addRow(user, '2020-0008', '');
    await addRow(user, '2020-0009', '');
    await user.click(cell('2020-0008', TUESDAY));
    await user.keyboard('{ArrowRight}');
    expect(cell('2020-0008', WEDNESDAY)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('2020-0009', WEDNESDAY)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('2020-0009', TUESDAY)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('2020-0008', TUESDAY)).toHaveFocus();
  });

  it('says in French, next to the cell, why a value is refused, and keeps it (a new entry needs its description)', async () => {
    const dossier = await seedCase({ reference: '2020-0010', title: 'Prud’hommes Leroux', openedAt: '2020-01-10' });
    const { user } = await openWeek(WEEK);
    await addRow(user, '2020-0010', '');
    const tuesday = cell('2020-0010', TUESDAY);
    await user.click(tuesday);
    await user.keyboard('2{Enter}');
    await waitFor(() =>
      expect(tuesday).toHaveAccessibleDescription(
        'Décrivez d’abord le travail de cette ligne (« Travail effectué ») : il figure sur la facture.',
      ),
    );
    expect(tuesday).toHaveAttribute('aria-invalid', 'true');
    expect(tuesday).toHaveValue('2');
    await settle();
    expect(await entriesOf(dossier.id)).toHaveLength(0);

    // Another week would drop it: asked first.
    await user.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Quitter cette semaine sans enregistrer ?' });
    await user.click(within(leave).getByRole('button', { name: 'Rester sur la semaine' }));
    expect(cell('2020-0010', TUESDAY)).toHaveValue('2');
    expect(screen.getByTestId('timesheet-week')).toHaveTextContent(/Semaine du 2 mars 2020/);
  });

  it('refuses a day still to come (never billed before it happens)', async () => {
    const dossier = await seedCase({ reference: '2026-9911', title: 'Bail Garnier' });
    const nextMonday = addDays(mondayOf(todayIso()), 7);
    const { user } = await openWeek(nextMonday);
    await addRow(user, '2026-9911', 'Audience');
    const monday = cell('2026-9911', nextMonday);
    await user.click(monday);
    await user.keyboard('1{Enter}');
    await waitFor(() =>
      expect(monday).toHaveAccessibleDescription(
        'La date ne peut pas être dans le futur : saisissez le temps une fois le travail fait.',
      ),
    );
    await settle();
    expect(await entriesOf(dossier.id)).toHaveLength(0);
  });

  it('asks about an unusual duration before saving, and saves it once confirmed', async () => {
    const dossier = await seedCase({ reference: '2020-0012', title: 'Bail Morel', openedAt: '2020-01-10' });
    const { user } = await openWeek(WEEK);
    await addRow(user, '2020-0012', 'Rédaction');
    await user.click(cell('2020-0012', TUESDAY));
    await user.keyboard('20{Enter}');
    const question = await screen.findByRole('group', { name: /20\sh sur une seule entrée : confirmez-vous ?/ });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Corriger la durée' })).toHaveFocus());
    await settle();
    expect(await entriesOf(dossier.id)).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: /^Oui, enregistrer 20\sh$/ }));
    await waitFor(async () => expect((await entriesOf(dossier.id)).map((doc) => doc.data.minutes)).toEqual([1200]));
  });
});

describe('an emptied cell', () => {
  it('asks, then deletes that day’s entry', async () => {
    const dossier = await seedCase({ reference: '2020-0016', title: 'Bail Fabre', openedAt: '2020-01-10' });
    await seedTimeEntry({ caseId: dossier.id, date: TUESDAY, minutes: 30, description: 'Appel du confrère' });
    const { user } = await openWeek(WEEK);
    const tuesday = await waitFor(() => cell('2020-0016', TUESDAY));
    expect(tuesday).toHaveValue('0:30');
    await user.clear(tuesday);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce temps ?' });
    expect(dialog).toHaveTextContent(/0:30 le 3 mars 2020 sur 2020-0016 Bail Fabre : « Appel du confrère »/);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(async () => expect(await entriesOf(dossier.id)).toHaveLength(0));
  });
});

describe('billed time', () => {
  it('is read-only in the grid, marked, and says why', async () => {
    const dossier = await seedCase({ reference: '2020-0013', title: 'Succession Blanc', openedAt: '2020-01-10' });
    await seedTimeEntry({ caseId: dossier.id, date: WEDNESDAY, minutes: 120, billed: true, invoiceId: 'f1' });
    const { user } = await openWeek(WEEK);
    const billed = await waitFor(() => cell('2020-0013', WEDNESDAY));
    expect(billed).toHaveValue('2:00');
    expect(billed).toHaveAttribute('readonly');
    expect(billed).toHaveAccessibleDescription(
      'Figure sur une facture émise : ce temps ne peut plus être modifié ni supprimé.',
    );
    expect(within(billed.closest('td')!).getByText('Facturé')).toBeInTheDocument();
    await user.click(billed);
    await user.keyboard('5{Enter}');
    expect(billed).toHaveValue('2:00');
    await settle();
    expect((await entriesOf(dossier.id)).map((doc) => doc.data.minutes)).toEqual([120]);
  });
});

describe('rates and review', () => {
  it('a member’s new time on a dossier without an agreed hourly rate takes their own rate (set by the owner)', async () => {
    const dossier = await seedCase({
      reference: '2020-0014',
      title: 'Bail Lemoine',
      openedAt: '2020-01-10',
      fee: { kind: 'forfait', amountCents: 150_000 },
    });
    await getDataStore().update(paths.member(firmId, 'demo-member-1'), { hourlyRateCents: 18_000 });
    const { user } = await openWeek(WEEK, 'demo-member-1');
    await addRow(user, '2020-0014', 'Recherches');
    await user.click(cell('2020-0014', TUESDAY));
    await user.keyboard('1{Enter}');
    await waitFor(async () =>
      expect((await entriesOf(dossier.id)).map((doc) => doc.data)).toEqual([
        expect.objectContaining({ uid: 'demo-member-1', rateCents: 18_000, minutes: 60 }),
      ]),
    );
  });

  it('the owner reviews a member’s week: their time shows, nothing is added in their name', async () => {
    const dossier = await seedCase({ reference: '2020-0015', title: 'Divorce Caron', openedAt: '2020-01-10' });
    await seedTimeEntry({ caseId: dossier.id, uid: 'demo-member-1', date: TUESDAY, minutes: 45 });
    const { user } = await openWeek(WEEK);
    expect(screen.queryByRole('textbox', { name: /^2020-0015/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Feuille de temps de' }), 'Julien Martin');
    expect(await screen.findByTestId('timesheet-review')).toHaveTextContent(/Semaine de Julien Martin/);
    await waitFor(() => expect(cell('2020-0015', TUESDAY)).toHaveValue('0:45'));
    expect(cell('2020-0015', WEDNESDAY)).toHaveAttribute('readonly');
    expect(cell('2020-0015', WEDNESDAY)).toHaveAccessibleDescription(
      'Le temps se saisit au nom de chacun : vous ne pouvez pas en ajouter pour un autre membre.',
    );
    expect(screen.queryByRole('combobox', { name: 'Ajouter un dossier à la semaine' })).not.toBeInTheDocument();
  });

  it('a member has no choice of person: their own week only', async () => {
    await openWeek(WEEK, 'demo-member-1', '&membre=demo-owner');
    expect(screen.queryByRole('combobox', { name: 'Feuille de temps de' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('timesheet-review')).not.toBeInTheDocument();
  });
});
