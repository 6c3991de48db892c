/**
 * What every part of the demo data draws from: a seeded random generator, French names and
 * streets, and the demo's clock (dates placed around the day of seeding). No imports: the public
 * directory's stand-in (demo/directory.ts, read by public.ts) stays small.
 */
import type { DocData } from '../port.ts';

export type DemoDocument = [path: string, data: DocData];

/** mulberry32: small, fast, deterministic. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const FIRST_NAMES_F = [
  'Camille',
  'Manon',
  'Léa',
  'Chloé',
  'Inès',
  'Sarah',
  'Julie',
  'Émilie',
  'Anne',
  'Nathalie',
  'Isabelle',
  'Hélène',
  'Amélie',
  'Margaux',
  'Aïcha',
  'Fatima',
];
export const FIRST_NAMES_M = [
  'Thomas',
  'Nicolas',
  'Antoine',
  'Pierre',
  'Hugo',
  'Lucas',
  'Mathieu',
  'Olivier',
  'Laurent',
  'Karim',
  'Mehdi',
  'François',
  'Philippe',
  'Yann',
  'Bruno',
  'Éric',
];
export const LAST_NAMES = [
  'Petit',
  'Robert',
  'Richard',
  'Dubois',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Lefebvre',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guerin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
];
export const STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'rue Victor Hugo',
  'boulevard des Belges',
  'rue Mercière',
  'quai Saint-Antoine',
  'rue Garibaldi',
  'cours Lafayette',
  'place Bellecour',
  'rue Paul Bert',
];

/** The demo's calendar around `now`: `localDay(offset)` a local date, `at(offset, hour)` an instant. */
export function demoClock(now: Date) {
  const localDay = (offset: number) => {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  };
  const at = (offset: number, hour: number, minute = 0) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, hour, minute).toISOString();
  /** When the demo's records were created. */
  const created = at(-400, 9);
  return { localDay, at, created };
}
