/**
 * The scheduled work (every 15 minutes in production; by hand locally, `npm run functions:run`):
 * reminders of confirmed meetings the day before and two hours before (visitor and lawyer), of
 * hearings the day before (each lawyer attending), of procedural deadlines as each responsible
 * lawyer's notification settings ask, and a nudge for a booking request unanswered after 48 h.
 * Every reminder has its own key in the cabinet's outbox: however often the job runs, each is sent once.
 */
import type { CalendarEvent, Deadline } from 'shared-data/server';
import { paths } from 'shared-data/server';
import {
  bookingNudge,
  deadlineReminder,
  hearingReminder,
  meetingReminderLawyer,
  meetingReminderVisitor,
} from '../mail/templates.tsx';
import { type SendOutcome, type ServerDeps, sendOnce } from '../outbox.ts';
import { factsOf, verified } from './booking.ts';
import { caseReference, memberEmail, notificationSettingsUrl, preferencesOf } from './people.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The longest advance a member may ask for a deadline reminder (the settings screen's bound). */
const MAX_DEADLINE_DAYS = 60;

/** `YYYY-MM-DD` of an instant in Paris. */
const parisDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export type ReminderRun = { key: string; outcome: SendOutcome }[];

export async function runReminders(deps: ServerDeps): Promise<ReminderRun> {
  const now = deps.now();
  const sent: ReminderRun = [];
  const send = async (
    firmId: string,
    key: string,
    kind: string,
    about: string,
    build: Parameters<typeof sendOnce>[1]['build'],
  ) => sent.push({ key, outcome: await sendOnce(deps, { firmId, key, kind, about, build }) });

  // Meetings and hearings of the next 24 hours, every cabinet.
  const events = await deps.db
    .collectionGroup('events')
    .where('start', '>', now.toISOString())
    .where('start', '<=', new Date(now.getTime() + DAY).toISOString())
    .get();
  for (const doc of events.docs) {
    const firmId = doc.ref.parent.parent?.id;
    const event = doc.data() as CalendarEvent;
    if (!firmId) continue;
    const soon = Date.parse(event.start) - now.getTime() <= 2 * HOUR;
    if (event.kind === 'rendez-vous' && event.status === 'confirmé' && event.bookingRequestId) {
      const found = await verified(deps, event.bookingRequestId);
      if (!found || found.request.firmId !== firmId || found.request.status !== 'confirmé') continue;
      const facts = { ...factsOf(found.request, found.profile), start: event.start, soon };
      const stage = soon ? '2h' : 'veille';
      await send(firmId, `reminder-${stage}-${doc.id}-visiteur`, `meeting-reminder-${stage}`, doc.id, async () => ({
        to: found.request.email,
        ...(await meetingReminderVisitor(facts)),
      }));
      for (const uid of event.attendeeUids) {
        const to = await memberEmail(deps, firmId, uid);
        if (to)
          await send(firmId, `reminder-${stage}-${doc.id}-${uid}`, `meeting-reminder-${stage}`, doc.id, async () => ({
            to,
            unsubscribeUrl: notificationSettingsUrl(deps),
            ...(await meetingReminderLawyer({ ...facts, appUrl: deps.appUrl })),
          }));
      }
    }
    if (event.kind === 'audience') {
      const reference = await caseReference(deps, firmId, event.caseId);
      for (const uid of event.attendeeUids) {
        const to = await memberEmail(deps, firmId, uid);
        if (to)
          await send(firmId, `hearing-${doc.id}-${uid}`, 'hearing-reminder', doc.id, async () => ({
            to,
            unsubscribeUrl: notificationSettingsUrl(deps),
            ...(await hearingReminder({
              start: event.start,
              jurisdiction: event.jurisdiction ?? '',
              caseReference: reference,
              appUrl: deps.appUrl,
            })),
          }));
      }
    }
  }

  // Deadlines not done, due within the longest advance anyone may ask: each responsible lawyer's own.
  const today = parisDate(now);
  const deadlines = await deps.db
    .collectionGroup('deadlines')
    .where('done', '==', false)
    .where('dueDate', '>=', today)
    .where('dueDate', '<=', addDays(today, MAX_DEADLINE_DAYS))
    .get();
  for (const doc of deadlines.docs) {
    const firmId = doc.ref.parent.parent?.id;
    const deadline = doc.data() as Deadline;
    if (!firmId || !deadline.assigneeUid) continue;
    const preferences = await preferencesOf(deps, firmId, deadline.assigneeUid);
    if (!preferences.deadlineDue.email || deadline.dueDate > addDays(today, preferences.deadlineDue.days)) continue;
    const to = await memberEmail(deps, firmId, deadline.assigneeUid);
    if (!to) continue;
    const reference = await caseReference(deps, firmId, deadline.caseId);
    await send(
      firmId,
      `deadline-${doc.id}-${deadline.assigneeUid}-${deadline.dueDate}`,
      'deadline-reminder',
      doc.id,
      async () => ({
        to,
        unsubscribeUrl: notificationSettingsUrl(deps),
        ...(await deadlineReminder({
          dueDate: deadline.dueDate,
          title: deadline.title,
          caseReference: reference,
          appUrl: deps.appUrl,
        })),
      }),
    );
  }

  // Booking requests unanswered for 48 hours: one nudge to the lawyer.
  const pending = await deps.db
    .collection(paths.bookingRequests())
    .where('status', '==', 'à confirmer')
    .where('createdAt', '<=', new Date(now.getTime() - 2 * DAY).toISOString())
    .get();
  for (const doc of pending.docs) {
    const found = await verified(deps, doc.id);
    if (!found || found.request.status !== 'à confirmer') continue;
    const { request, profile } = found;
    const to = await memberEmail(deps, request.firmId, request.proUid);
    if (!to || !(await preferencesOf(deps, request.firmId, request.proUid)).bookingRequest.email) continue;
    await send(request.firmId, `booking-nudge-${doc.id}`, 'booking-nudge', doc.id, async () => ({
      to,
      unsubscribeUrl: notificationSettingsUrl(deps),
      ...(await bookingNudge({ ...factsOf(request, profile), appUrl: deps.appUrl })),
    }));
  }
  return sent;
}
