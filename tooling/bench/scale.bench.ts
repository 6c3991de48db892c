/**
 * `npm run bench:scale` (after a build set on Firestore, as production is:
 * `PRETOIRE_DATA_BACKEND=firestore npx pretoire-compose`): what each work route costs at 1× (the demo
 * cabinet) and with ten years of Cabinet Durand loaded (shared-data/src/demo/tenYears.ts), against
 * the goals below. Per route, on a full load signed in as the demo owner: the documents the data
 * port read for the page until it is idle (readCounter.ts: the counter installed in every page before its
 * scripts, `globalThis.__pretoireReads`, which the adapters fill), the time to the
 * first meaningful content (the route's h1, nothing in <main> `aria-busy`), the JS heap after idle
 * (CDP, after a garbage collection); and the typical interactions where the page offers them
 * (filter a list, next page, open a dossier, next month in the agenda, the year's FEC): documents
 * read, the main thread's work from the gesture until idle — CPU time of its tasks, their time on
 * the clock and the longest (mainThreadTrace.ts) — next to a control (settling with no gesture).
 * On Firestore, per size, what the emulator alone takes to answer the lists' first queries
 * (`firestoreAnswerMs`): the floor under their first content, whatever the page does.
 * Figures, not a test: nothing is asserted.
 *
 * Its first line says which backend the served build uses (jsBytes.ts: whether the Firestore SDK
 * loaded). On Firestore the ten-year cabinet is written into the emulator shared with `npm start`
 * (next to the demo, ids `y10-…`) and removed at the end (`--garder` keeps it); on the IndexedDB
 * build it is written into the benchmark browser's own database.
 *
 * Options: `--echelle=0.1` (a smaller cabinet), `--routes=/app/cases,/app/billing`, `--garder`,
 * `--reprendre` (measure the ten years an earlier `--garder` left in the emulator, without writing
 * them again: 150,000 documents take minutes; the 1× pass is skipped, the demo not being alone),
 * `--profil` (each interaction's main-thread work split by kind — script, microtasks, style,
 * layout, GC — and a CPU profile of it: whose code, by source file and function through the
 * build's source maps, and its `.cpuprofile` for DevTools in the system's temporary folder; the
 * figures then carry the sampling's own cost, some 10–30 %).
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type CDPSession, chromium, devices, type Page, type Request } from 'playwright-core';
import { concretePath, needsSignIn, ROUTES } from '../../e2e/routes.ts';
import { buildDemoData } from '../../shared-data/src/demo.ts';
import { DEMO_IDS } from '../../shared-data/src/demoIds.ts';
import { paths } from '../../shared-data/src/paths.ts';
import { readCounterScript } from '../../shared-data/src/readCounter.ts';
import { SHELL_URL } from '../src/apps.ts';
import { DEMO, FIRESTORE_EMULATOR_HOST, firestoreAnswerMs } from '../src/emulator.ts';
import { profileCpu } from '../src/playwright/cpuProfile.ts';
import { measureJs } from '../src/playwright/jsBytes.ts';
import { type MainThreadWork, traceMainThread } from '../src/playwright/mainThreadTrace.ts';
import { ensureServers } from '../src/servers.ts';
import {
  loadTenYearsIntoBrowser,
  loadTenYearsIntoFirestore,
  removeTenYearsFromFirestore,
  tenYearsInFirestore,
} from '../src/tenYearCabinet.ts';

/** The goals: a screen reads a page, not the cabinet's history; a lawyer waits no more than this. */
const GOALS = { documents: 200, firstContentMs: 1_000, interactionMs: 100, fecMs: 5_000 };
const FIRST_CONTENT_TIMEOUT_MS = 90_000;
const IDLE_TIMEOUT_MS = 90_000;
/** Idle: no request (but Firestore's listen and write channels), no new document, nothing busy, for this long. */
const QUIET_MS = 1_000;
/** How often the bench asks the page whether it is idle: at first, and at most while it stays busy. */
const POLL_MS = 100;
const MAX_POLL_MS = 1_000;
const FILTER_TEXT = 'dubois';

