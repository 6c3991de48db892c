import { screen, within } from '@testing-library/react';
import { getDataStore, paths } from 'shared-data';
import {
  DEMO_IDS,
  freshDemoData,
  installReadCounter,
  loadTenYearCabinet,
  renderRoute,
  seedBookingRequest,
  seedCase,
  seedDeadline,
  seedEvent,
  signInAs,
} from 'shared-data/testing';
import { addDays, todayIso } from 'shared-ui';
import { parisToInstant } from '../features/days/model/parisTime.ts';
import { BookingRequestsWidget } from './bookingRequests.tsx';
import { DeadlinesWidget } from './deadlines.tsx';
import { TodayWidget } from './today.tsx';

jest.setTimeout(60_000);

/** Documents a dashboard block may read, whatever the size of the cabinet (it shows a handful). */
const MAX_READS = 20;

const today = todayIso();
const at = (day: string, time: string) => parisToInstant({ date: day, time });
const size = async (collection: string) => (await getDataStore().aggregate({ collection, count: true })).count ?? 0;

// Loaded once: each test changes only what it reads itself (a délai, booking requests).
beforeAll(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  // Ten years of Cabinet Durand at 5 %: a thousand events, hundreds of délais, around today.
  await loadTenYearCabinet({ scale: 0.05 });
});

/** Renders a block and counts what it reads until it shows `ready`. */
async function readsOf(block: React.ReactElement, ready: () => Promise<unknown>) {
  const reads = installReadCounter();
  reads.reset();
  renderRoute('/app', '/app', block);
  // What the block shows last needs every read it makes.
  await ready();
  return reads;
}

describe('the dashboard’s calendar blocks read what they show, not the cabinet’s history', () => {
  it('« Aujourd’hui »: the events of the day and their dossiers', async () => {
    const dossier = await seedCase({ reference: '2026-0901', title: 'Référé Lambert' });
    await seedEvent({
      title: 'Référé du matin',
      caseId: dossier.id,
      start: at(today, '09:00'),
      end: at(today, '10:00'),
    });
    await seedEvent({
      title: 'Hier soir',
      start: at(addDays(today, -1), '18:00'),
      end: at(addDays(today, -1), '19:00'),
    });
    expect(await size(paths.events(DEMO_IDS.firmId))).toBeGreaterThan(1000);
    const reads = await readsOf(<TodayWidget />, () =>
      screen.findByText(/2026-0901 — Référé Lambert/, {}, { timeout: 20_000 }),
    );
    const section = screen.getByRole('region', { name: 'Aujourd’hui' });
    expect(within(section).getByText(/Référé du matin/)).toBeInTheDocument();
    expect(within(section).queryByText(/Hier soir/)).not.toBeInTheDocument();
    expect(reads.total).toBeLessThanOrEqual(MAX_READS);
  });

  it('« Délais à venir »: the most urgent open délais and a count of the others', async () => {
    const dossier = await seedCase({ reference: '2026-0902', title: 'Appel Martin' });
    const appeal = await seedDeadline({
      title: 'Délai d’appel',
      caseId: dossier.id,
      dueDate: today,
      assigneeUid: DEMO_IDS.ownerUid,
    });
    for (let i = 0; i < 12; i += 1)
      await seedDeadline({ title: `Délai urgent ${i + 1}`, dueDate: addDays(today, 1 + (i % 10)) });
    expect(await size(paths.deadlines(DEMO_IDS.firmId))).toBeGreaterThan(150);
    const open = (
      await getDataStore().query<{ done: boolean; dueDate: string }>({ collection: paths.deadlines(DEMO_IDS.firmId) })
    ).docs.filter((doc) => !doc.data.done && doc.data.dueDate <= addDays(today, 14)).length;
    const reads = await readsOf(<DeadlinesWidget />, async () => {
      await screen.findByRole(
        'link',
        { name: /^Tous les délais \(\d+ autres? dans les 14 jours\)/ },
        { timeout: 20_000 },
      );
      await screen.findByText(/Délai d’appel \(2026-0902 — Appel Martin\)/);
    });
    const section = screen.getByRole('region', { name: 'Délais à venir' });
    // Eight listed, the link's count says how many more: together, every open délai of the fortnight.
    const listed = within(section).getAllByRole('listitem').length - 1;
    expect(listed).toBe(8);
    const link = within(section).getByRole('link', { name: /^Tous les délais/ });
    expect(Number(/\((\d+) autre/.exec(link.textContent ?? '')?.[1]) + listed).toBe(open);
    expect(reads.total).toBeLessThanOrEqual(MAX_READS);

    // Marked done elsewhere: the list moves on live, and its count is read again.
    const others = open - listed;
    await getDataStore().update(paths.deadline(DEMO_IDS.firmId, appeal.id), {
      done: true,
      doneAt: new Date().toISOString(),
    });
    await within(section).findByRole('link', {
      name: `Tous les délais (${others - 1} autre${others - 1 > 1 ? 's' : ''} dans les 14 jours)`,
    });
    expect(within(section).queryByText(/Délai d’appel \(2026-0902/)).not.toBeInTheDocument();
  });

  it('« Demandes de rendez-vous »: the soonest requests to confirm and a count of the others', async () => {
    // Years of answered requests (a visitor asks, the cabinet answers).
    for (let i = 0; i < 40; i += 1) {
      const { id } = await seedBookingRequest({
        name: `Ancien demandeur ${i + 1}`,
        start: `${2025 - (i % 5)}-0${1 + (i % 9)}-1${i % 10}T09:00:00.000Z`,
      });
      await getDataStore().update(paths.bookingRequest(id), { status: i % 4 === 0 ? 'refusé' : 'confirmé' });
    }
    for (let i = 0; i < 8; i += 1)
      await seedBookingRequest({ name: `Demandeur ${i + 1}`, start: at(addDays(today, 2 + i), '10:00') });
    const pending = (
      await getDataStore().query<{ name: string; start: string }>({
        collection: paths.bookingRequests(),
        where: [
          { field: 'firmId', op: '==', value: DEMO_IDS.firmId },
          { field: 'status', op: '==', value: 'à confirmer' },
        ],
      })
    ).docs
      .map((doc) => doc.data)
      .sort((a, b) => a.start.localeCompare(b.start));
    expect(pending.length).toBeGreaterThan(5);
    const reads = await readsOf(<BookingRequestsWidget />, () =>
      screen.findByRole(
        'link',
        { name: `Toutes les demandes (${pending.length - 5} autres à confirmer)` },
        { timeout: 20_000 },
      ),
    );
    const list = screen.getByRole('list', { name: 'Demandes à confirmer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    for (const request of pending.slice(0, 5)) expect(within(list).getByText(request.name)).toBeInTheDocument();
    expect(within(list).queryByText(pending[5]!.name)).not.toBeInTheDocument();
    expect(reads.total).toBeLessThanOrEqual(MAX_READS);
  });
});
