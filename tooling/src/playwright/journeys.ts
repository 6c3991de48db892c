/**
 * One list of browser journeys per area, run by two specs: the remote's standalone page runs every
 * journey (`<remote>/e2e/*.standalone.spec.ts`), the composed app the ones marked `composed`
 * (`e2e/<area>.spec.ts`, inside its signed-in describe). A journey has one title, so both reports
 * name it the same way and the two specs cannot drift apart.
 */
import type { Page } from '@playwright/test';

/** Where a journey runs: the remote's standalone QA page, or the composed app (shell + remotes). */
export type JourneyApp = 'standalone' | 'composed';

export type Journey = {
  /** The test's French title, the same on both apps. */
  title: string;
  /**
   * `base`: the origin the journey's paths go to ('' for the project's baseURL). `app`: for the few
   * steps only one of the two can show (a dossier page of another area, the shell's header).
   */
  run: (page: Page, base: string, app: JourneyApp) => Promise<void>;
  /** Also runs on the composed app; the standalone page runs every journey. */
  composed?: boolean;
  /** In milliseconds, for a journey longer than the config's 30 s. */
  timeout?: number;
  /** Playwright tags: `@autonome` marks the journey that checks the standalone page in `npm test`. */
  tag?: string | string[];
  /** The describe block it belongs to: its full title then reads « group › title ». */
  group?: string;
};

/** What runJourneys needs of Playwright's `test` (the plain one, or e2e/fixtures.ts's). */
export type JourneyTest = {
  (title: string, details: { tag?: string | string[] }, body: (fixtures: { page: Page }) => Promise<void>): void;
  describe: (title: string, callback: () => void) => void;
  setTimeout: (timeout: number) => void;
};

const fullTitle = (journey: Journey) => (journey.group ? `${journey.group} › ${journey.title}` : journey.title);

/** An area's one list; two journeys with the same full title would be one line in both reports. */
export function defineJourneys(journeys: Journey[]): readonly Journey[] {
  const seen = new Set<string>();
  for (const journey of journeys) {
    const title = fullTitle(journey);
    if (seen.has(title)) throw new Error(`Deux parcours portent le même titre : « ${title} »`);
    seen.add(title);
  }
  return journeys;
}

/**
 * Declares the journeys as tests: all of them on the standalone page, the `composed` ones on the
 * composed app. Call it where the tests belong (inside a describe with its `test.use`).
 */
export function runJourneys(
  test: JourneyTest,
  journeys: readonly Journey[],
  { app, base }: { app: JourneyApp; base: string },
): void {
  const chosen = app === 'composed' ? journeys.filter((journey) => journey.composed) : journeys;
  const declare = (journey: Journey) =>
    test(journey.title, journey.tag ? { tag: journey.tag } : {}, async ({ page }) => {
      if (journey.timeout) test.setTimeout(journey.timeout);
      await journey.run(page, base, app);
    });
  // Grouped in the order each group first appears.
  const groups = new Map<string | undefined, Journey[]>();
  for (const journey of chosen) groups.set(journey.group, [...(groups.get(journey.group) ?? []), journey]);
  for (const [group, members] of groups) {
    if (group === undefined) members.forEach(declare);
    else test.describe(group, () => members.forEach(declare));
  }
}
