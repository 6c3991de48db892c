/**
 * Weekly availability form (pure): opening ranges per day, slot length, buffer, minimum notice,
 * horizon, exceptions and consultation types. Stored in `availability/{uid}`; the preview and the
 * public booking page compute slots from it with shared-data's `computeFreeSlots`.
 */
import { availabilitySchema, computeFreeSlots, type Availability, type ConsultationType } from 'shared-data';
import { isIsoDay } from 'shared-ui';
import { z } from 'zod';

export const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export const CONSULTATION_TYPES: readonly { value: ConsultationType; label: string }[] = [
  { value: 'cabinet', label: 'Au cabinet' },
  { value: 'visio', label: 'En visio' },
  { value: 'téléphone', label: 'Par téléphone' },
];

export const AVAILABILITY_MESSAGES = {
  time: 'Heure invalide (format HH:MM, ex. 09:00).',
  order: 'L’heure de fin doit être après l’heure de début.',
  overlap: (day: string, other: string) => `Cette plage chevauche une autre plage du ${day} (${other}).`,
  /** One message per range, naming its day: five faulty days are five different messages. */
  divide: ({ day, range, slot, rest }: { day: string; range: string; slot: string; rest: string }) =>
    `${day} : la plage ${range} n’est pas un multiple de la durée d’un créneau (${slot}) : il reste ${rest}. Ajustez la plage ou la durée.`,
  slot: 'Durée d’un créneau : un nombre entier de minutes entre 5 et 480.',
  bufferNegative: 'La marge entre rendez-vous ne peut pas être négative.',
  buffer: 'Marge entre rendez-vous : un nombre entier de minutes entre 0 et 240.',
  notice: 'Préavis minimum : un nombre entier d’heures entre 0 et 720.',
  horizon: 'Horizon : un nombre entier de jours entre 1 et 365.',
  date: 'Date invalide.',
  exceptionHours: 'Pour une ouverture exceptionnelle, indiquez l’heure de début et de fin.',
  types: 'Proposez au moins un type de consultation.',
} as const;

const timeRe = /^([01]\d|2[0-3]):[0-5]\d$/;
const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const intText = /^-?\d+$/;

export type RangeValues = { day: number; start: string; end: string };
export type ExceptionValues = { date: string; closed: boolean; start: string; end: string };
export type AvailabilityFormValues = {
  weekly: RangeValues[];
  slotMinutes: string;
  bufferMinutes: string;
  minNoticeHours: string;
  horizonDays: string;
  exceptions: ExceptionValues[];
  types: ConsultationType[];
};

function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${String(m).padStart(2, '0')}` : ''}` : `${m} min`;
}

export const availabilityFormSchema = z
  .object({
    weekly: z.array(z.object({ day: z.number().int().min(1).max(7), start: z.string(), end: z.string() })),
    slotMinutes: z.string(),
    bufferMinutes: z.string(),
    minNoticeHours: z.string(),
    horizonDays: z.string(),
    exceptions: z.array(z.object({ date: z.string(), closed: z.boolean(), start: z.string(), end: z.string() })),
    types: z.array(z.enum(['cabinet', 'visio', 'téléphone'])),
  })
  .superRefine((values, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const slot = intText.test(values.slotMinutes.trim()) ? Number(values.slotMinutes) : Number.NaN;
    const slotOk = Number.isInteger(slot) && slot >= 5 && slot <= 480;
    if (!slotOk) issue(['slotMinutes'], AVAILABILITY_MESSAGES.slot);
    const buffer = values.bufferMinutes.trim();
    if (intText.test(buffer) && Number(buffer) < 0) issue(['bufferMinutes'], AVAILABILITY_MESSAGES.bufferNegative);
    else if (!intText.test(buffer) || Number(buffer) > 240) issue(['bufferMinutes'], AVAILABILITY_MESSAGES.buffer);
    const notice = values.minNoticeHours.trim();
    if (!/^\d+$/.test(notice) || Number(notice) > 720) issue(['minNoticeHours'], AVAILABILITY_MESSAGES.notice);
    const horizon = values.horizonDays.trim();
    if (!/^\d+$/.test(horizon) || Number(horizon) < 1 || Number(horizon) > 365)
      issue(['horizonDays'], AVAILABILITY_MESSAGES.horizon);
    if (values.types.length === 0) issue(['types'], AVAILABILITY_MESSAGES.types);

    const valid: { index: number; day: number; from: number; to: number; label: string }[] = [];
    for (const [index, range] of values.weekly.entries()) {
      if (!timeRe.test(range.start)) {
        issue(['weekly', index, 'start'], AVAILABILITY_MESSAGES.time);
        continue;
      }
      if (!timeRe.test(range.end)) {
        issue(['weekly', index, 'end'], AVAILABILITY_MESSAGES.time);
        continue;
      }
      const from = toMinutes(range.start);
      const to = toMinutes(range.end);
      if (to <= from) {
        issue(['weekly', index, 'end'], AVAILABILITY_MESSAGES.order);
        continue;
      }
      const label = `${range.start}–${range.end}`;
      const other = valid.find((r) => r.day === range.day && r.from < to && from < r.to);
      if (other) {
        issue(['weekly', index, 'start'], AVAILABILITY_MESSAGES.overlap(DAYS[range.day - 1]!, other.label));
        continue;
      }
      if (slotOk && (to - from) % slot !== 0) {
        const dayName = DAYS[range.day - 1]!;
        issue(
          ['weekly', index, 'end'],
          AVAILABILITY_MESSAGES.divide({
            day: dayName.charAt(0).toUpperCase() + dayName.slice(1),
            range: label,
            slot: durationLabel(slot),
            rest: durationLabel((to - from) % slot),
          }),
        );
      }
      valid.push({ index, day: range.day, from, to, label });
    }
    for (const [index, exception] of values.exceptions.entries()) {
      if (!isIsoDay(exception.date)) issue(['exceptions', index, 'date'], AVAILABILITY_MESSAGES.date);
      if (exception.closed) continue;
      if (!timeRe.test(exception.start) || !timeRe.test(exception.end)) {
        issue(['exceptions', index, 'start'], AVAILABILITY_MESSAGES.exceptionHours);
        continue;
      }
      if (toMinutes(exception.end) <= toMinutes(exception.start))
        issue(['exceptions', index, 'end'], AVAILABILITY_MESSAGES.order);
    }
  });

