/**
 * The tenant isolation matrix in the browser: in Chromium, through the app's own data
 * port (the shared-data singleton the page runs, reached through Module Federation's share scope)
 * and real IndexedDB, the owner of another cabinet is refused get, list, create, update and delete
 * on every collection of the Durand cabinet, with a French message that names nothing of the
 * target; a member is refused every owner-only read and write; a signed-out visitor reaches no cabinet
 * collection but can read published profiles. The matrix is printed with the run.
 */
import { expect, type Page } from '@playwright/test';
import type { CollectionName, Operation } from '../shared-data/src/policy.ts';
import {
  collectionPathIn,
  FIRM_COLLECTIONS,
  formatMatrix,
  type MatrixRow,
  OWNER_ONLY_OPERATIONS,
  ownerReach,
} from '../shared-data/src/testing/isolationCases.ts';
import { DEMO, demoMember, main, OWNER_STATE, otherCabinetOwner, test } from './fixtures.ts';

const FIRM = 'demo-owner';
const OPERATIONS: Operation[] = ['get', 'list', 'create', 'update', 'delete'];

type Target = { collection: CollectionName; collectionPath: string; path: string; secrets: string[] };
type Case = { collection: string; collectionPath: string; path: string; secrets: string[]; op: Operation };

type Shared = {
  'shared-data': typeof import('../shared-data/src/index.ts');
  'shared-data/store': typeof import('../shared-data/src/store.ts');
  'shared-auth': typeof import('../shared-auth/src/index.ts');
};
type WithShared = { pretoireShared<K extends keyof Shared>(name: K): Promise<Shared[K]> };

/** Gives the page `pretoireShared(name)`: the shell's copy of a shared package, as every remote of the page gets it. */
async function exposeShared(page: Page) {
  await page.evaluate(() => {
    type Host = { name: string; loadShare(name: string): Promise<() => Record<string, unknown>> };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Host[] } }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    (window as unknown as { pretoireShared: unknown }).pretoireShared = async (name: string) =>
      (await host.loadShare(name))();
  });
}

/**
 * As the signed-in owner: one document of each cabinet collection — one they list, else one they
 * write, else one written as the server side writes it (the same local database, no policy).
 */
async function collectTargets(page: Page): Promise<Target[]> {
  const wanted = FIRM_COLLECTIONS.map((collection) => ({
    collection,
    collectionPath: collectionPathIn(collection, FIRM),
    reach: ownerReach(collection),
  }));
  return page.evaluate(
    async ({ wanted }) => {
      const shared = (window as unknown as WithShared).pretoireShared;
      const data = await shared('shared-data');
      await data.initData();
      const store = data.getDataStore();
      const targets = [];
      for (const { collection, collectionPath, reach } of wanted) {
        const found = reach.lists
          ? await store.query({
              collection: collectionPath,
              ...(reach.listsOwnOnly ? { where: [{ field: 'uid', op: '==', value: 'demo-owner' }] } : {}),
              limit: 1,
            })
          : { docs: [] };
        let doc: { path: string; data: Record<string, unknown> } | undefined = found.docs[0];
        if (!doc) {
          const path = `${collectionPath}/isolation-${collection}`;
          const written = { firmId: 'demo-owner', uid: 'demo-owner', caseId: 'x', name: 'Secret du cabinet A' };
          if (reach.creates) await store.set(path, written);
          else {
            const server = (await shared('shared-data/store')).createIndexedDbAdapter({
              name: 'pretoire',
              enforcePolicy: false,
            });
            await server.system.set(path, written);
            server.close();
          }
          doc = { path, data: written };
        }
        const secrets = Object.values(doc.data).filter(
          (value): value is string => typeof value === 'string' && value.length > 3,
        );
        targets.push({ collection, collectionPath, path: doc.path, secrets });
      }
      return targets;
    },
    { wanted },
  );
}

