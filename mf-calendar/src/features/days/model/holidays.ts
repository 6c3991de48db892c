/**
 * French public holidays (jours fériés) by place, computed from the texts. Pure, no time zone.
 *
 * - National list, C. trav. art. L3133-1: 1er janvier, lundi de Pâques, 1er mai, 8 mai,
 *   Ascension, lundi de Pentecôte, 14 juillet, Assomption, Toussaint, 11 novembre, Noël.
 *   Easter is computed (Gregorian computus), so the movable days follow it.
 * - Alsace-Moselle (Bas-Rhin, Haut-Rhin, Moselle), C. trav. art. L3134-13: Vendredi saint and
 *   26 décembre in addition.
 * - Overseas departments, C. trav. art. L3422-2 and décret n° 83-1003 du 23 novembre 1983:
 *   the commemoration of the abolition of slavery — Guadeloupe 27 mai, Martinique 22 mai,
 *   Guyane 10 juin, La Réunion 20 décembre, Mayotte 27 avril.
 *
 * `@socialgouv/jours-feries` gives the same national and Alsace-Moselle days (checked in the
 * tests over 1990–2100) but builds local-time `Date`s, so its day depends on the runtime's time
 * zone; this module works on ISO days and also covers the overseas days it lacks.
 */
import { addDays } from 'shared-ui/isoDay';

export const LOCATIONS = [
  'metropole',
  'alsace-moselle',
  'guadeloupe',
  'martinique',
  'guyane',
  'reunion',
  'mayotte',
] as const;
export type Location = (typeof LOCATIONS)[number];

export const LOCATION_LABELS: Record<Location, string> = {
  metropole: 'France métropolitaine',
  'alsace-moselle': 'Alsace-Moselle (Bas-Rhin, Haut-Rhin, Moselle)',
  guadeloupe: 'Guadeloupe',
  martinique: 'Martinique',
  guyane: 'Guyane',
  reunion: 'La Réunion',
  mayotte: 'Mayotte',
};

export type Holiday = { date: string; name: string; source: string };

const pad = (value: number) => String(value).padStart(2, '0');
const day = (year: number, month: number, dayOfMonth: number) => `${year}-${pad(month)}-${pad(dayOfMonth)}`;

/** Easter Sunday (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, dayOfMonth);
}

const L3133 = 'C. trav. art. L3133-1';
const L3134 = 'C. trav. art. L3134-13';
const L3422 = 'C. trav. art. L3422-2';

const ABOLITION: Partial<Record<Location, { month: number; day: number }>> = {
  guadeloupe: { month: 5, day: 27 },
  martinique: { month: 5, day: 22 },
  guyane: { month: 6, day: 10 },
  reunion: { month: 12, day: 20 },
  mayotte: { month: 4, day: 27 },
};

function computeHolidays(year: number, location: Location): Holiday[] {
  const easter = easterSunday(year);
  const list: Holiday[] = [
    { date: day(year, 1, 1), name: 'Jour de l’an', source: L3133 },
    { date: addDays(easter, 1), name: 'Lundi de Pâques', source: L3133 },
    { date: day(year, 5, 1), name: 'Fête du Travail', source: L3133 },
    { date: day(year, 5, 8), name: 'Victoire 1945', source: L3133 },
    { date: addDays(easter, 39), name: 'Ascension', source: L3133 },
    { date: addDays(easter, 50), name: 'Lundi de Pentecôte', source: L3133 },
    { date: day(year, 7, 14), name: 'Fête nationale', source: L3133 },
    { date: day(year, 8, 15), name: 'Assomption', source: L3133 },
    { date: day(year, 11, 1), name: 'Toussaint', source: L3133 },
    { date: day(year, 11, 11), name: 'Armistice 1918', source: L3133 },
    { date: day(year, 12, 25), name: 'Noël', source: L3133 },
  ];
  if (location === 'alsace-moselle') {
    list.push({ date: addDays(easter, -2), name: 'Vendredi saint', source: L3134 });
    list.push({ date: day(year, 12, 26), name: 'Saint-Étienne (26 décembre)', source: L3134 });
  }
  const abolition = ABOLITION[location];
  if (abolition)
    list.push({
      date: day(year, abolition.month, abolition.day),
      name: 'Commémoration de l’abolition de l’esclavage',
      source: `${L3422} et décret n° 83-1003 du 23 novembre 1983`,
    });
  return list.sort((x, y) => x.date.localeCompare(y.date));
}

const cache = new Map<string, { list: Holiday[]; byDate: Map<string, Holiday> }>();

function holidayTable(year: number, location: Location) {
  const key = `${year}|${location}`;
  let table = cache.get(key);
  if (!table) {
    const list = computeHolidays(year, location);
    const byDate = new Map<string, Holiday>();
    for (const holiday of list) {
      const same = byDate.get(holiday.date);
      // Two holidays can fall on one day (Ascension on 8 May 1997, 2008): one entry, both names.
      byDate.set(holiday.date, same ? { ...same, name: `${same.name} et ${holiday.name}` } : holiday);
    }
    table = { list, byDate };
    cache.set(key, table);
  }
  return table;
}

/** The public holidays of a year at a place, in date order (two may share a day). */
export function holidaysOf({ year, location }: { year: number; location: Location }): Holiday[] {
  return holidayTable(year, location).list;
}

/** The holiday falling on this day at this place, or null. */
export function holidayOn({ date, location }: { date: string; location: Location }): Holiday | null {
  return holidayTable(Number(date.slice(0, 4)), location).byDate.get(date) ?? null;
}
