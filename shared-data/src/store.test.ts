import path from 'node:path';
import { staticImportGraph } from '../../tooling/src/importGraph.ts';
import type { AccessRequest } from './policy.ts';

describe('shared-data/store (issue 16)', () => {
  it('loads neither the entity schemas, zod nor libphonenumber: they come with the first write', () => {
    const { files, packages } = staticImportGraph(path.join(__dirname, 'store.ts'));
    const graph = [...[...files].map((file) => path.basename(file)), ...packages];
    expect(graph).toEqual(expect.arrayContaining(['init.ts', 'indexeddb.ts', 'policy.ts', 'dexie']));
    for (const heavy of ['schemas.ts', 'text.ts', 'money.ts', 'phone.ts', 'writeChecks.ts', 'zod', 'libphonenumber-js'])
      expect(graph).not.toContain(heavy);
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
