/**
 * The running timer on a dossier, through the real data stack (page, IndexedDB adapter, access
 * policy). The clock is the test's (Date.now): what « Arrêter » records depends on it.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDataStore, paths, type TimeEntry, type Timer } from 'shared-data';
import { formatTime, todayIso } from 'shared-ui';
import { CaseDetailPage } from '../../../routes/CaseDetailPage.tsx';
import { type DemoUid, freshDemoData, renderRoute, seedCase, signInAs } from '../../../test/renderWithData.tsx';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const firmId = 'demo-owner';
const MINUTE = 60_000;
/** Today at noon, local time: the test's "now" (a timer started this morning is today's). */
const noon = new Date(`${todayIso()}T12:00:00`).getTime();
let now = noon;

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  now = noon;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

/** As the signed-in person (the policy lets nobody else list them). */
const timersOf = async (uid: DemoUid) => {
  return (
    await getDataStore().query<Timer>({
      collection: paths.timers(firmId),
      where: [{ field: 'uid', op: '==', value: uid }],
    })
  ).docs;
};
const entriesOf = async (caseId: string) =>
  (
    await getDataStore().query<TimeEntry>({
      collection: paths.timeEntries(firmId),
      where: [{ field: 'caseId', op: '==', value: caseId }],
    })
  ).docs.map((doc) => doc.data);

function openTime(caseId: string, uid: DemoUid = 'demo-owner') {
  const user = userEvent.setup();
  const view = renderRoute('/app/cases/:id', `/app/cases/${caseId}?onglet=temps`, <CaseDetailPage />, uid);
  return { user, view };
}

/** A timer as another tab (or yesterday's session) left it. */
async function runningSince(caseId: string, startedAt: number, description = '', uid: DemoUid = 'demo-owner') {
  signInAs(uid);
  await getDataStore().set(paths.timer(firmId, uid), {
    uid,
    caseId,
    startedAt: new Date(startedAt).toISOString(),
    description,
  } satisfies Timer);
}

