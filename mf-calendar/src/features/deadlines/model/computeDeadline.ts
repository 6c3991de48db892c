/**
 * Procedural délais under the Code de procédure civile, as ONE pure function.
 *
 * - art. 640-641: the day of the act, event or notification that starts the délai is not
 *   counted; a délai in months (or years) ends on the day of the last month with the same
 *   number as the starting day, or on that month's last day; months first, then days.
 * - art. 642: it ends on its last day at 24 h; a délai ending on a Saturday, Sunday or public
 *   holiday is extended to the next working day.
 * - art. 643-644: + 1 month for a party living overseas when the court sits in metropolitan
 *   France (and, for a court sitting overseas, for a party who does not live in that
 *   collectivity), + 2 months for a party living abroad.
 * - Countdown délais ("15 jours avant l'audience"): counted back from the day before the event
 *   (the event's day is not counted); the act must be done at the latest on the day before those
 *   N days. Art. 642 never moves a countdown (Cass. 3e civ., avis, 6 nov. 2025, n° 25-70.018;
 *   Com. 14 mars 2018, n° 16-26.996): the previous working day is only given as a hint.
 */
import { DataError } from 'shared-data';
import { LOCATION_LABELS, LOCATIONS, type Location, holidayOn } from '../../days/model/holidays.ts';
import { addDays, addMonths, isIsoDay, isoWeekday } from 'shared-ui/isoDay';
import { formatDayLong } from '../../days/model/dayFormat.ts';

export type DeadlineUnit = 'jours' | 'mois' | 'ans';
export type DeadlineDirection = 'after' | 'before';
export type DeadlineDistance = 'none' | 'outre-mer' | 'etranger';

export type DeadlineInput = {
  /** The act, event or notification (after), or the event counted back from (before). */
  start: string;
  amount: number;
  unit: DeadlineUnit;
  direction: DeadlineDirection;
  /** Where the court sits: whose public holidays apply. */
  location: Location;
  /** Where the party lives, relative to the court (CPC art. 643-644). */
  distance: DeadlineDistance;
};

export type DeadlineResult = { end: string; explanation: string[] };

export const DEADLINE_UNITS: readonly DeadlineUnit[] = ['jours', 'mois', 'ans'];
export const DEADLINE_DISTANCES: readonly DeadlineDistance[] = ['none', 'outre-mer', 'etranger'];
export const DEADLINE_LIMITS: Record<DeadlineUnit, number> = { jours: 3650, mois: 120, ans: 30 };

export const DEADLINE_MESSAGES = {
  start: 'Indiquez une date de départ valide (jj/mm/aaaa).',
  startRange: 'La date de départ doit être comprise entre 1950 et 2150.',
  amount: 'Indiquez une durée entière d’au moins 1.',
  amountMax: (unit: DeadlineUnit) => `Durée trop longue : ${DEADLINE_LIMITS[unit]} ${unit} au maximum.`,
  unit: 'Choisissez une unité : jours, mois ou ans.',
  direction: 'Choisissez le sens du délai : après ou avant l’événement.',
  location: 'Choisissez le lieu de la juridiction.',
  distance: 'Choisissez où demeure la partie.',
  countdownDistance:
    'Le délai de distance (art. 643 et 644 CPC) ne s’applique pas à un délai à rebours : choisissez « aucun ».',
} as const;

export type DeadlineField = keyof DeadlineInput;

/** The first problem of an input, with the field it belongs to; null when computable. */
export function deadlineInputProblem(input: DeadlineInput): { field: DeadlineField; message: string } | null {
  if (typeof input.start !== 'string' || !isIsoDay(input.start))
    return { field: 'start', message: DEADLINE_MESSAGES.start };
  const year = Number(input.start.slice(0, 4));
  if (year < 1950 || year > 2150) return { field: 'start', message: DEADLINE_MESSAGES.startRange };
  if (!DEADLINE_UNITS.includes(input.unit)) return { field: 'unit', message: DEADLINE_MESSAGES.unit };
  if (!Number.isInteger(input.amount) || input.amount < 1)
    return { field: 'amount', message: DEADLINE_MESSAGES.amount };
  if (input.amount > DEADLINE_LIMITS[input.unit])
    return { field: 'amount', message: DEADLINE_MESSAGES.amountMax(input.unit) };
  if (input.direction !== 'after' && input.direction !== 'before')
    return { field: 'direction', message: DEADLINE_MESSAGES.direction };
  if (!LOCATIONS.includes(input.location)) return { field: 'location', message: DEADLINE_MESSAGES.location };
  if (!DEADLINE_DISTANCES.includes(input.distance)) return { field: 'distance', message: DEADLINE_MESSAGES.distance };
  if (input.direction === 'before' && input.distance !== 'none')
    return { field: 'distance', message: DEADLINE_MESSAGES.countdownDistance };
  return null;
}

/** Why a day is not a working day (Saturday, Sunday or a public holiday at that place), or null. */
export function nonWorkingReason({ date, location }: { date: string; location: Location }): string | null {
  const weekday = isoWeekday(date);
  const holiday = holidayOn({ date, location });
  if (holiday) {
    const also = weekday === 6 ? ', un samedi' : weekday === 7 ? ', un dimanche' : '';
    return `jour férié (${holiday.name}, ${holiday.source})${also}`;
  }
  if (weekday === 6) return 'samedi';
  if (weekday === 7) return 'dimanche';
  return null;
}

