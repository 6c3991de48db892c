import type { Page } from '@playwright/test';
import { defineJourneys, type Journey, type JourneyApp, type JourneyTest, runJourneys } from './journeys.ts';

type Declared = { title: string; tag?: string | string[]; body: (fixtures: { page: Page }) => Promise<void> };

/** A stand-in for Playwright's `test`: records what is declared, with its describe path. */
function recordingTest() {
  const declared: Declared[] = [];
  const timeouts: number[] = [];
  const path: string[] = [];
  const test = ((title, details, body) => {
    declared.push({ title: [...path, title].join(' › '), tag: details.tag, body });
  }) as JourneyTest;
  test.describe = (title, callback) => {
    path.push(title);
    callback();
    path.pop();
  };
  test.setTimeout = (timeout) => {
    timeouts.push(timeout);
  };
  return { test, declared, timeouts };
}

const page = {} as Page;
const calls: { title: string; base: string; app: JourneyApp }[] = [];
const journey = (title: string, extra: Partial<Journey> = {}): Journey => ({
  title,
  run: async (_page, base, app) => {
    calls.push({ title, base, app });
  },
  ...extra,
});

const list = defineJourneys([
  journey('crée un client', { composed: true, tag: '@autonome' }),
  journey('page autonome seulement', { timeout: 60_000 }),
  journey('succès', { group: 'connexion', composed: true }),
  journey('au clavier seul', { group: 'connexion' }),
  journey('au clavier seul', { group: 'invitation', composed: true, timeout: 90_000 }),
]);

beforeEach(() => {
  calls.length = 0;
});

describe('runJourneys', () => {
  it('déclare tous les parcours sur la page autonome, groupés dans leur describe', () => {
    const { test, declared } = recordingTest();
    runJourneys(test, list, { app: 'standalone', base: 'http://localhost:3003' });
    expect(declared.map((test) => test.title)).toEqual([
      'crée un client',
      'page autonome seulement',
      'connexion › succès',
      'connexion › au clavier seul',
      'invitation › au clavier seul',
    ]);
  });

  it('ne déclare sur l’application composée que les parcours marqués composed, sous le même titre', () => {
    const { test, declared } = recordingTest();
    runJourneys(test, list, { app: 'composed', base: '' });
    expect(declared.map((test) => test.title)).toEqual([
      'crée un client',
      'connexion › succès',
      'invitation › au clavier seul',
    ]);
  });

  it('passe l’étiquette, le délai, la base et l’application au parcours', async () => {
    const { test, declared, timeouts } = recordingTest();
    runJourneys(test, list, { app: 'composed', base: '' });
    expect(declared[0]!.tag).toBe('@autonome');
    expect(declared[1]!.tag).toBeUndefined();
    for (const declaration of declared) await declaration.body({ page });
    expect(timeouts).toEqual([90_000]);
    expect(calls).toEqual([
      { title: 'crée un client', base: '', app: 'composed' },
      { title: 'succès', base: '', app: 'composed' },
      { title: 'au clavier seul', base: '', app: 'composed' },
    ]);
  });
});

describe('defineJourneys', () => {
  it('refuse deux parcours au même titre dans le même groupe', () => {
    expect(() => defineJourneys([journey('export FEC'), journey('export FEC')])).toThrow(
      'Deux parcours portent le même titre : « export FEC »',
    );
    expect(() =>
      defineJourneys([
        journey('au clavier seul', { group: 'connexion' }),
        journey('au clavier seul', { group: 'connexion' }),
      ]),
    ).toThrow('« connexion › au clavier seul »');
  });
});