describe('the running timer', () => {
  it('starts on a dossier, survives a reload, and one runs at a time per person', async () => {
    const bail = await seedCase({ reference: '2026-0101', title: 'Bail commercial Dupont' });
    const divorce = await seedCase({ reference: '2026-0102', title: 'Succession Martin' });
    const { user, view } = openTime(bail.id);
    const start = await screen.findByRole('form', { name: 'Démarrer le chronomètre' });
    await user.type(within(start).getByLabelText(/^Libellé du chronomètre/), 'Rédaction des conclusions');
    await user.click(within(start).getByRole('button', { name: 'Démarrer le chronomètre' }));
    const running = await screen.findByTestId('running-timer');
    expect(running).toHaveTextContent(/Chronomètre en cours depuis 12:00 — « Rédaction des conclusions »/);
    expect(within(running).getByRole('timer')).toHaveTextContent('00:00');
    expect((await timersOf('demo-owner')).map((doc) => [doc.id, doc.data.caseId])).toEqual([['demo-owner', bail.id]]);

    // A reload reads it back (it is a document), an hour and five minutes later.
    view.unmount();
    now = noon + 65 * MINUTE;
    const reloaded = openTime(bail.id);
    expect(await screen.findByRole('timer')).toHaveTextContent('01:05');
    expect(screen.queryByRole('form', { name: 'Démarrer le chronomètre' })).not.toBeInTheDocument();

    // Another dossier shows it, and starting there asks first.
    reloaded.view.unmount();
    const other = openTime(divorce.id);
    const elsewhere = await screen.findByTestId('running-timer');
    expect(elsewhere).toHaveTextContent(/Chronomètre en cours sur 2026-0101 Bail commercial Dupont/);
    await other.user.click(screen.getByRole('button', { name: 'Démarrer le chronomètre' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Un chronomètre tourne déjà sur 2026-0101 Bail commercial Dupont depuis 12:00. L’arrêter et l’enregistrer ?',
    });
    await other.user.click(within(question).getByRole('button', { name: 'Arrêter et enregistrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer le temps du chronomètre' });
    expect(within(dialog).getByLabelText(/^Durée/)).toHaveValue('1:05');
    await other.user.click(within(dialog).getByRole('button', { name: 'Enregistrer le temps' }));

    await waitFor(async () =>
      expect((await timersOf('demo-owner')).map((doc) => doc.data.caseId)).toEqual([divorce.id]),
    );
    expect(await entriesOf(bail.id)).toEqual([
      expect.objectContaining({ minutes: 65, description: 'Rédaction des conclusions', date: todayIso() }),
    ]);
  });

  it('« Arrêter » proposes the entry (duration rounded up to the minute, today, the member’s own rate) and records it', async () => {
    const dossier = await seedCase({ fee: { kind: 'forfait', amountCents: 150_000 } });
    // The owner sets Julien's rate: 180 € HT, used for his time where the dossier agreed no hourly rate.
    await getDataStore().update(paths.member(firmId, 'demo-member-1'), { hourlyRateCents: 18_000 });
    await runningSince(dossier.id, noon - 95 * MINUTE - 20_000, 'Analyse des pièces', 'demo-member-1');
    const { user } = openTime(dossier.id, 'demo-member-1');
    await user.click(
      await within(await screen.findByTestId('running-timer')).findByRole('button', { name: 'Arrêter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer le temps du chronomètre' });
    const form = within(dialog).getByRole('form', { name: 'Enregistrer le temps du chronomètre' });
    expect(within(form).getByLabelText(/^Durée/)).toHaveValue('1:36');
    expect(within(form).getByLabelText(/^Date/)).toHaveValue(todayIso());
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('Analyse des pièces');
    expect(within(form).getByLabelText(/^Taux horaire/)).toHaveValue('180');
    expect(within(form).getByLabelText(/^Taux horaire/)).toHaveAccessibleDescription(/Votre taux horaire/);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le temps' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await entriesOf(dossier.id)).toEqual([
      expect.objectContaining({ uid: 'demo-member-1', minutes: 96, rateCents: 18_000, date: todayIso() }),
    ]);
    expect(await timersOf('demo-member-1')).toEqual([]);
    expect(await screen.findByRole('form', { name: 'Démarrer le chronomètre' })).toBeInTheDocument();
  });

  it('left running overnight: asks for the real duration of that day instead of recording 14 h', async () => {
    const dossier = await seedCase();
    const yesterdayEvening = new Date(`${todayIso()}T00:00:00`).getTime() - 6 * 60 * MINUTE + 20 * MINUTE;
    const yesterday = todayIso(new Date(yesterdayEvening));
    now = new Date(`${todayIso()}T08:20:00`).getTime();
    await runningSince(dossier.id, yesterdayEvening, 'Relecture du bail');
    const { user } = openTime(dossier.id);
    await user.click(
      await within(await screen.findByTestId('running-timer')).findByRole('button', { name: 'Arrêter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer le temps du chronomètre' });
    expect(within(dialog).getByTestId('timer-overnight')).toHaveTextContent(
      new RegExp(`depuis le .* à ${formatTime(new Date(yesterdayEvening))} : il a sans doute été oublié`),
    );
    const form = within(dialog).getByRole('form');
    expect(within(form).getByLabelText(/^Durée/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Date/)).toHaveValue(yesterday);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le temps' }));
    expect(await within(form).findByText('Saisissez la durée (par exemple 1:30 ou 90 min).')).toBeInTheDocument();
    expect(await entriesOf(dossier.id)).toEqual([]);

    await user.type(within(form).getByLabelText(/^Durée/), '1:45');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le temps' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await entriesOf(dossier.id)).toEqual([expect.objectContaining({ minutes: 105, date: yesterday })]);
  });

  it('under one minute: asks, then stops without recording anything', async () => {
    const dossier = await seedCase();
    await runningSince(dossier.id, noon - 40_000);
    const { user } = openTime(dossier.id);
    await user.click(
      await within(await screen.findByTestId('running-timer')).findByRole('button', { name: 'Arrêter' }),
    );
    const question = await screen.findByRole('alertdialog', {
      name: 'Moins d’une minute au chronomètre : l’arrêter sans rien enregistrer ?',
    });
    await user.click(within(question).getByRole('button', { name: 'Arrêter sans enregistrer' }));
    await waitFor(async () => expect(await timersOf('demo-owner')).toEqual([]));
    expect(await entriesOf(dossier.id)).toEqual([]);
  });

  it('started by mistake: « Arrêter sans enregistrer » from the form, confirmed first', async () => {
    const dossier = await seedCase();
    await runningSince(dossier.id, noon - 10 * MINUTE);
    const { user } = openTime(dossier.id);
    await user.click(
      await within(await screen.findByTestId('running-timer')).findByRole('button', { name: 'Arrêter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer le temps du chronomètre' });
    await user.click(within(dialog).getByRole('button', { name: 'Arrêter sans enregistrer' }));
    const question = await screen.findByRole('alertdialog', { name: 'Arrêter le chronomètre sans rien enregistrer ?' });
    await user.click(within(question).getByRole('button', { name: 'Arrêter sans enregistrer' }));
    await waitFor(async () => expect(await timersOf('demo-owner')).toEqual([]));
    expect(await entriesOf(dossier.id)).toEqual([]);
  });

  it('is visible from the dossier’s other tabs, with « Arrêter »', async () => {
    const dossier = await seedCase({ reference: '2026-0103', title: 'Prud’hommes Leroux' });
    const elsewhere = await seedCase({ reference: '2026-0104', title: 'Bail Vidal' });
    await runningSince(dossier.id, noon - 10 * MINUTE);
    renderRoute('/app/cases/:id', `/app/cases/${elsewhere.id}`, <CaseDetailPage />);
    const running = await screen.findByTestId('running-timer');
    await waitFor(() => expect(running).toHaveTextContent(/sur 2026-0103 Prud’hommes Leroux/));
    expect(within(running).getByRole('timer')).toHaveTextContent('00:10');
    expect(within(running).getByRole('button', { name: 'Arrêter' })).toBeInTheDocument();
  });
});
