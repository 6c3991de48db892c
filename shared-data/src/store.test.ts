import path from 'node:path';
import { staticImportGraph } from '../../tooling/src/importGraph.ts';
import type { AccessRequest } from './policy.ts';

describe('shared-data/store', () => {
  it('loads neither the entity schemas, zod nor libphonenumber: they come with the first write', () => {
    const { files, packages } = staticImportGraph(path.join(__dirname, 'store.ts'));
    const graph = [...[...files].map((file) => path.basename(file)), ...packages];
    expect(graph).toEqual(expect.arrayContaining(['init.ts', 'indexeddb.ts', 'localDatabase.ts', 'policy.ts']));
    for (const heavy of ['schemas.ts', 'text.ts', 'money.ts', 'phone.ts', 'writeChecks.ts', 'zod', 'libphonenumber-js'])
      expect(graph).not.toContain(heavy);
    // Its own modules never import it through its shared name: the entry would wait for itself.
    expect(packages).not.toContain('shared-data/store');
    expect(packages).not.toContain('shared-data');
  });

  it('the policy refuses a write until its checks are loaded (fail closed), then judges it', async () => {
    await jest.isolateModulesAsync(async () => {
      const { checkAccess, loadWriteChecks } = await import('./policy.ts');
      const owner = { uid: 'u1', email: 'u1@cabinet.fr', firmId: 'f1', role: 'owner' as const };
      const write: AccessRequest = {
        op: 'create',
        path: 'firms/f1/clients/c1',
        before: null,
        after: { firmId: 'f1', kind: 'physique', nom: 'Nom', notes: 'a'.repeat(20_001) },
      };
      expect(() => checkAccess(owner, write)).toThrow(expect.objectContaining({ code: 'aborted' }));
      await loadWriteChecks();
      expect(() => checkAccess(owner, write)).toThrow(/Texte trop long \(notes\)/);
    });
  });
});

describe('shared-data et shared-data/store : un seul magasin dans la page', () => {
  it('shared-data atteint les modules du magasin par son entrée partagée, jamais directement', () => {
    // Two apps may provide the two entries: a module reached both ways would exist twice (two
    // DataError classes, two policies); the store's state lives only behind shared-data/store.
    const { files, packages } = staticImportGraph(path.join(__dirname, 'index.ts'));
    const names = [...files].map((file) => path.basename(file));
    expect(packages).toContain('shared-data/store');
    // (The Firestore adapter's factory, exported for tests, brings its own stateless helpers.)
    for (const storeModule of ['init.ts', 'hooks.ts', 'policy.ts', 'indexeddb.ts', 'config.ts', 'demoIds.ts'])
      expect(names).not.toContain(storeModule);
    const { DataError, toDataError } = jest.requireActual<typeof import('./index.ts')>('./index.ts');
    const store = jest.requireActual<typeof import('./store.ts')>('./store.ts');
    expect(DataError).toBe(store.DataError);
    expect(toDataError).toBe(store.toDataError);
  });
});
