import type { Availability, PublicProfile } from 'shared-data';
// Not in shared-ui's entries (only this test needs them): the module itself.
import { readUrlFilters, writeUrlFilters } from '../../../../../shared-ui/src/urlFiltersModel.ts';
import {
  buildRows,
  DEFAULT_FILTERS,
  type DirectoryFilters,
  filterRows,
  profileHref,
  upcomingSlots,
  weekOf,
} from './directory.ts';
import { dailyRank } from './fairOrder.ts';

// Monday 23 November 2026, 08:00 in Paris.
const NOW = '2026-11-23T07:00:00.000Z';

const profile = (uid: string, overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  uid,
  firmId: uid,
  fullName: `Maître ${uid}`,
  title: 'Avocat',
  firmName: `Cabinet ${uid}`,
  barreau: 'Barreau de Lyon',
  city: 'Lyon',
  postcode: '69002',
  address: '',
  practiceAreas: ['Droit de la famille'],
  certifiedSpecialties: [],
  languages: ['Français'],
  consultationTypes: ['cabinet'],
  bio: '',
  phone: '',
  email: '',
  published: true,
  updatedAt: NOW,
  ...overrides,
});

const availability = (uid: string, overrides: Partial<Availability> = {}): Availability => ({
  uid,
  firmId: uid,
  timezone: 'Europe/Paris',
  weekly: [{ day: 1, start: '14:00', end: '15:00' }],
  slotMinutes: 30,
  bufferMinutes: 0,
  exceptions: [],
  updatedAt: NOW,
  ...overrides,
});

const filters = (patch: Partial<DirectoryFilters>): DirectoryFilters => ({ ...DEFAULT_FILTERS, ...patch });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('directory rows and filters', () => {
  const profiles = [
    profile('a'),
    profile('b', {
      languages: ['Français', 'Arabe'],
      consultationTypes: ['visio'],
      city: 'Villeurbanne',
      postcode: '69100',
    }),
    profile('c', {
      practiceAreas: ['Droit pénal'],
      certifiedSpecialties: ['Droit pénal'],
      city: 'Paris',
      postcode: '75008',
    }),
    profile('hidden', { published: false }),
  ];
  const rows = buildRows({
    profiles,
    availabilities: [availability('a'), availability('b', { weekly: [{ day: 1, start: '09:00', end: '09:30' }] })],
    taken: [{ proUid: 'a', start: '2026-11-23T13:00:00.000Z' }],
    now: NOW,
  });

  it('keeps only published profiles, in the fair order of the day', () => {
    expect(ids(rows).sort()).toEqual(['a', 'b', 'c']);
    const ranks = rows.map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(rows[0]!.rank).toBe(Math.min(...['a', 'b', 'c'].map((id) => dailyRank({ id, day: '2026-11-23' }))));
  });

  it('computes the next free slot with the shared slot module (taken slots removed)', () => {
    const a = rows.find((r) => r.id === 'a')!;
    expect(a.nextSlot?.start).toBe('2026-11-23T13:30:00.000Z'); // 14:00 is taken → 14:30
    expect(a.availableThisWeek).toBe(true);
    // 09:00 today is inside the two-hour notice: next Monday.
    const b = rows.find((r) => r.id === 'b')!;
    expect(b.nextSlot?.date).toBe('2026-11-30');
    expect(b.availableThisWeek).toBe(false);
    expect(rows.find((r) => r.id === 'c')!.nextSlot).toBeNull();
    expect(weekOf(NOW)).toEqual({ today: '2026-11-23', weekEnd: '2026-11-29' });
  });

  it('lists the profile page’s free slots day by day, taken slots removed', () => {
    const a = rows.find((r) => r.id === 'a')!;
    const days = upcomingSlots({ row: a, now: NOW, days: 14 });
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-30']);
    expect(days[0]!.slots.map((s) => s.time)).toEqual(['14:30']);
    expect(days[1]!.slots.map((s) => s.time)).toEqual(['14:00', '14:30']);
    expect(upcomingSlots({ row: rows.find((r) => r.id === 'c')!, now: NOW })).toEqual([]);
  });

  it('filters by area (certified included), language, type, availability and name', () => {
    expect(ids(filterRows(rows, filters({ domaine: 'Droit pénal' })).rows)).toEqual(['c']);
    expect(ids(filterRows(rows, filters({ langue: 'Arabe' })).rows)).toEqual(['b']);
    expect(ids(filterRows(rows, filters({ type: 'visio' })).rows)).toEqual(['b']);
    expect(ids(filterRows(rows, filters({ semaine: '1' })).rows)).toEqual(['a']);
    expect(ids(filterRows(rows, filters({ nom: 'pénal paris' })).rows)).toEqual(['c']);
  });

  it('puts the exact postcode first, then nearby ones of the same département', () => {
    const result = filterRows(rows, filters({ lieu: '69100' }));
    expect(ids(result.rows)).toEqual(['b', 'a']);
    expect(result.nearby).toBe(1);
  });

  it('reads and writes the filters in the URL (defaults left out)', () => {
    const params = writeUrlFilters(new URLSearchParams('autre=1'), DEFAULT_FILTERS, {
      domaine: 'Droit pénal',
      lieu: '',
      semaine: '1',
    });
    expect(params.toString()).toBe('autre=1&domaine=Droit+p%C3%A9nal&semaine=1');
    expect(readUrlFilters(params, DEFAULT_FILTERS)).toEqual(filters({ domaine: 'Droit pénal', semaine: '1' }));
  });

  it('opens a profile page with the filters kept (Back returns to the same results)', () => {
    expect(profileHref({ params: 'lieu=69002&langue=Anglais', id: 'demo-pro-05' })).toBe(
      '/search?lieu=69002&langue=Anglais&profil=demo-pro-05',
    );
    expect(profileHref({ params: '', id: 'a b' })).toBe('/search?profil=a+b');
  });
});