export const DEFAULT_AVAILABILITY: AvailabilityFormValues = {
  weekly: [1, 2, 3, 4, 5].flatMap((day) => [
    { day, start: '09:00', end: '12:00' },
    { day, start: '14:00', end: '18:00' },
  ]),
  slotMinutes: '30',
  bufferMinutes: '0',
  minNoticeHours: '2',
  horizonDays: '60',
  exceptions: [],
  types: ['cabinet', 'visio', 'téléphone'],
};

export function toAvailabilityForm(stored: Availability | null): AvailabilityFormValues {
  if (!stored) return DEFAULT_AVAILABILITY;
  const types = new Set<ConsultationType>();
  for (const r of stored.weekly)
    for (const t of r.types ?? ['cabinet', 'visio', 'téléphone']) types.add(t as ConsultationType);
  return {
    weekly: [...stored.weekly]
      .sort((a, b) => a.day - b.day || a.start.localeCompare(b.start))
      .map((r) => ({ day: r.day, start: r.start, end: r.end })),
    slotMinutes: String(stored.slotMinutes),
    bufferMinutes: String(stored.bufferMinutes),
    minNoticeHours: String(Math.round((stored.minNoticeMinutes ?? 120) / 60)),
    horizonDays: String(stored.horizonDays ?? 60),
    exceptions: stored.exceptions.map((e) => ({
      date: e.date,
      closed: e.closed,
      start: e.start ?? '',
      end: e.end ?? '',
    })),
    types: types.size > 0 ? CONSULTATION_TYPES.map((t) => t.value).filter((t) => types.has(t)) : ['cabinet'],
  };
}

/** The rules part of `availability/{uid}` (the caller adds uid, firmId, updatedAt; `busy` is kept as stored). */
export function toAvailabilityRules(values: AvailabilityFormValues) {
  const allTypes = values.types.length === CONSULTATION_TYPES.length;
  return {
    timezone: 'Europe/Paris',
    weekly: values.weekly.map((r) => ({
      day: r.day,
      start: r.start,
      end: r.end,
      ...(allTypes ? {} : { types: [...values.types] }),
    })),
    slotMinutes: Number(values.slotMinutes),
    bufferMinutes: Math.max(0, Number(values.bufferMinutes)),
    minNoticeMinutes: Number(values.minNoticeHours) * 60,
    horizonDays: Number(values.horizonDays),
    exceptions: values.exceptions.map((e) =>
      e.closed ? { date: e.date, closed: true } : { date: e.date, closed: false, start: e.start, end: e.end },
    ),
  };
}

/** `availability/{uid}` as stored, when it is valid (else the form opens with the defaults). */
export function storedAvailability(stored: unknown): Availability | null {
  if (!stored) return null;
  const parsed = availabilitySchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * What the preview deducts from the free slots: the user's agenda events (a cancelled one frees its
 * time) and the busy times stored with the availability.
 */
export function previewBusy(
  events: readonly { start: string; end: string; status?: string }[],
  stored: readonly { start: string; end: string }[] | undefined,
): { start: string; end: string }[] {
  return [
    ...events.filter((event) => event.status !== 'annulé').map((event) => ({ start: event.start, end: event.end })),
    ...(stored ?? []),
  ];
}

/**
 * The next free slots the booking page would offer with the form's values as they stand (shared-data
 * `computeFreeSlots`, the same computation); null while the form has errors.
 */
export function previewSlots(input: {
  values: AvailabilityFormValues;
  busy: readonly { start: string; end: string }[];
  taken: readonly { start: string }[];
  now: Date;
  limit: number;
}): ReturnType<typeof computeFreeSlots> | null {
  const parsed = availabilityFormSchema.safeParse(input.values);
  if (!parsed.success) return null;
  const rules = toAvailabilityRules(parsed.data);
  return computeFreeSlots({
    availability: rules,
    busy: input.busy,
    taken: input.taken,
    now: input.now,
    days: rules.horizonDays,
    limit: input.limit,
  });
}