/** A REST structured query on one of the demo cabinet's collections, newest first. */
const newest = (collectionId: string, field: string, limit: number, where?: object) => ({
  structuredQuery: {
    from: [{ collectionId }],
    ...(where ? { where } : {}),
    orderBy: [{ field: { fieldPath: field }, direction: 'DESCENDING' }],
    limit,
  },
});
/**
 * What the emulator alone takes to answer queries the lists ask first (the fields and pages of
 * /app/cases and /app/billing): the floor under their first content, whatever the page does.
 */
const EMULATOR_QUERIES = [
  { label: '50 derniers dossiers', method: 'runQuery', body: newest('cases', 'openedAt', 50) },
  {
    label: `« ${FILTER_TEXT} » dans les dossiers`,
    method: 'runQuery',
    body: newest('cases', 'openedAt', 50, {
      fieldFilter: { field: { fieldPath: 'searchTokens' }, op: 'ARRAY_CONTAINS', value: { stringValue: FILTER_TEXT } },
    }),
  },
  { label: '25 dernières factures', method: 'runQuery', body: newest('invoices', 'issueDate', 25) },
  {
    label: 'nombre de factures',
    method: 'runAggregationQuery',
    body: {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'invoices' }] },
        aggregations: [{ alias: 'n', count: {} }],
      },
    },
  },
] as const;

