/**
 * Bench of the free-slot computation shared by the booking page and the availability preview
 * (shared-data `computeFreeSlots`): 90 days of availability with 2,000 existing events.
 * Run: `npm run bench:slots` (prints figures; goal ≤ 20 ms per computation).
 */
import { computeFreeSlots, type SlotRules } from '../../shared-data/src/slots.ts';

const GOAL_MS = 20;
const DAYS = 90;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000);
const RUNS = 50;

const weekdays = [1, 2, 3, 4, 5];
const availability: SlotRules = {
  weekly: weekdays.flatMap((day) => [
    { day, start: '09:00', end: '12:30' },
    { day, start: '14:00', end: '18:30' },
  ]),
  slotMinutes: 30,
  bufferMinutes: 15,
  exceptions: [
    { date: '2026-12-25', closed: true },
    { date: '2026-12-26', closed: false, start: '09:00', end: '12:00' },
  ],
  timezone: 'Europe/Paris',
  minNoticeMinutes: 120,
  horizonDays: DAYS,
} as SlotRules;

// Deterministic events over the 90 days (1 hour each, business hours, a few overlapping).
const now = Date.parse('2026-11-23T08:00:00.000Z');
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const busy = Array.from({ length: EVENTS }, () => {
  const day = Math.floor(random() * DAYS);
  const minutes = 8 * 60 + Math.floor(random() * 10 * 4) * 15;
  const start = now + day * 86_400_000 + minutes * 60_000 - 8 * 3_600_000;
  return { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() };
});
const taken = busy.slice(0, 200).map((event) => ({ start: event.start }));

const run = () => computeFreeSlots({ availability, busy, taken, now, days: DAYS });
const warm = run();
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  run();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)]!;
const p95 = times[Math.floor(RUNS * 0.95)]!;
console.log(
  `Créneaux : ${DAYS} jours de disponibilités, ${EVENTS} événements existants, ${taken.length} créneaux pris`,
);
console.log(`${warm.length} créneaux libres calculés`);
console.log(`Temps par calcul : médiane ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (objectif ≤ ${GOAL_MS} ms)`);
console.log(median <= GOAL_MS ? 'Objectif atteint.' : 'Objectif NON atteint.');
