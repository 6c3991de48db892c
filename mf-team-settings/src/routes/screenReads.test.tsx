/**
 * The team screens read what they show, not the cabinet's history: rendered beside ten years of
 * Cabinet Durand (at 5 %: a thousand events, 1,500 tasks) and years of journal entries,
 * notifications and plan requests, each first view reads a page of its lists (or the week, or the
 * weeks ahead), the labels of the dossiers it names and a few counts; « Afficher plus » reads the
 * next page, and only it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AuditEntry, getDataStore, paths } from 'shared-data';
import { LIST_PAGE_SIZE as PAGE_SIZE, PICKER_CHOICES as CASE_CHOICES } from 'shared-data/store';
import {
  DEMO_IDS,
  freshDemoData,
  loadTenYearCabinet,
  countOf as size,
  frenchCount as n,
  readsOfScreen as readsOf,
  seedMany,
  signInAs,
} from 'shared-data/testing';
import { addDays, mondayOf, todayIso } from 'shared-ui';
import { NotificationsBell } from '../features/notifications/components/NotificationsBell.tsx';
import { BELL_SHOWN } from '../features/notifications/hooks/useNotifications.ts';
import { PREVIEW_EVENT_DAYS } from '../features/settings/hooks/useAvailabilityPreview.ts';
import { COLUMN_COUNT_UP_TO, COLUMN_PAGE } from '../features/tasks/hooks/useBoard.ts';
import { TEAM_HISTORY_SHOWN } from '../features/members/hooks/useTeam.ts';
import { AvailabilityPage } from './AvailabilityPage.tsx';
import BoardPage from './BoardPage.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';
import { PlannerPage } from './PlannerPage.tsx';
import { SubscriptionPage } from './SubscriptionPage.tsx';
import { TeammatesPage } from './TeammatesPage.tsx';
import { TeamSettingsPage } from './TeamSettingsPage.tsx';

jest.setTimeout(120_000);

const F = DEMO_IDS.firmId;
const OWNER = DEMO_IDS.ownerUid;

/**
 * What a screen may read besides its lists' pages and their dossiers' labels: the signed-in
 * user's membership and cabinet, the cabinet's members (a handful), its settings documents and
 * one count per list.
 */
const SCREEN_EXTRAS = 15;

/** Years of the owner's journal: settings saved, and role changes. */
const JOURNAL = 300;
function journalEntry(i: number): [string, AuditEntry] {
  const at = new Date(Date.UTC(2017 + (i % 9), i % 12, 1 + (i % 28), 9, i % 60)).toISOString();
  const role = i % 2 === 0;
  return [
    `${paths.auditLog(F)}/y10-audit-${String(i).padStart(4, '0')}`,
    role
      ? {
          at,
          uid: OWNER,
          action: 'member.role',
          target: paths.member(F, DEMO_IDS.member2Uid),
          details: { from: 'member', to: 'owner' },
          before: { role: 'member' },
          after: { role: 'owner' },
        }
      : {
          at,
          uid: OWNER,
          action: 'settings.team',
          target: paths.settings(F, 'team'),
          details: {},
          before: { barreau: `Barreau ${i}` },
          after: { barreau: `Barreau ${i + 1}` },
        },
  ];
}

// Loaded once, with the journal (append-only) both journal tests read: each test reads, or seeds
// and changes only what it reads itself.
beforeAll(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  await loadTenYearCabinet({ scale: 0.05 });
  await seedMany(JOURNAL, journalEntry);
});