const option = (name: string) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}`))
    ?.split('=')[1] ?? (process.argv.includes(`--${name}`) ? '' : undefined);
const scale = Number(option('echelle') ?? 1);
const reuse = option('reprendre') !== undefined;
const keep = option('garder') !== undefined;
const onlyRoutes = option('routes')?.split(',').filter(Boolean);
const profiles = option('profil') !== undefined ? join(os.tmpdir(), 'pretoire-profils') : null;
if (profiles) mkdirSync(profiles, { recursive: true });

const fr = (value: number, digits = 0) =>
  value.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (value: number | null) => (value === null ? '—' : `${fr(value)} ms`);
const seconds = (value: number) => `${fr(value / 1000, 1)} s`;
const mb = (bytes: number | null) => (bytes === null ? '—' : `${fr(bytes / 1_048_576, 1)} Mo`);
const mark = (value: number | null, goal: number) => (value === null ? '  ' : value <= goal ? '✓ ' : '✗ ');

// ---------------------------------------------------------------------------------------------
// In the page: strings, tsx would otherwise inject helpers the page does not have.

const READS = `(() => {
  const reads = globalThis.__pretoireReads;
  return reads ? { total: reads.total, byCollection: { ...reads.byCollection } } : { total: 0, byCollection: {} };
})()`;
const RESET_READS = 'globalThis.__pretoireReads && globalThis.__pretoireReads.reset()';
const BUSY = `!!document.querySelector('main [aria-busy="true"], main .pt-parcel-loading')`;
/**
 * [performance.now(), the path shown] once the page (past the session's hand-over page,
 * /app/loader) shows its h1 with nothing in <main> busy; false before.
 */
const FIRST_CONTENT = `(() => {
  const heading = document.querySelector('main h1');
  const ready = location.pathname !== '/app/loader' && heading && heading.textContent.trim() &&
    !document.querySelector('main [aria-busy="true"], main .pt-parcel-loading');
  return ready ? [performance.now(), location.pathname] : false;
})()`;

/** When (ms from the navigation) the page sent its first request to the Firestore emulator; null if none. */
const firstDataRequest = (page: Page) =>
  page
    .evaluate((host) => {
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).host === host)
        .map((entry) => entry.startTime);
      return starts.length > 0 ? Math.min(...starts) : null;
    }, FIRESTORE_EMULATOR_HOST)
    .catch(() => null);

/**
 * The first truthy value of `expression`, checked at every frame in the page. Not
 * page.waitForFunction: its polling evaluates strings with eval, which the app's CSP refuses.
 * A document replaced meanwhile (a full navigation) is waited in again.
 */
async function waitInPage<T>(page: Page, expression: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`Rien après ${seconds(timeoutMs)}.`);
    try {
      const value = await page.evaluate(`new Promise((resolve) => {
        const started = performance.now();
        const check = () => {
          const value = ${expression};
          if (value) resolve(value);
          else if (performance.now() - started > ${left}) resolve(null);
          else requestAnimationFrame(check);
        };
        check();
      })`);
      if (value) return value as T;
    } catch {
      // The document changed under the check: check the new one.
      await page.waitForTimeout(20);
    }
  }
}

type Reads = { total: number; byCollection: Record<string, number> };

/** Requests in flight, but Firestore's long-lived channels (always pending while a listener is open). */
function trackRequests(page: Page) {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const longLived = (request: Request) =>
    /google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/.test(request.url());
  page.on('request', (request) => {
    if (longLived(request)) return;
    pending.add(request);
    lastChange = Date.now();
  });
  const ended = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { busy: () => pending.size > 0, lastChange: () => lastChange };
}
type Requests = ReturnType<typeof trackRequests>;

/** Waits until the page is idle; false after the timeout. */
async function settle(page: Page, requests: Requests, timeoutMs = IDLE_TIMEOUT_MS): Promise<boolean> {
  const started = Date.now();
  let reads = -1;
  let stableSince = Date.now();
  let pause = POLL_MS;
  for (;;) {
    // Asking the page is the bench's own work on its main thread (~1 ms), counted with the gesture's:
    // not while a request is in flight, and less and less often while the page says it is busy
    // (the emulator can take seconds to answer a query at ten years).
    let state: { reads: number; busy: boolean } | null = null;
    if (!requests.busy()) {
      try {
        state = (await page.evaluate(`({ reads: ${READS}.total, busy: ${BUSY} })`)) as { reads: number; busy: boolean };
      } catch {
        // Navigating: not idle.
      }
    }
    const now = Date.now();
    const waiting = !state || state.busy;
    if (waiting || state?.reads !== reads) stableSince = now;
    pause = waiting && state?.reads === reads ? Math.min(pause * 2, MAX_POLL_MS) : POLL_MS;
    if (state) reads = state.reads;
    if (now - Math.max(stableSince, requests.lastChange()) >= QUIET_MS) return true;
    if (now - started > timeoutMs) return false;
    await page.waitForTimeout(pause);
  }
}

const readsOf = async (page: Page) => (await page.evaluate(READS)) as Reads;
async function heapAfterGc(cdp: CDPSession): Promise<number | null> {
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  } catch {
    return null;
  }
}
const topCollections = (reads: Reads, count = 3) =>
  Object.entries(reads.byCollection)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => `${name} ${fr(n)}`)
    .join(', ');

// ---------------------------------------------------------------------------------------------

type RouteResult = {
  path: string;
  documents: number;
  firstContentMs: number | null;
  /** When the page sent its first request to Firestore (its own work until then; the backend's after). */
  dataRequestMs: number | null;
  heapBytes: number | null;
  top: string;
};
type InteractionResult = {
  path: string;
  name: string;
  documents: number | null;
  /** The page's main thread from the gesture until idle (mainThreadTrace.ts). */
  work: MainThreadWork | null;
  wallMs: number | null;
  note?: string;
};

/** One interaction: reads and main-thread time from the action until the page is idle again. */
async function interaction(
  page: Page,
  cdp: CDPSession,
  requests: Requests,
  path: string,
  name: string,
  act: () => Promise<void>,
  done?: () => Promise<unknown>,
): Promise<InteractionResult> {
  try {
    await page.evaluate(RESET_READS);
    // The profiler first: its start (~100 ms of the page's thread) is not the gesture's work.
    const profile = profiles ? await profileCpu(cdp) : null;
    const trace = await traceMainThread(cdp, { detailed: profiles !== null });
    const started = Date.now();
    await act();
    await done?.();
    const wallMs = Date.now() - started;
    const idle = await settle(page, requests);
    const work = await trace.stop();
    if (profile) {
      const file = join(profiles!, `${`${path}-${name}`.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
      const { totalMs, bySource, byFunction } = await profile.stop(file);
      const list = (rows: { name: string; ms: number }[]) => rows.map((row) => `${ms(row.ms)} ${row.name}`).join(' · ');
      console.log(
        `\n  Profil ${path} « ${name} » : ${ms(work.cpuMs)} de fil principal (${file})\n    par événement de la trace : ${list(work.byEvent)}\n    profil (${ms(totalMs)}) par source : ${list(bySource)}\n    par fonction : ${list(byFunction)}`,
      );
    }
    const reads = await readsOf(page);
    const note = [idle ? '' : 'pas au repos', topCollections(reads, 2)].filter(Boolean).join(' ; ');
    return { path, name, documents: reads.total, work, wallMs, note };
  } catch (error) {
    return {
      path,
      name,
      documents: null,
      work: null,
      wallMs: null,
      note: `échec : ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
    };
  }
}

const notOffered = (path: string, name: string): InteractionResult => ({
  path,
  name,
  documents: null,
  work: null,
  wallMs: null,
  note: 'non proposé par la page',
});

/** The typical interactions the page at `path` offers, measured one after the other. */
async function interactions(
  page: Page,
  cdp: CDPSession,
  requests: Requests,
  path: string,
): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];
  const main = page.locator('main');
  const search = main.locator('input[type="search"]').first();
  if (
    [
      '/app/cases',
      '/app/clients',
      '/app/billing',
      '/app/accounting',
      '/app/research',
      '/app/calendar/deadlines',
    ].includes(path)
  ) {
    results.push(
      (await search.count())
        ? await interaction(page, cdp, requests, path, `filtrer « ${FILTER_TEXT} »`, () => search.fill(FILTER_TEXT))
        : notOffered(path, 'filtrer'),
    );
    const next = main
      .getByRole('button', { name: /page suivante|afficher plus|voir plus|charger plus|suivants/i })
      .or(main.getByRole('link', { name: /page suivante|afficher plus|voir plus|charger plus|suivants/i }))
      .first();
    if (await search.count()) await search.fill('');
    await settle(page, requests);
    // Found before the measure: Playwright's role query walks the page's accessibility tree on the
    // page's own main thread (8–15 ms in a profile at ten years) — the bench's work, not the gesture's.
    const target = (await next.count()) ? await next.elementHandle() : null;
    results.push(
      target
        ? await interaction(page, cdp, requests, path, 'page suivante', () => target.click())
        : notOffered(path, 'page suivante'),
    );
  }
  if (path === '/app/cases') {
    const link = main.locator('table a[href^="/app/cases/"]').first();
    const heading = (await main.locator('h1').first().textContent({ timeout: 5_000 })) ?? '';
    results.push(
      (await link.count())
        ? await interaction(
            page,
            cdp,
            requests,
            path,
            'ouvrir un dossier',
            () => link.click(),
            () =>
              waitInPage(
                page,
                `location.pathname.startsWith('/app/cases/') && (document.querySelector('main h1')?.textContent ?? '') !== ${JSON.stringify(heading)} && !${BUSY}`,
                FIRST_CONTENT_TIMEOUT_MS,
              ),
          )
        : notOffered(path, 'ouvrir un dossier'),
    );
    // And back: the list as it was left (its live reads kept open a while, liveReads.ts).
    const opened = results.at(-1)?.work !== null && page.url().includes('/app/cases/');
    results.push(
      opened
        ? await interaction(
            page,
            cdp,
            requests,
            path,
            'revenir à la liste',
            async () => {
              await page.goBack();
            },
            () =>
              waitInPage(
                page,
                `location.pathname === '/app/cases' && (document.querySelector('main h1')?.textContent ?? '') === ${JSON.stringify(heading)} && !!document.querySelector('main table') && !${BUSY}`,
                FIRST_CONTENT_TIMEOUT_MS,
              ),
          )
        : notOffered(path, 'revenir à la liste'),
    );
  }
  if (path === '/app/calendar') {
    const next = main.locator('.fc-next-button').first();
    results.push(
      (await next.count())
        ? await interaction(page, cdp, requests, path, 'mois suivant', () => next.click())
        : notOffered(path, 'mois suivant'),
    );
  }
  if (path === '/app/accounting') {
    const tab = main.getByRole('tab', { name: 'Export FEC' });
    if (await tab.count()) {
      await tab.click();
      await settle(page, requests);
    }
    const button = main.getByRole('button', { name: /Télécharger le FEC/ });
    results.push(
      (await button.count())
        ? await interaction(
            page,
            cdp,
            requests,
            path,
            `FEC ${new Date().getFullYear()}`,
            () => button.click(),
            () =>
              main
                .getByText(/FEC téléchargé|Export impossible/)
                .first()
                .waitFor({ timeout: IDLE_TIMEOUT_MS }),
          )
        : notOffered(path, 'FEC de l’année'),
    );
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

const stop = await ensureServers();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
// A stray rejection from the browser side (a response body gone with its page…) must not end a long run.
process.on('unhandledRejection', (error) =>
  console.error(`\n  (erreur ignorée : ${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`),
);

/** A desktop browser's context whose every page counts its reads from its first script on. */
const newContext = async () => {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1366, height: 900 },
  });
  await context.addInitScript({ content: readCounterScript() });
  return context;
};
type Session = { page: Page; cdp: CDPSession; requests: Requests; crashed: boolean };
/** A tab of `context`, with its DevTools session and its requests tracked; `crashed` if it dies. */
const openTab = async (context: BrowserContext): Promise<Session> => {
  const page = await context.newPage();
  const session: Session = {
    page,
    cdp: await context.newCDPSession(page),
    requests: trackRequests(page),
    crashed: false,
  };
  page.on('crash', () => {
    session.crashed = true;
  });
  return session;
};
const signIn = async (page: Page) => {
  await page.goto(`${SHELL_URL}/pro/login`);
  await page.getByLabel('Adresse email').fill(DEMO.accounts[0]!.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${SHELL_URL}/app`, { timeout: 120_000 });
};

let firestore = false;
/** Whether the served build counts its reads (built with readCounter.ts). */
let counting = true;
let appKiB = 0;
try {
  // Which backend does the served build use? Whether the Firestore SDK loads on a work page.
  {
    const context = await newContext();
    await signIn(await context.newPage());
    // A tab of its own (as bench:bundle): the sign-in tab's late responses would vanish under a navigation.
    const { page, requests } = await openTab(context);
    const cost = await measureJs(page, `${SHELL_URL}/app`);
    firestore = cost.firestore;
    await settle(page, requests);
    // /app reads (the session's membership at least): nothing counted means adapters built before the counter.
    counting = ((await readsOf(page)).total ?? 0) > 0;
    appKiB = cost.totalGzipBytes / 1024;
    await context.close();
  }
  console.log(
    `${
      firestore
        ? `Prétoire — banc d’échelle sur le build Firestore (le SDK Firestore est chargé : ce que la production livre), émulateur ${FIRESTORE_EMULATOR_HOST}`
        : 'Prétoire — banc d’échelle sur le build IndexedDB (base locale du navigateur, pas ce que la production livre : PRETOIRE_DATA_BACKEND=firestore npx pretoire-compose)'
    } ; JavaScript de /app : ${fr(appKiB, 1)} KiB gzip.`,
  );
  if (!counting)
    console.log(
      'Attention : ce build ne compte pas les documents lus (construit avant shared-data/src/readCounter.ts) : reconstruisez-le. Colonnes « Documents » vides.',
    );
  console.log(
    `Machine : ${os.cpus().length} cœurs, charge ${fr(os.loadavg()[0]!, 1)} ; Chromium de bureau, connecté en ${DEMO.accounts[0]!.email}. Objectifs : ≤ ${GOALS.documents} documents par premier écran, ≤ ${fr(GOALS.firstContentMs / 1000)} s jusqu’au premier contenu, ≤ ${GOALS.interactionMs} ms de fil principal par interaction, FEC de l’année en < ${fr(GOALS.fecMs / 1000)} s.`,
  );
  if (firestore && !reuse) {
    const previous = await tenYearsInFirestore();
    if (previous) {
      const removed = await removeTenYearsFromFirestore();
      console.log(`Cabinet de dix ans d’un passage précédent retiré de l’émulateur (${fr(removed)} documents).`);
    }
  }

  const now = new Date();
  const demoCase = buildDemoData(now).find(([path]) => path.startsWith(`${paths.cases(DEMO_IDS.firmId)}/`))![0];
  const routes = ROUTES.filter(needsSignIn).filter((route) => !onlyRoutes || onlyRoutes.includes(route.path));

  // Reusing ten years left in the emulator: there is no 1× cabinet to measure, only the ten years.
  const sizes = [
    { label: 'Cabinet de démonstration (1×)', tenYears: false },
    { label: `Cabinet de dix ans${scale === 1 ? '' : ` (échelle ${fr(scale, 2)})`}`, tenYears: true },
  ].filter((size) => !(reuse && firestore) || size.tenYears);
  for (const size of sizes) {
    let sample = { caseId: demoCase.split('/').at(-1)!, clientId: 'client-001' };
    const progress = (done: number, total: number) => {
      if (done === total || done % 20_000 < 500)
        process.stdout.write(`\r  chargement : ${fr(done)} / ${fr(total)} documents`);
    };
    // Firestore: written before anyone signs in (no page listens while 150,000 documents arrive).
    const inEmulator =
      size.tenYears && firestore ? await loadTenYearsIntoFirestore({ scale, now, onProgress: progress, reuse }) : null;
    const context = await newContext();
    let tab = await openTab(context);
    await signIn(tab.page);
    if (size.tenYears) {
      const loaded = inEmulator ?? (await loadTenYearsIntoBrowser(tab.page, { scale, now, onProgress: progress }));
      process.stdout.write('\n');
      sample = loaded.cabinet.sample;
      const { sizes: counts } = loaded.cabinet;
      console.log(
        `Cabinet de dix ans chargé ${firestore ? 'dans l’émulateur' : 'dans la base locale du navigateur'} en ${seconds(loaded.ms)} : ${fr(counts.clients)} clients, ${fr(counts.cases)} dossiers, ${fr(counts.timeEntries)} temps passés, ${fr(counts.invoices)} factures, ${fr(counts.payments)} paiements, ${fr(counts.events)} événements, ${fr(counts.tasks)} tâches, ${fr(counts.deadlines)} délais, ${fr(counts.expenses)} dépenses (en plus du cabinet de démonstration).`,
      );
    }
    const pathOf = (route: (typeof routes)[number]) =>
      route.path === '/app/cases/:id'
        ? `/app/cases/${sample.caseId}`
        : route.path === '/app/clients/:id'
          ? `/app/clients/${sample.clientId}`
          : route.path === '/app/research/:id'
            ? '/app/research/research-001'
            : route.path === '/app/research/articles/:slug'
              ? '/app/research/articles/cabinet-checklist-ouverture-dossier'
              : concretePath(route);

    const emulatorTimes: { label: string; ms: number }[] = [];
    for (const { label, method, body } of firestore ? EMULATOR_QUERIES : [])
      emulatorTimes.push({ label, ms: await firestoreAnswerMs(`firms/${DEMO_IDS.firmId}`, method, body) });
    const results: RouteResult[] = [];
    const actions: InteractionResult[] = [];
    for (const route of routes) {
      // A tab that died (out of memory…) is replaced: the next route starts in a new one.
      if (tab.crashed || tab.page.isClosed()) {
        await tab.page.close().catch(() => undefined);
        tab = await openTab(context);
      }
      const { page, cdp, requests } = tab;
      const path = pathOf(route);
      let firstContentMs: number | null = null;
      let shown = path;
      try {
        await page.goto(`${SHELL_URL}${path}`, { waitUntil: 'commit' });
        [firstContentMs, shown] = await waitInPage<[number, string]>(page, FIRST_CONTENT, FIRST_CONTENT_TIMEOUT_MS);
      } catch {
        // Never shown within the timeout (or the tab died): reported as such.
      }
      const dataRequestMs = firestore && firstContentMs !== null ? await firstDataRequest(page) : null;
      const idle = tab.crashed ? false : await settle(page, requests);
      const reads = await readsOf(page).catch((): Reads => ({ total: 0, byCollection: {} }));
      const notes = [
        shown === path ? '' : `affiche ${shown}`,
        idle ? '' : 'pas au repos',
        tab.crashed ? 'onglet planté' : '',
      ].filter(Boolean);
      results.push({
        path,
        documents: reads.total,
        firstContentMs,
        dataRequestMs,
        heapBytes: tab.crashed ? null : await heapAfterGc(cdp),
        top: `${topCollections(reads)}${notes.length ? ` (${notes.join(', ')})` : ''}`,
      });
      process.stdout.write(`\r  ${size.label} : ${results.length} / ${routes.length} routes`);
      // The control, once per size: settling with no gesture (its polling is main-thread work too).
      if (firstContentMs !== null && !tab.crashed && actions.length === 0)
        actions.push(await interaction(page, cdp, requests, route.path, 'témoin (aucun geste)', async () => undefined));
      if (firstContentMs !== null && !tab.crashed)
        actions.push(
          ...(await interactions(page, cdp, requests, route.path).catch((error: unknown) => [
            {
              path: route.path,
              name: 'interactions',
              documents: null,
              work: null,
              wallMs: null,
              note: `échec : ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
            },
          ])),
        );
    }
    process.stdout.write('\n');
    await context.close();

    console.log('');
    console.log(`${size.label} — premier écran de chaque route (chargement complet, connecté)`);
    console.log(
      `  ${'Route'.padEnd(46)} ${`Documents (≤ ${GOALS.documents})`.padStart(19)} ${'1er contenu (≤ 1 s)'.padStart(21)} ${'Données demandées'.padStart(18)} ${'Tas JS'.padStart(10)}  Collections les plus lues`,
    );
    for (const row of results)
      console.log(
        `  ${row.path.padEnd(46)} ${(counting ? `${mark(row.documents, GOALS.documents)}${fr(row.documents)}` : '—').padStart(19)} ${`${mark(row.firstContentMs, GOALS.firstContentMs)}${row.firstContentMs === null ? `> ${seconds(FIRST_CONTENT_TIMEOUT_MS)}` : ms(row.firstContentMs)}`.padStart(21)} ${ms(row.dataRequestMs).padStart(18)} ${mb(row.heapBytes).padStart(10)}  ${row.top}`,
      );
    const over = counting ? results.filter((row) => row.documents > GOALS.documents).length : results.length;
    const slow = results.filter(
      (row) => row.firstContentMs === null || row.firstContentMs > GOALS.firstContentMs,
    ).length;
    console.log(
      `  ${counting ? `${results.length - over} / ${results.length} routes à ≤ ${GOALS.documents} documents ; ` : ''}${results.length - slow} / ${results.length} au premier contenu en ≤ 1 s.`,
    );
    if (firestore)
      console.log(
        `  Données demandées : quand la page a envoyé sa première requête à Firestore (ses scripts et la session prêts). Le premier contenu attend ensuite les réponses à ses requêtes, et l’émulateur parcourt une collection entière là où Firestore lit un index. L’émulateur seul (sa réponse HTTP, en administrateur : ni navigateur, ni SDK, ni règles ; médiane de 3) : ${emulatorTimes.map(({ label, ms: took }) => `${label} ${ms(took)}`).join(' · ')}.`,
      );
    console.log(
      `  Interactions (du geste au repos ; objectif ≤ ${GOALS.interactionMs} ms de fil principal en tout, FEC < 5 s). Fil principal : le temps de calcul de ses tâches ; à l’horloge : leur durée, plus longue quand le système donne le processeur à un autre (l’émulateur) au milieu d’une tâche ; tâche max (à l’horloge) : ce que la page met au pire à répondre à une touche. Le témoin : ce que coûte l’attente du repos elle-même, sans geste.`,
    );
    console.log(
      `  ${'Route'.padEnd(24)} ${'Interaction'.padEnd(22)} ${'Documents'.padStart(10)} ${'Fil principal'.padStart(15)} ${'À l’horloge'.padStart(12)} ${'Tâche max'.padStart(10)} ${'Durée'.padStart(10)}  Remarque`,
    );
    for (const row of actions) {
      const fec = row.name.startsWith('FEC');
      const cpu = row.work?.cpuMs ?? null;
      console.log(
        `  ${row.path.padEnd(24)} ${row.name.padEnd(22)} ${(row.documents === null || !counting ? '—' : fr(row.documents)).padStart(10)} ${`${fec ? '' : mark(cpu, GOALS.interactionMs)}${ms(cpu)}`.padStart(15)} ${ms(row.work?.taskMs ?? null).padStart(12)} ${ms(row.work?.longestTaskMs ?? null).padStart(10)} ${`${fec ? mark(row.wallMs, GOALS.fecMs) : ''}${ms(row.wallMs)}`.padStart(10)}  ${row.note ?? ''}`,
      );
    }
    console.log('');
  }
} finally {
  await browser.close();
  if (firestore && !keep) {
    const removed = await removeTenYearsFromFirestore().catch(() => 0);
    if (removed)
      console.log(
        `Cabinet de dix ans retiré de l’émulateur (${fr(removed)} documents) : il ne reste que la démonstration.`,
      );
  } else if (firestore && keep) console.log('Cabinet de dix ans gardé dans l’émulateur (--garder).');
  stop();
}
