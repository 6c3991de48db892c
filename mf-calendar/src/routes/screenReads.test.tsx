/**
 * The agenda's list screens read what they show, not the cabinet's history: rendered beside ten
 * years of Cabinet Durand (at 5 %: a thousand events, hundreds of délais and dossiers), each first
 * view reads a page of each list, the labels of the dossiers it names and a few counts; « Afficher
 * plus » reads the next page, and only it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDataStore, paths } from 'shared-data';
import { LIST_PAGE_SIZE as PAGE_SIZE, PICKER_CHOICES as CASE_CHOICES } from 'shared-data/store';
import {
  DEMO_IDS,
  freshDemoData,
  loadTenYearCabinet,
  countOf as size,
  frenchCount as n,
  readsOfScreen as readsOf,
  seedBookingRequest,
  seedEvent,
  signInAs,
} from 'shared-data/testing';
import { todayIso } from 'shared-ui';
import { addDays } from 'shared-ui/isoDay';
import { MEETINGS_PAGE } from '../features/bookings/hooks/useBookingRequests.ts';
import { parisToInstant } from '../features/days/model/parisTime.ts';
import { CourtPage } from './CourtPage.tsx';
import { DeadlinesPage } from './DeadlinesPage.tsx';
import { MeetingsPage } from './MeetingsPage.tsx';

jest.setTimeout(120_000);

/**
 * What a screen may read besides its lists' pages and their dossiers' labels: the signed-in
 * user's membership and cabinet, the cabinet's members (a handful) and one count per list.
 */
const SCREEN_EXTRAS = 15;

/** A list's first page: its rows, the one more that says whether more follow, one dossier label per row. */
const listReads = (pageSize: number) => pageSize + 1 + pageSize;

const today = todayIso();
/** The rows a table shows (its `aria-rowcount` counts the header row too). */
const rowsOf = (table: HTMLElement) => Number(table.getAttribute('aria-rowcount')) - 1;

// Loaded once: the tests only read, but « rendez-vous », which answers booking requests only it reads.
beforeAll(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  await loadTenYearCabinet({ scale: 0.05 });
});