const plural = (amount: number, unit: DeadlineUnit) =>
  unit === 'mois'
    ? `${amount} mois`
    : unit === 'ans'
      ? `${amount} ${amount > 1 ? 'ans' : 'an'}`
      : `${amount} ${amount > 1 ? 'jours' : 'jour'}`;

function extensionMonths(input: DeadlineInput): { months: number; line: string } | null {
  if (input.distance === 'none') return null;
  const overseasCourt = input.location !== 'metropole' && input.location !== 'alsace-moselle';
  if (input.distance === 'etranger')
    return {
      months: 2,
      line: `Délai de distance : + 2 mois, la partie demeure à l’étranger (CPC art. ${overseasCourt ? '644' : '643, 2°'}).`,
    };
  return {
    months: 1,
    line: overseasCourt
      ? `Délai de distance : + 1 mois, la partie ne demeure pas dans la collectivité où siège la juridiction (${LOCATION_LABELS[input.location]}) (CPC art. 644).`
      : 'Délai de distance : + 1 mois, la partie demeure outre-mer et la juridiction siège en France métropolitaine (CPC art. 643, 1°).',
  };
}

function computeAfter(input: DeadlineInput): DeadlineResult {
  const explanation: string[] = [];
  explanation.push(
    `Point de départ : ${formatDayLong(input.start)} (acte, événement ou notification) ; ce jour ne compte pas (CPC art. 641, al. 1).`,
  );
  const extension = extensionMonths(input);
  const extra = extension?.months ?? 0;
  let raw: string;
  if (input.unit === 'jours') {
    const afterMonths = addMonths(input.start, extra);
    raw = addDays(afterMonths, input.amount);
    explanation.push(`Délai de ${plural(input.amount, 'jours')} : chaque jour qui suit le point de départ compte.`);
    if (extension)
      explanation.push(
        extension.line,
        `Les mois sont décomptés d’abord, puis les jours (CPC art. 641, al. 2) : ${formatDayLong(afterMonths)}, puis + ${plural(input.amount, 'jours')}.`,
      );
  } else {
    const months = input.unit === 'ans' ? input.amount * 12 : input.amount;
    raw = addMonths(input.start, months + extra);
    explanation.push(
      `Délai de ${plural(input.amount, input.unit)} : il expire le jour du dernier mois qui porte le même quantième que le jour de départ, ou à défaut le dernier jour du mois (CPC art. 641, al. 1).`,
    );
    if (extension) explanation.push(extension.line);
  }
  explanation.push(`Échéance brute : ${formatDayLong(raw)} à 24 h (CPC art. 642, al. 1).`);
  let end = raw;
  for (let reason = nonWorkingReason({ date: end, location: input.location }); reason; ) {
    const next = addDays(end, 1);
    explanation.push(
      `Le ${formatDayLong(end)} n’est pas un jour ouvrable (${reason}) : report au ${formatDayLong(next)} (CPC art. 642, al. 2).`,
    );
    end = next;
    reason = nonWorkingReason({ date: end, location: input.location });
  }
  explanation.push(`Le délai expire le ${formatDayLong(end)} à 24 h.`);
  return { end, explanation };
}

function previousWorkingDay(day: string, location: Location): string {
  let current = day;
  while (nonWorkingReason({ date: current, location })) current = addDays(current, -1);
  return current;
}

function computeBefore(input: DeadlineInput): DeadlineResult {
  const explanation: string[] = [];
  const eventDay = input.start;
  const dayBefore = addDays(eventDay, -1);
  explanation.push(
    `Délai à rebours : compté à partir de la veille de l’événement du ${formatDayLong(eventDay)}, dont le jour ne compte pas (CPC art. 641).`,
  );
  const firstDay =
    input.unit === 'jours'
      ? addDays(eventDay, -input.amount)
      : addMonths(eventDay, -(input.unit === 'ans' ? input.amount * 12 : input.amount));
  if (input.unit !== 'jours')
    explanation.push(
      `Délai de ${plural(input.amount, input.unit)} compté en arrière : même quantième que le jour de l’événement, ou à défaut le dernier jour du mois (CPC art. 641, al. 1).`,
    );
  explanation.push(
    `Les ${plural(input.amount, input.unit)} précédant l’événement vont du ${formatDayLong(firstDay)} au ${formatDayLong(dayBefore)} ; l’acte doit être accompli au plus tard la veille de cette période.`,
  );
  const end = addDays(firstDay, -1);
  explanation.push(
    'Pas de report : l’article 642 CPC ne s’applique pas à un délai à rebours (Cass. 3e civ., avis, 6 nov. 2025, n° 25-70.018 ; Com. 14 mars 2018, n° 16-26.996).',
  );
  const reason = nonWorkingReason({ date: end, location: input.location });
  if (reason) {
    const practical = previousWorkingDay(end, input.location);
    explanation.push(
      `Conseil pratique : le ${formatDayLong(end)} n’est pas un jour ouvrable (${reason}) ; pour agir un jour ouvrable, accomplissez l’acte au plus tard le ${formatDayLong(practical)}.`,
    );
  }
  explanation.push(`L’acte doit être accompli au plus tard le ${formatDayLong(end)} à 24 h.`);
  return { end, explanation };
}

/** Computes a délai's last day and explains each step in French. Throws DataError on bad input. */
export function computeDeadline(input: DeadlineInput): DeadlineResult {
  const problem = deadlineInputProblem(input);
  if (problem) throw new DataError('invalid-argument', problem.message);
  return input.direction === 'after' ? computeAfter(input) : computeBefore(input);
}
