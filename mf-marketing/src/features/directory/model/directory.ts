/**
 * The directory as a list: rows are built once when the data arrives (search keys, fair rank of
 * the day, next free slot), then filtered in memory on each keystroke — 10,000 profiles stay
 * well under 50 ms (bench/directory.bench.ts).
 */
import type { Availability, BookingSlot, ConsultationType, PublicProfile } from 'shared-data';
import { computeFreeSlots, type FreeSlot, localParts, nextFreeSlot } from 'shared-data/slots';
import { addDays, isoWeekday, matchesWords, queryWords, searchKey } from 'shared-ui/public';
import { dailyRank } from './fairOrder.ts';
import { describeExpertise, type Expertise } from './deontology.ts';
import { departementOf, type LocationQuery, locationTier, parseLocation } from './location.ts';

export const PARIS = 'Europe/Paris';

export type DirectoryFilters = {
  /** Practice area (the onboarding list). */
  domaine: string;
  langue: string;
  /** City, postcode or département. */
  lieu: string;
  /** Consultation type: cabinet, visio, téléphone. */
  type: string;
  /** "1": available this week. */
  semaine: string;
  /** Name of the professional or of the cabinet. */
  nom: string;
};

/** `/search?profil=ID`: the professional's public page, the directory's filters kept alongside. */
export const PROFILE_PARAM = 'profil';

/** The address of a profile page from the directory's current search params (filters kept). */
export function profileHref({ params, id }: { params: URLSearchParams | string; id: string }): string {
  const next = new URLSearchParams(params);
  next.set(PROFILE_PARAM, id);
  return `/search?${next}`;
}

export const DEFAULT_FILTERS: DirectoryFilters = { domaine: '', langue: '', lieu: '', type: '', semaine: '', nom: '' };

export const CONSULTATION_LABELS: Record<ConsultationType, string> = {
  cabinet: 'Au cabinet',
  visio: 'En visio',
  téléphone: 'Par téléphone',
};

export function isConsultationType(value: string): value is ConsultationType {
  return value === 'cabinet' || value === 'visio' || value === 'téléphone';
}

export type DirectoryRow = {
  id: string;
  profile: PublicProfile;
  expertise: Expertise;
  /** Name, cabinet, city, areas: what the name filter searches. */
  key: string;
  areas: ReadonlySet<string>;
  languages: ReadonlySet<string>;
  place: { cityKey: string; postcode: string; departement: string };
  /** What the profile page computes its free slots from (null: no availability published). */
  availability: Availability | null;
  taken: readonly { start: string }[];
  nextSlot: FreeSlot | null;
  availableThisWeek: boolean;
  /** Today's fair rank (lower first). */
  rank: number;
};

/** Today (`YYYY-MM-DD`) and the Sunday that ends this week, in Paris. */
export function weekOf(now: Date | string | number): { today: string; weekEnd: string } {
  const today = localParts({ instant: new Date(now).getTime(), timeZone: PARIS }).date;
  return { today, weekEnd: addDays(today, 7 - isoWeekday(today)) };
}

export type BuildRowsInput = {
  profiles: readonly PublicProfile[];
  availabilities: readonly Availability[];
  taken: readonly Pick<BookingSlot, 'proUid' | 'start'>[];
  now: Date | string | number;
};

export function buildRows({ profiles, availabilities, taken, now }: BuildRowsInput): DirectoryRow[] {
  const { today, weekEnd } = weekOf(now);
  const availabilityOf = new Map(availabilities.map((a) => [a.uid, a]));
  const takenOf = new Map<string, { start: string }[]>();
  for (const slot of taken) {
    const list = takenOf.get(slot.proUid) ?? [];
    list.push(slot);
    takenOf.set(slot.proUid, list);
  }
  const rows: DirectoryRow[] = [];
  for (const profile of profiles) {
    if (!profile.published) continue;
    const availability = availabilityOf.get(profile.uid);
    const nextSlot = availability
      ? nextFreeSlot({
          availability,
          busy: availability.busy ?? [],
          taken: takenOf.get(profile.uid) ?? [],
          from: today,
          days: 21,
          now,
        })
      : null;
    rows.push({
      id: profile.uid,
      profile,
      expertise: describeExpertise(profile),
      key: searchKey(
        [
          profile.fullName,
          profile.firmName,
          profile.city,
          ...profile.practiceAreas,
          ...profile.certifiedSpecialties,
        ].join(' '),
      ),
      areas: new Set([...profile.practiceAreas, ...profile.certifiedSpecialties]),
      languages: new Set(profile.languages),
      place: {
        cityKey: searchKey(profile.city),
        postcode: profile.postcode,
        departement: departementOf(profile.postcode),
      },
      availability: availability ?? null,
      taken: takenOf.get(profile.uid) ?? [],
      nextSlot,
      availableThisWeek: !!nextSlot && nextSlot.date <= weekEnd,
      rank: dailyRank({ id: profile.uid, day: today }),
    });
  }
  return rows.sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : 1));
}

export type FilterResult = {
  /** Exact matches first, then nearby ones (same département), each in the day's fair order. */
  rows: DirectoryRow[];
  /** How many of `rows` are only nearby (postcode search). */
  nearby: number;
};

/** Filters rows already in fair order; one pass, no sort (the order of `rows` is kept). */
export function filterRows(rows: readonly DirectoryRow[], filters: DirectoryFilters): FilterResult {
  const words = queryWords(filters.nom);
  const location: LocationQuery = parseLocation(filters.lieu);
  const type = isConsultationType(filters.type) ? filters.type : null;
  const exact: DirectoryRow[] = [];
  const near: DirectoryRow[] = [];
  for (const row of rows) {
    if (filters.domaine && !row.areas.has(filters.domaine)) continue;
    if (filters.langue && !row.languages.has(filters.langue)) continue;
    if (type && !row.profile.consultationTypes.includes(type)) continue;
    if (filters.semaine === '1' && !row.availableThisWeek) continue;
    if (words.length && !matchesWords(row.key, words)) continue;
    const tier = locationTier(location, row.place);
    if (tier === 0) exact.push(row);
    else if (tier === 1) near.push(row);
  }
  return { rows: exact.concat(near), nearby: near.length };
}

/** The free slots of the coming `days` days (all consultation types), grouped by local day. */
export function upcomingSlots({
  row,
  now,
  days = 14,
}: {
  row: Pick<DirectoryRow, 'availability' | 'taken'>;
  now: Date | string | number;
  days?: number;
}): { date: string; slots: FreeSlot[] }[] {
  if (!row.availability) return [];
  const slots = computeFreeSlots({
    availability: row.availability,
    busy: row.availability.busy ?? [],
    taken: row.taken,
    from: weekOf(now).today,
    days,
    now,
  });
  const byDay = new Map<string, FreeSlot[]>();
  for (const slot of slots) {
    const list = byDay.get(slot.date) ?? [];
    list.push(slot);
    byDay.set(slot.date, list);
  }
  return [...byDay].map(([date, list]) => ({ date, slots: list }));
}

/** Which filters are set, to suggest widening the search when nothing matches. */
export function activeFilterNames(filters: DirectoryFilters): (keyof DirectoryFilters)[] {
  return (Object.keys(DEFAULT_FILTERS) as (keyof DirectoryFilters)[]).filter((key) => filters[key] !== '');
}