describe('the agenda’s lists read a page, not the cabinet’s history', () => {
  it('audiences: the upcoming ones a page at a time, soonest first; « Afficher plus » reads the next page', async () => {
    for (let i = 0; i < 60; i += 1) {
      const day = addDays(today, 1 + (i % 30));
      await seedEvent({
        kind: 'audience',
        title: `Audience à venir ${i + 1}`,
        jurisdiction: 'Tribunal judiciaire de Lyon',
        start: parisToInstant({ date: day, time: '09:00' }),
        end: parisToInstant({ date: day, time: '10:00' }),
      });
    }
    const events = paths.events(DEMO_IDS.firmId);
    expect(await size(events)).toBeGreaterThan(1000);
    const upcoming = (
      await getDataStore().query<{ kind: string; start: string; status: string }>({
        collection: events,
        where: [{ field: 'kind', op: '==', value: 'audience' }],
      })
    ).docs.filter(
      (doc) => doc.data.start >= parisToInstant({ date: today, time: '00:00' }) && doc.data.status !== 'annulé',
    ).length;
    expect(upcoming).toBeGreaterThan(PAGE_SIZE);

    const reads = await readsOf('/app/calendar/court', '/app/calendar/court', <CourtPage />, () =>
      screen.findByText(`50 audiences affichées sur ${n(upcoming)}`, {}, { timeout: 30_000 }),
    );
    // The table's code may come after the rows' count.
    expect(rowsOf(await screen.findByRole('table', { name: 'Audiences' }))).toBe(PAGE_SIZE);
    expect(reads.bySourceAndCollection.listen?.events).toBe(PAGE_SIZE + 1);
    expect(reads.total).toBeLessThanOrEqual(listReads(PAGE_SIZE) + SCREEN_EXTRAS);

    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus d’audiences' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Audiences' }))).toBe(upcoming), {
      timeout: 30_000,
    });
    // The next page only (the first one is not read again).
    expect(reads.bySourceAndCollection.listen?.events ?? 0).toBeLessThanOrEqual(PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Afficher plus d’audiences' })).not.toBeInTheDocument();
  });

  it('audiences, « Toutes »: the history latest first, a page at a time', async () => {
    const audiences = await size(paths.events(DEMO_IDS.firmId), [{ field: 'kind', op: '==', value: 'audience' }]);
    expect(audiences).toBeGreaterThan(4 * PAGE_SIZE);
    const reads = await readsOf('/app/calendar/court', '/app/calendar/court?periode=toutes', <CourtPage />, () =>
      screen.findByText(`50 audiences affichées sur ${n(audiences)}`, {}, { timeout: 30_000 }),
    );
    expect(reads.bySourceAndCollection.listen?.events).toBe(PAGE_SIZE + 1);
    expect(reads.total).toBeLessThanOrEqual(listReads(PAGE_SIZE) + SCREEN_EXTRAS);
  });

  it('rendez-vous: each of the four lists a page; « Afficher plus » brings the next requests', async () => {
    // Years of answered requests, and thirty still to confirm.
    for (let i = 0; i < 30; i += 1) {
      const { id } = await seedBookingRequest({
        name: `Ancien demandeur ${i + 1}`,
        start: `${2020 + (i % 5)}-0${1 + (i % 9)}-1${i % 10}T09:00:00.000Z`,
      });
      await getDataStore().update(paths.bookingRequest(id), { status: i % 3 === 0 ? 'refusé' : 'confirmé' });
    }
    for (let i = 0; i < 30; i += 1)
      await seedBookingRequest({
        name: `Demandeur ${String(i + 1).padStart(2, '0')}`,
        // One slot each: twenty days, then the same days an hour later.
        start: parisToInstant({ date: addDays(today, 2 + (i % 20)), time: i < 20 ? '07:00' : '08:00' }),
      });
    const pending = await size(paths.bookingRequests(), [
      { field: 'firmId', op: '==', value: DEMO_IDS.firmId },
      { field: 'status', op: '==', value: 'à confirmer' },
    ]);
    expect(pending).toBeGreaterThan(MEETINGS_PAGE);

    const reads = await readsOf('/app/calendar/meetings', '/app/calendar/meetings', <MeetingsPage />, async () => {
      await screen.findByText(`${MEETINGS_PAGE} demandes affichées sur ${n(pending)}`, {}, { timeout: 30_000 });
      await screen.findByRole('table', { name: 'Rendez-vous à venir' });
    });
    const list = screen.getByRole('list', { name: 'Demandes à confirmer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(MEETINGS_PAGE);
    // Three lists of requests and one of rendez-vous, each a page (and the labels of its rows' dossiers).
    expect(reads.bySourceAndCollection.listen?.bookingRequests ?? 0).toBeLessThanOrEqual(3 * (MEETINGS_PAGE + 1));
    expect(reads.bySourceAndCollection.listen?.events ?? 0).toBeLessThanOrEqual(MEETINGS_PAGE + 1);
    expect(reads.total).toBeLessThanOrEqual(4 * (MEETINGS_PAGE + 1) + MEETINGS_PAGE + SCREEN_EXTRAS);

    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de demandes à confirmer' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(pending, 2 * MEETINGS_PAGE)),
    );
    expect(reads.bySourceAndCollection.listen?.bookingRequests ?? 0).toBeLessThanOrEqual(MEETINGS_PAGE + 1);
  });

  it('délais: the filters served by the backend, a page at a time; « Afficher plus » reads the next page', async () => {
    const deadlines = await size(paths.deadlines(DEMO_IDS.firmId));
    expect(deadlines).toBeGreaterThan(2 * PAGE_SIZE);
    const reads = await readsOf(
      '/app/calendar/deadlines',
      '/app/calendar/deadlines?statut=tous',
      <DeadlinesPage />,
      () => screen.findByText(`50 délais affichés sur ${n(deadlines)}`, {}, { timeout: 30_000 }),
    );
    expect(rowsOf(await screen.findByRole('table', { name: 'Délais par ordre d’urgence' }))).toBe(PAGE_SIZE);
    expect(reads.bySourceAndCollection.listen?.deadlines).toBe(PAGE_SIZE + 1);
    // The dossier filter's picker offers the latest dossiers: a few, never the cabinet's.
    expect(reads.bySourceAndCollection.listen?.cases ?? 0).toBeLessThanOrEqual(CASE_CHOICES);
    expect(reads.total).toBeLessThanOrEqual(listReads(PAGE_SIZE) + CASE_CHOICES + SCREEN_EXTRAS);

    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de délais' }));
    await screen.findByText(`100 délais affichés sur ${n(deadlines)}`, {}, { timeout: 30_000 });
    expect(reads.bySourceAndCollection.listen?.deadlines ?? 0).toBeLessThanOrEqual(PAGE_SIZE + 1);
  });

  it('délais: the open ones of one responsible, counted by the backend', async () => {
    const open = await size(paths.deadlines(DEMO_IDS.firmId), [
      { field: 'done', op: '==', value: false },
      { field: 'assigneeUid', op: '==', value: DEMO_IDS.member1Uid },
    ]);
    const reads = await readsOf(
      '/app/calendar/deadlines',
      `/app/calendar/deadlines?responsable=${DEMO_IDS.member1Uid}`,
      <DeadlinesPage />,
      () => screen.findByText(new RegExp(`affichés? sur ${n(open)}$`), {}, { timeout: 30_000 }),
    );
    expect(reads.bySourceAndCollection.listen?.deadlines ?? 0).toBeLessThanOrEqual(Math.min(open, PAGE_SIZE) + 1);
  });
});