/** Signs the page's session out, then in as `email` (or leaves it signed out), through shared-auth. */
async function switchUser(page: Page, email: string | null) {
  await page.evaluate(
    async ({ email, password }) => {
      const auth = await (window as unknown as WithShared).pretoireShared('shared-auth');
      await auth.logout();
      if (email) {
        const result = await auth.login(email, password);
        if (!result.ok) throw new Error(`connexion impossible : ${JSON.stringify(result)}`);
      }
    },
    { email, password: DEMO.password },
  );
}

/** Tries each case through the port; 'refusé' only for a French permission refusal that leaks nothing. */
async function observe(page: Page, who: string, cases: Case[], expected: MatrixRow['expected']): Promise<MatrixRow[]> {
  const observed = await page.evaluate(
    async ({ cases }) => {
      const data = await (window as unknown as WithShared).pretoireShared('shared-data');
      const store = data.getDataStore();
      const attempt = (op: string, path: string, collection: string) => {
        switch (op) {
          case 'get':
            return store.get(path);
          case 'list':
            return store.query({ collection });
          case 'create':
            return store.set(`${collection}/isolation-created`, { firmId: 'demo-owner', title: 'intrusion' });
          case 'update':
            return store.update(path, { title: 'intrusion' });
          default:
            return store.delete(path);
        }
      };
      const results: string[] = [];
      for (const c of cases) {
        try {
          await attempt(c.op, c.path, c.collectionPath);
          results.push('autorisé');
        } catch (error) {
          const e = error as { code?: string; message?: string };
          if (!(error instanceof data.DataError) || e.code !== 'permission-denied')
            results.push(`erreur ${String(error)}`);
          else if (!e.message?.startsWith('Accès refusé')) results.push(`message inattendu : ${e.message}`);
          else {
            const leaked = c.secrets.filter((secret: string) => e.message?.includes(secret));
            results.push(leaked.length ? `fuite : ${leaked.join(', ')}` : 'refusé');
          }
        }
      }
      return results;
    },
    { cases },
  );
  return cases.map((c, index) => ({ who, collection: c.collection, op: c.op, expected, observed: observed[index]! }));
}

test.use({ storageState: OWNER_STATE });

test('matrice d’isolation dans le navigateur : autre cabinet, collaborateur, visiteur', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/app');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/);
  await exposeShared(page);
  const targets = await collectTargets(page);
  expect(targets.map((target) => target.collection)).toEqual(FIRM_COLLECTIONS);
  // Users change below: on a page without a guard (a signed-out /app would send to the sign-in
  // page, which is a page load of its own). The session stays in the browser.
  await page.goto('/introuvable');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await exposeShared(page);
  const every = (target: Target) => OPERATIONS.map((op) => ({ ...target, op }));
  const rows: MatrixRow[] = [];

  await switchUser(page, otherCabinetOwner.email);
  rows.push(...(await observe(page, 'autre cabinet', targets.flatMap(every), 'refusé')));

  await switchUser(page, demoMember.email);
  const ownerOnly = OWNER_ONLY_OPERATIONS.map(([collection, op]) => ({
    ...targets.find((target) => target.collection === collection)!,
    op,
  }));
  rows.push(...(await observe(page, 'collaborateur', ownerOnly, 'refusé')));
  // What a member may do stays possible: reading the cabinet's dossiers.
  const cases = targets.find((target) => target.collection === 'cases')!;
  rows.push(...(await observe(page, 'collaborateur', [{ ...cases, op: 'list' }], 'autorisé')));

  await switchUser(page, null);
  rows.push(...(await observe(page, 'visiteur', targets.flatMap(every), 'refusé')));
  const profiles = { collection: 'publicProfiles', collectionPath: 'publicProfiles', path: '', secrets: [] };
  rows.push(...(await observe(page, 'visiteur', [{ ...profiles, op: 'list' }], 'autorisé')));

  console.log(formatMatrix('Matrice d’isolation (navigateur, port de données de l’application)', rows));
  expect(rows.filter((row) => row.observed !== row.expected)).toEqual([]);
  expect(rows.length).toBeGreaterThan(200);
});
