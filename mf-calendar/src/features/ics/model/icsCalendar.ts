/**
 * iCalendar (RFC 5545) export of agenda events. Pure: events in, text out.
 *
 * - Times are written as Paris wall-clock times with `TZID=Europe/Paris` and the zone's
 *   VTIMEZONE (last Sunday of March 02:00 → CEST, last Sunday of October 03:00 → CET), so an
 *   event at 09:00 stays at 09:00 on both sides of a daylight-saving change in every client.
 * - UIDs are stable (`{eventId}@{firmId}.pretoire.fr`): importing the file twice updates the
 *   events instead of duplicating them; DTSTAMP is the event's creation instant.
 * - Text is escaped (\\ ; , newline), lines are CRLF-terminated and folded at 75 octets without
 *   splitting a UTF-8 character.
 *
 * - Délais are all-day events (`DTSTART;VALUE=DATE`, the day after as DTEND), transparent (they
 *   take no time), with two reminders while open: the day before at 09:00 and a week before at
 *   09:00 (triggers relative to the start of the day: -PT15H, -P6DT15H). Their UIDs
 *   (`deadline-{id}@…`) never meet an event's.
 *
 * Written here rather than with the `ics` package: that package writes floating or UTC times
 * only (no TZID / VTIMEZONE) and brings a validation library the export does not need.
 */
import { escapeIcsText, foldLine } from 'shared-data/ics';
import { deadlineAgendaTitle } from './deadlineTitle.ts';
import { addDays } from 'shared-ui';
import { formatDayLong } from '../../days/model/dayFormat.ts';
import { parisParts } from '../../days/model/parisTime.ts';

export type IcsEvent = {
  id: string;
  kind: 'audience' | 'rendez-vous' | 'autre';
  title: string;
  start: string;
  end: string;
  location: string;
  status: 'confirmé' | 'à confirmer' | 'annulé';
  createdAt: string;
  jurisdiction?: string | undefined;
  chamber?: string | undefined;
  hearingType?: string | undefined;
  rgNumber?: string | undefined;
  /** Dossier reference and title, e.g. `2026-0004 — Bail commercial Lambert`. */
  caseLabel?: string | undefined;
  /** Teammates' names. */
  attendees?: string[] | undefined;
  /** A video meeting's link (https, checked before). */
  visioUrl?: string | undefined;
};

export type IcsDeadline = {
  id: string;
  title: string;
  /** The last day, `2026-12-16`. */
  dueDate: string;
  done: boolean;
  createdAt: string;
  doneAt?: string | null | undefined;
  /** Dossier reference, `2026-0038` (in the summary), and its label (in the description). */
  caseReference?: string | undefined;
  caseLabel?: string | undefined;
  /** The responsible teammate's name. */
  assignee?: string | undefined;
  /** How it was computed (CPC art. 640-644), one step a line. */
  computation?: string | undefined;
};

/** Reminders of an open délai: the day before at 09:00, a week before at 09:00. */
const DEADLINE_ALARMS = [
  { trigger: '-PT15H', when: 'demain' },
  { trigger: '-P6DT15H', when: 'dans une semaine' },
] as const;

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'X-LIC-LOCATION:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const KIND_LABEL = { audience: 'Audience', 'rendez-vous': 'Rendez-vous', autre: 'Autre' } as const;
const STATUS = { confirmé: 'CONFIRMED', 'à confirmer': 'TENTATIVE', annulé: 'CANCELLED' } as const;

const basicUtc = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const basicParis = (instant: string) => {
  const { date, time } = parisParts(instant);
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
};

const basicDay = (day: string) => day.replace(/-/g, '');

export function eventUid({ id, firmId }: { id: string; firmId: string }): string {
  return `${id}@${firmId}.pretoire.fr`;
}

export function deadlineUid({ id, firmId }: { id: string; firmId: string }): string {
  return `deadline-${id}@${firmId}.pretoire.fr`;
}

function describe(event: IcsEvent): string {
  const lines = [
    event.caseLabel ? `Dossier : ${event.caseLabel}` : '',
    event.jurisdiction ? `Juridiction : ${event.jurisdiction}` : '',
    event.chamber ? `Chambre : ${event.chamber}` : '',
    event.hearingType ? `Type : ${event.hearingType}` : '',
    event.rgNumber ? `N° RG : ${event.rgNumber}` : '',
    event.attendees?.length ? `Participants : ${event.attendees.join(', ')}` : '',
    event.visioUrl ? `Visioconférence : ${event.visioUrl}` : '',
  ];
  return lines.filter(Boolean).join('\n');
}

function vevent(event: IcsEvent, firmId: string): string[] {
  const description = describe(event);
  return [
    'BEGIN:VEVENT',
    `UID:${eventUid({ id: event.id, firmId })}`,
    `DTSTAMP:${basicUtc(event.createdAt)}`,
    `DTSTART;TZID=Europe/Paris:${basicParis(event.start)}`,
    `DTEND;TZID=Europe/Paris:${basicParis(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    // An audience without an address is at least located at its juridiction.
    ...(event.location || event.jurisdiction
      ? [`LOCATION:${escapeIcsText(event.location || event.jurisdiction || '')}`]
      : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    `CATEGORIES:${escapeIcsText(KIND_LABEL[event.kind])}`,
    `STATUS:${STATUS[event.status]}`,
    'END:VEVENT',
  ];
}

function deadlineVevent(deadline: IcsDeadline, firmId: string): string[] {
  const description = [
    deadline.caseLabel ? `Dossier : ${deadline.caseLabel}` : '',
    deadline.assignee ? `Responsable : ${deadline.assignee}` : '',
    deadline.computation ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  const named = deadline.caseReference ? `${deadline.title} (${deadline.caseReference})` : deadline.title;
  const alarms = deadline.done
    ? []
    : DEADLINE_ALARMS.flatMap((alarm) => [
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeIcsText(`${named} : échéance ${alarm.when}, ${formatDayLong(deadline.dueDate)}.`)}`,
        `TRIGGER:${alarm.trigger}`,
        'END:VALARM',
      ]);
  return [
    'BEGIN:VEVENT',
    `UID:${deadlineUid({ id: deadline.id, firmId })}`,
    `DTSTAMP:${basicUtc(deadline.doneAt || deadline.createdAt)}`,
    `DTSTART;VALUE=DATE:${basicDay(deadline.dueDate)}`,
    `DTEND;VALUE=DATE:${basicDay(addDays(deadline.dueDate, 1))}`,
    `SUMMARY:${escapeIcsText(deadlineAgendaTitle(deadline))}`,
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    'CATEGORIES:Délai',
    'TRANSP:TRANSPARENT',
    ...alarms,
    'END:VEVENT',
  ];
}

/**
 * One VCALENDAR with every event given (the whole agenda, a filtered view, or one event) and the
 * délais given (all-day, with reminders).
 */
export function buildIcs({
  events,
  deadlines = [],
  firmId,
  name,
}: {
  events: readonly IcsEvent[];
  deadlines?: readonly IcsDeadline[];
  firmId: string;
  name: string;
}) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Prétoire//Agenda du cabinet//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    ...VTIMEZONE,
    ...events.flatMap((event) => vevent(event, firmId)),
    ...deadlines.flatMap((deadline) => deadlineVevent(deadline, firmId)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A safe file name: `agenda-cabinet-2026-11-23.ics`. */
export function icsFileName(label: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${slug || 'agenda'}.ics`;
}
