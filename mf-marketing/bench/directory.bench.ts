/**
 * `npm run bench:directory`: 10,000 published profiles with availability — time to build the
 * rows (search keys, fair rank, next free slot) once, then time per keystroke for the filters a
 * visitor types (goal: ≤ 50 ms per keystroke). Prints figures; no pass/fail threshold.
 */
import { performance } from 'node:perf_hooks';
import { LANGUAGES, PRACTICE_AREAS } from 'shared-data/constants';
import type { Availability, PublicProfile } from 'shared-data';
import {
  buildRows,
  DEFAULT_FILTERS,
  type DirectoryFilters,
  filterRows,
} from '../src/features/directory/model/directory.ts';

const COUNT = Number(process.env.BENCH_PROFILES ?? 10_000);
const NOW = new Date();
const CITIES = [
  ['Lyon', '69002'],
  ['Villeurbanne', '69100'],
  ['Paris', '75008'],
  ['Marseille', '13006'],
  ['Toulouse', '31000'],
  ['Bordeaux', '33000'],
  ['Lille', '59000'],
  ['Nantes', '44000'],
  ['Strasbourg', '67000'],
  ['Saint-Étienne', '42000'],
] as const;
const NAMES = ['Durand', 'Martin', 'Bernard', 'Petit', 'Robert', 'Richard', 'Dubois', 'Moreau', 'Laurent', 'Garnier'];

const profiles: PublicProfile[] = [];
const availabilities: Availability[] = [];
for (let i = 0; i < COUNT; i += 1) {
  const uid = `bench-${i}`;
  const [city, postcode] = CITIES[i % CITIES.length]!;
  profiles.push({
    uid,
    firmId: uid,
    fullName: `${['Claire', 'Julien', 'Sophie', 'Marc', 'Inès'][i % 5]} ${NAMES[(i * 7) % NAMES.length]}-${i}`,
    title: 'Avocat',
    firmName: `Cabinet ${NAMES[i % NAMES.length]}`,
    barreau: `Barreau de ${city}`,
    city,
    postcode,
    address: '',
    practiceAreas: [PRACTICE_AREAS[i % PRACTICE_AREAS.length]!, PRACTICE_AREAS[(i * 3 + 1) % PRACTICE_AREAS.length]!],
    certifiedSpecialties: i % 9 === 0 ? [PRACTICE_AREAS[i % PRACTICE_AREAS.length]!] : [],
    languages: ['Français', LANGUAGES[1 + (i % (LANGUAGES.length - 1))]!],
    consultationTypes: i % 2 ? ['cabinet', 'visio'] : ['cabinet'],
    bio: '',
    phone: '',
    email: '',
    published: true,
    updatedAt: NOW.toISOString(),
  });
  availabilities.push({
    uid,
    firmId: uid,
    timezone: 'Europe/Paris',
    weekly: [1, 2, 3, 4, 5].flatMap((day) => [
      { day, start: '09:00', end: '12:30' },
      { day, start: '14:00', end: '18:00' },
    ]),
    slotMinutes: i % 2 ? 30 : 45,
    bufferMinutes: i % 3 ? 0 : 15,
    exceptions: [],
    updatedAt: NOW.toISOString(),
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let started = performance.now();
const rows = buildRows({ profiles, availabilities, taken: [], now: NOW });
const buildMs = performance.now() - started;

/** Each prefix of `text` typed into `field`, with the other filters set. */
function typing(field: keyof DirectoryFilters, text: string, base: Partial<DirectoryFilters> = {}) {
  const times: number[] = [];
  let matches = 0;
  for (let n = 1; n <= text.length; n += 1) {
    started = performance.now();
    matches = filterRows(rows, { ...DEFAULT_FILTERS, ...base, [field]: text.slice(0, n) }).rows.length;
    times.push(performance.now() - started);
  }
  return { times, matches };
}

// Warm up (JIT), then measure.
for (let i = 0; i < 3; i += 1) typing('nom', 'durand');
const scenarios = [
  ['nom « durand »', typing('nom', 'durand')],
  ['lieu « Saint-Étienne »', typing('lieu', 'Saint-Étienne')],
  ['lieu « 69002 » (et le département)', typing('lieu', '69002')],
  ['nom « claire » + domaine + langue', typing('nom', 'claire', { domaine: PRACTICE_AREAS[0], langue: 'Anglais' })],
  ['nom + « disponible cette semaine »', typing('nom', 'martin', { semaine: '1', type: 'visio' })],
] as const;

console.log(`Annuaire : ${COUNT.toLocaleString('fr-FR')} profils publiés`);
console.log(`  construction des lignes (clés, ordre du jour, prochain créneau) : ${ms(buildMs)}`);
let worst = 0;
for (const [label, { times, matches }] of scenarios) {
  worst = Math.max(worst, ...times);
  console.log(
    `  ${label.padEnd(40)} médiane ${ms(median(times)).padStart(8)}  max ${ms(Math.max(...times)).padStart(8)}  (${matches} résultats)`,
  );
}
console.log(
  `Pire frappe : ${ms(worst)} (objectif ≤ 50 ms par frappe) — ${worst <= 50 ? 'objectif tenu' : 'objectif dépassé'}`,
);