describe('the team screens read what they show, not the cabinet’s history', () => {
  it('journal: newest first, a page at a time, its filters served by the backend', async () => {
    const all = await size(paths.auditLog(F));
    expect(all).toBeGreaterThanOrEqual(JOURNAL);
    const reads = await readsOf('/app/settings/team', '/app/settings/team', <TeamSettingsPage />, () =>
      screen.findByText(`50 entrées affichées sur ${n(all)}`, {}, { timeout: 30_000 }),
    );
    const journal = screen.getByRole('region', { name: 'Journal des modifications sensibles' });
    expect(within(journal).getByTestId('journal-count')).toHaveTextContent(`${all} entrées`);
    expect(reads.bySourceAndCollection.listen?.auditLog).toBe(PAGE_SIZE + 1);
    expect(reads.total).toBeLessThanOrEqual(PAGE_SIZE + 1 + SCREEN_EXTRAS);

    reads.reset();
    fireEvent.click(within(journal).getByRole('button', { name: 'Afficher plus d’entrées du journal' }));
    await within(journal).findByText(`100 entrées affichées sur ${n(all)}`, {}, { timeout: 30_000 });
    expect(reads.bySourceAndCollection.listen?.auditLog ?? 0).toBeLessThanOrEqual(PAGE_SIZE + 1);

    // A filter is a backend query: its count, and a page of it.
    const roles = await size(paths.auditLog(F), [{ field: 'action', op: '==', value: 'member.role' }]);
    reads.reset();
    fireEvent.change(within(journal).getByLabelText('Action'), { target: { value: 'member.role' } });
    await within(journal).findByText(`50 entrées affichées sur ${n(roles)}`, {}, { timeout: 30_000 });
    expect(within(journal).getByTestId('journal-count')).toHaveTextContent(`${roles} entrées (filtrées)`);
    expect(reads.bySourceAndCollection.listen?.auditLog).toBe(PAGE_SIZE + 1);
  });

  it('team: the members, the pending invitations and the team’s latest changes', async () => {
    const reads = await readsOf('/app/teammates', '/app/teammates', <TeammatesPage />, () =>
      screen.findByRole('list', { name: 'Journal de l’équipe' }, { timeout: 30_000 }),
    );
    expect(within(screen.getByRole('list', { name: 'Journal de l’équipe' })).getAllByRole('listitem')).toHaveLength(
      TEAM_HISTORY_SHOWN,
    );
    expect(reads.bySourceAndCollection.listen?.auditLog).toBe(TEAM_HISTORY_SHOWN);
    expect(reads.total).toBeLessThanOrEqual(TEAM_HISTORY_SHOWN + SCREEN_EXTRAS);
  });

  it('board: each column a page, the latest placed first, its count capped; « Afficher plus » reads the next cards', async () => {
    const tasks = paths.tasks(F);
    expect(await size(tasks)).toBeGreaterThan(1000);
    const column = (status: string) => size(tasks, [{ field: 'status', op: '==', value: status }]);
    const todo = await column('à faire');
    const done = await column('terminé');
    expect(todo).toBeGreaterThan(COLUMN_PAGE);
    expect(todo).toBeLessThan(COLUMN_COUNT_UP_TO);
    // Years of done tasks: counted up to the cap.
    expect(done).toBeGreaterThan(COLUMN_COUNT_UP_TO);
    const doneCount = `au moins ${n(COLUMN_COUNT_UP_TO)}`;
    const reads = await readsOf('/app/teammates/board', '/app/teammates/board', <BoardPage />, async () => {
      await screen.findByText(`${COLUMN_PAGE} tâches affichées sur ${doneCount}`, {}, { timeout: 30_000 });
      await screen.findByText(`${COLUMN_PAGE} tâches affichées sur ${n(todo)}`);
    });
    const doneColumn = screen.getByRole('region', { name: /^Terminé/ });
    expect(within(doneColumn).getByRole('heading')).toHaveTextContent(`Terminé (${n(COLUMN_COUNT_UP_TO)}+)`);
    expect(within(doneColumn).getAllByRole('listitem')).toHaveLength(COLUMN_PAGE);
    expect(screen.getByTestId('tasks-count')).toHaveTextContent(/^au moins /);
    expect(reads.bySourceAndCollection.listen?.tasks ?? 0).toBeLessThanOrEqual(4 * (COLUMN_PAGE + 1) + 1);
    // Four counts, none over its cap of 1 000 entries: one read each, however many years are done.
    expect(reads.bySourceAndCollection.aggregate?.tasks).toBe(4);
    // Four columns of cards, at most one dossier label per card, the dossier filter's latest dossiers.
    expect(reads.bySourceAndCollection.listen?.cases ?? 0).toBeLessThanOrEqual(CASE_CHOICES);
    expect(reads.total).toBeLessThanOrEqual(4 * (COLUMN_PAGE + 1) + 4 * COLUMN_PAGE + CASE_CHOICES + 1 + SCREEN_EXTRAS);

    reads.reset();
    fireEvent.click(within(doneColumn).getByRole('button', { name: 'Afficher plus de tâches : Terminé' }));
    await within(doneColumn).findByText(
      `${2 * COLUMN_PAGE} tâches affichées sur ${doneCount}`,
      {},
      { timeout: 30_000 },
    );
    expect(reads.bySourceAndCollection.listen?.tasks ?? 0).toBeLessThanOrEqual(COLUMN_PAGE + 1);
  });

  it('planner: the week’s events and the open tasks due in it, nothing else', async () => {
    const monday = mondayOf(todayIso());
    const from = new Date(`${monday}T00:00:00`).toISOString();
    const to = new Date(`${addDays(monday, 7)}T00:00:00`).toISOString();
    const store = getDataStore();
    const events = (await store.query<{ start: string }>({ collection: paths.events(F) })).docs;
    const tasks = (await store.query<{ dueDate: string | null; status: string }>({ collection: paths.tasks(F) })).docs;
    const weekEvents = events.filter((doc) => doc.data.start >= from && doc.data.start < to).length;
    const weekTasks = tasks.filter(
      (doc) =>
        doc.data.status !== 'terminé' &&
        doc.data.dueDate !== null &&
        doc.data.dueDate >= monday &&
        doc.data.dueDate <= addDays(monday, 6),
    ).length;
    const reads = await readsOf('/app/teammates/planner', '/app/teammates/planner', <PlannerPage />, async () => {
      await screen.findByRole('region', { name: 'Planning de la semaine' }, { timeout: 30_000 });
      await waitFor(() => expect(screen.queryByText('Chargement des événements…')).not.toBeInTheDocument());
    });
    expect(reads.bySourceAndCollection.listen?.events ?? 0).toBe(weekEvents);
    expect(reads.bySourceAndCollection.listen?.tasks ?? 0).toBe(weekTasks);
    expect(weekEvents + weekTasks).toBeLessThan(events.length / 10);
  });

  it('availability: the user’s events of the weeks ahead and the slots still to come', async () => {
    const now = Date.now();
    const events = (
      await getDataStore().query<{ start: string; attendeeUids: string[] }>({
        collection: paths.events(F),
        where: [{ field: 'attendeeUids', op: 'array-contains', value: OWNER }],
      })
    ).docs;
    const ahead = events.filter(
      (doc) =>
        doc.data.start >= new Date(now - 86_400_000).toISOString() &&
        doc.data.start < new Date(now + PREVIEW_EVENT_DAYS * 86_400_000).toISOString(),
    ).length;
    expect(events.length).toBeGreaterThan(4 * ahead);
    const reads = await readsOf('/app/settings/availability', '/app/settings/availability', <AvailabilityPage />, () =>
      screen.findByRole('heading', { name: 'Aperçu : vos prochains créneaux libres' }, { timeout: 30_000 }),
    );
    await waitFor(() => expect(reads.bySourceAndCollection.listen?.events ?? 0).toBe(ahead));
    expect(reads.total).toBeLessThanOrEqual(ahead + SCREEN_EXTRAS);
  });

  it('notifications: a page of the user’s, newest first, and the unread ones counted', async () => {
    await seedMany(120, (i) => [
      paths.notification(F, `y10-notification-${String(i).padStart(4, '0')}`),
      {
        uid: OWNER,
        kind: 'taskAssigned',
        title: `Tâche ancienne ${i + 1}`,
        body: '',
        link: '/app/teammates/board',
        read: i % 4 !== 0,
        createdAt: new Date(Date.UTC(2018 + (i % 8), i % 12, 1 + (i % 28))).toISOString(),
      },
    ]);
    const mine = [{ field: 'uid', op: '==' as const, value: OWNER }];
    const all = await size(paths.notifications(F), mine);
    const unread = await size(paths.notifications(F), [...mine, { field: 'read', op: '==', value: false }]);
    const reads = await readsOf(
      '/app/settings/notifications',
      '/app/settings/notifications',
      <NotificationsPage />,
      () => screen.findByText(`50 notifications affichées sur ${n(all)}`, {}, { timeout: 30_000 }),
    );
    expect(screen.getByRole('heading', { name: `Vos notifications (${unread} non lues)` })).toBeInTheDocument();
    expect(reads.bySourceAndCollection.listen?.notifications).toBe(PAGE_SIZE + 1);
    // Besides: the latest emails the cabinet sent (a fixed number) and the preferences.
    expect(reads.total).toBeLessThanOrEqual(PAGE_SIZE + 1 + 20 + SCREEN_EXTRAS);

    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de notifications' }));
    await screen.findByText(`100 notifications affichées sur ${n(all)}`, {}, { timeout: 30_000 });
    expect(reads.bySourceAndCollection.listen?.notifications ?? 0).toBeLessThanOrEqual(PAGE_SIZE + 1);
  });

  it('the bell: the latest notifications and the unread count, live', async () => {
    await seedMany(120, (i) => [
      paths.notification(F, `y10-notification-${String(i).padStart(4, '0')}`),
      {
        uid: OWNER,
        kind: 'taskAssigned',
        title: `Tâche ancienne ${i + 1}`,
        body: '',
        link: '/app/teammates/board',
        read: i % 4 !== 0,
        createdAt: new Date(Date.UTC(2018 + (i % 8), i % 12, 1 + (i % 28))).toISOString(),
      },
    ]);
    const unread = await size(paths.notifications(F), [
      { field: 'uid', op: '==', value: OWNER },
      { field: 'read', op: '==', value: false },
    ]);
    const reads = await readsOf('/', '/', <NotificationsBell firmId={F} uid={OWNER} />, () =>
      screen.findByRole('button', { name: `Notifications, ${unread} non lues` }, { timeout: 30_000 }),
    );
    expect(reads.bySourceAndCollection.listen?.notifications).toBe(BELL_SHOWN);
    expect(reads.total).toBeLessThanOrEqual(BELL_SHOWN + SCREEN_EXTRAS);
    // A new one arrives: it shows, and the count is read again.
    await getDataStore().set(paths.notification(F, 'y10-notification-new'), {
      uid: OWNER,
      kind: 'taskAssigned',
      title: 'Toute nouvelle tâche',
      body: '',
      link: '/app/teammates/board',
      read: false,
      createdAt: new Date().toISOString(),
    });
    await screen.findByRole('button', { name: `Notifications, ${unread + 1} non lues` }, { timeout: 30_000 });
  });

  it('subscription: the plan requests a page at a time, newest first', async () => {
    await seedMany(70, (i) => [
      `${paths.subscriptionRequests(F)}/y10-request-${String(i).padStart(3, '0')}`,
      {
        fromPlan: 'Cabinet',
        toPlan: i % 2 ? 'Solo' : 'Cabinet+',
        requestedBy: OWNER,
        status: 'enregistrée',
        createdAt: new Date(Date.UTC(2017 + (i % 9), i % 12, 1 + (i % 28))).toISOString(),
      },
    ]);
    const all = await size(paths.subscriptionRequests(F));
    const reads = await readsOf('/app/settings/subscription', '/app/settings/subscription', <SubscriptionPage />, () =>
      screen.findByText(`50 demandes affichées sur ${n(all)}`, {}, { timeout: 30_000 }),
    );
    expect(reads.bySourceAndCollection.listen?.subscriptionRequests).toBe(PAGE_SIZE + 1);
    expect(reads.total).toBeLessThanOrEqual(PAGE_SIZE + 1 + SCREEN_EXTRAS);
    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de demandes de changement' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Demandes de changement de formule' })).getAllByRole('listitem'),
      ).toHaveLength(all),
    );
    expect(reads.bySourceAndCollection.listen?.subscriptionRequests ?? 0).toBeLessThanOrEqual(PAGE_SIZE + 1);
  });
});
