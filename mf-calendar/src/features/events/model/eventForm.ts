/**
 * The event form (audience, rendez-vous, autre): zod schema with French messages, empty values,
 * and the mapping to and from the stored record (UTC instants; the form shows Paris time).
 */
import { boundedText, type CalendarEvent } from 'shared-data';
import { z } from 'zod';
import { MAX_EVENT_DAYS } from './agendaRange.ts';
import { parisParts, parisToInstant } from '../../days/model/parisTime.ts';
import { EVENT_KINDS, type EventKind } from './eventKinds.ts';

export const HEARING_TYPES = [
  'Plaidoiries',
  'Mise en état',
  'Référé',
  'Conciliation',
  'Orientation',
  'Jugement (délibéré)',
  'Expertise',
  'Autre',
] as const;
export const EVENT_STATUS_LABELS: Record<CalendarEvent['status'], string> = {
  confirmé: 'Confirmé',
  'à confirmer': 'À confirmer',
  annulé: 'Annulé',
};

export const EVENT_MESSAGES = {
  title: 'Indiquez un intitulé.',
  date: 'Indiquez une date valide (jj/mm/aaaa).',
  time: 'Indiquez une heure au format hh:mm (24 h).',
  endBeforeStart: 'La fin doit être après le début.',
  tooLong: 'Un événement ne peut pas durer plus de 31 jours.',
  jurisdiction: 'Indiquez la juridiction de l’audience.',
  attendees: 'Choisissez au moins un membre du cabinet.',
} as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.date);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_MESSAGES.time);

export const eventFormSchema = z
  .object({
    kind: z.enum(EVENT_KINDS),
    title: boundedText('title').min(1, EVENT_MESSAGES.title),
    startDate: day,
    startTime: time,
    endDate: day,
    endTime: time,
    caseId: z.string(),
    attendeeUids: z.array(z.string()).min(1, EVENT_MESSAGES.attendees),
    location: boundedText('address'),
    jurisdiction: boundedText('title'),
    chamber: boundedText('short'),
    hearingType: boundedText('short'),
    rgNumber: boundedText('identifier'),
    status: z.enum(['confirmé', 'à confirmer', 'annulé']),
  })
  .superRefine((values, ctx) => {
    if (values.kind === 'audience' && !values.jurisdiction)
      ctx.addIssue({ code: 'custom', path: ['jurisdiction'], message: EVENT_MESSAGES.jurisdiction });
    const start = `${values.startDate}T${values.startTime}`;
    const end = `${values.endDate}T${values.endTime}`;
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(end)) {
      if (end <= start) ctx.addIssue({ code: 'custom', path: ['endTime'], message: EVENT_MESSAGES.endBeforeStart });
      else if (Date.parse(`${end}Z`) - Date.parse(`${start}Z`) > MAX_EVENT_DAYS * 86_400_000)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: EVENT_MESSAGES.tooLong });
    }
  });

export type EventFormValues = z.infer<typeof eventFormSchema>;

/** Field order, for focusing the first error. */
export const EVENT_FIELD_ORDER: (keyof EventFormValues)[] = [
  'kind',
  'title',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'jurisdiction',
  'attendeeUids',
];

export function emptyEventValues({
  kind = 'rendez-vous',
  date,
  uid,
  caseId = '',
}: {
  kind?: EventKind;
  date: string;
  uid: string;
  caseId?: string;
}): EventFormValues {
  return {
    kind,
    title: '',
    startDate: date,
    startTime: '09:00',
    endDate: date,
    endTime: '10:00',
    caseId,
    attendeeUids: uid ? [uid] : [],
    location: '',
    jurisdiction: '',
    chamber: '',
    hearingType: kind === 'audience' ? 'Plaidoiries' : '',
    rgNumber: '',
    status: 'confirmé',
  };
}

/** Prefills from a selected range (mouse selection in the agenda), as instants. */
export function valuesFromRange(base: EventFormValues, range: { start: string; end: string }): EventFormValues {
  const start = parisParts(range.start);
  const end = parisParts(range.end);
  return { ...base, startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

export function eventToValues(event: CalendarEvent): EventFormValues {
  const start = parisParts(event.start);
  const end = parisParts(event.end);
  return {
    kind: event.kind,
    title: event.title,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    caseId: event.caseId ?? '',
    attendeeUids: [...event.attendeeUids],
    location: event.location,
    jurisdiction: event.jurisdiction ?? '',
    chamber: event.chamber ?? '',
    hearingType: event.hearingType ?? '',
    rgNumber: event.rgNumber ?? '',
    status: event.status,
  };
}

/** What a dossier gives a new audience: its juridiction and RG (numéro de rôle). */
export type CaseCourt = { jurisdiction: string; rgNumber: string };
const COURT_FIELDS = ['jurisdiction', 'rgNumber'] as const;

/**
 * An audience's juridiction and RG taken from its dossier: only a field that is empty, or that
 * still holds what a dossier filled in earlier (`filled`), changes — never what the user typed.
 * Choosing another dossier (or none) thus replaces (or clears) what the previous one brought.
 * Returns the fields to change.
 */
export function courtFromCase({
  values,
  court,
  filled,
}: {
  values: CaseCourt;
  court: CaseCourt | null;
  filled: Partial<CaseCourt>;
}): Partial<CaseCourt> {
  const changes: Partial<CaseCourt> = {};
  for (const field of COURT_FIELDS) {
    const current = values[field];
    const next = court?.[field].trim() ?? '';
    const ours = current.trim() === '' || current === filled[field];
    if (ours && next !== current) changes[field] = next;
  }
  return changes;
}

/** The stored fields of an event (without createdAt / bookingRequestId, kept by the caller). */
export function valuesToEvent(values: EventFormValues): Omit<CalendarEvent, 'createdAt' | 'bookingRequestId'> {
  const audience = values.kind === 'audience';
  const record: Omit<CalendarEvent, 'createdAt' | 'bookingRequestId'> = {
    kind: values.kind,
    title: values.title.trim(),
    start: parisToInstant({ date: values.startDate, time: values.startTime }),
    end: parisToInstant({ date: values.endDate, time: values.endTime }),
    caseId: values.caseId || null,
    attendeeUids: [...new Set(values.attendeeUids)],
    location: values.location.trim(),
    status: values.status,
  };
  if (audience) {
    record.jurisdiction = values.jurisdiction.trim();
    record.chamber = values.chamber.trim();
    record.hearingType = values.hearingType.trim();
    record.rgNumber = values.rgNumber.trim();
  }
  return record;
}
