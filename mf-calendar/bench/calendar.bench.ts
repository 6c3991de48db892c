/**
 * `npm run bench:calendar`: prints (1) the month view's render time with 5,000 events, measured in
 * Chromium on the standalone page served by pretoire-serve (http://localhost:3005, `?bench=5000`
 * writes the events once), and (2) computeDeadline's throughput in Node. Figures only, no threshold.
 */
import { chromium } from 'playwright';
import { computeDeadline, type DeadlineInput } from '../src/features/deadlines/model/computeDeadline.ts';
import { LOCATIONS } from '../src/features/days/model/holidays.ts';

const BASE = process.env.CALENDAR_STANDALONE_URL ?? 'http://localhost:3005';
const COUNT = 5_000;

async function monthView(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // First visit: signs in the demo owner and writes the events (once per browser profile).
    const written = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('événements générés'),
      timeout: 300_000,
    });
    await page.goto(`${BASE}/app/calendar?bench=${COUNT}`);
    console.log((await written).text());
    const runs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = Date.now();
      await page.goto(`${BASE}/app/calendar?bench=${COUNT}&vue=dayGridMonth`);
      await page.locator('.fc-daygrid-event').first().waitFor({ timeout: 120_000 });
      runs.push(Date.now() - started);
    }
    const shown = await page.locator('.fc-daygrid-event').count();
    console.log(
      `Vue mois, ${COUNT} événements + démo : ${runs.map((ms) => `${ms} ms`).join(', ')} ` +
        `(navigation → premiers événements affichés ; ${shown} entrées dans le DOM : au plus 5 par jour, « + N autres » ouvre la journée)`,
    );
  } finally {
    await browser.close();
  }
}

function throughput(): void {
  const units = ['jours', 'mois', 'ans'] as const;
  const locations = LOCATIONS;
  const inputs: DeadlineInput[] = [];
  for (let i = 0; i < 20_000; i += 1) {
    const day = new Date(Date.UTC(2026, 0, 1) + (i % 730) * 86_400_000).toISOString().slice(0, 10);
    inputs.push({
      start: day,
      amount: 1 + (i % 30),
      unit: units[i % 3]!,
      direction: i % 5 === 0 ? 'before' : 'after',
      location: locations[i % locations.length]!,
      distance: i % 5 === 0 ? 'none' : (['none', 'outre-mer', 'etranger'] as const)[i % 3]!,
    });
  }
  for (const input of inputs.slice(0, 1_000)) computeDeadline(input); // warm-up
  const started = performance.now();
  for (const input of inputs) computeDeadline(input);
  const ms = performance.now() - started;
  console.log(
    `computeDeadline : ${inputs.length} calculs en ${ms.toFixed(0)} ms, ` +
      `${Math.round(inputs.length / (ms / 1000)).toLocaleString('fr-FR')} calculs/s`,
  );
}

throughput();
await monthView();
