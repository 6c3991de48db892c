import { atFirstUse } from './atFirstUse.ts';

describe('atFirstUse', () => {
  it('creates the value at the first call only, then returns the same one', () => {
    const create = jest.fn(() => ({ created: true }));
    const value = atFirstUse(create);
    expect(create).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('shared-ui/public and shared-data/textLimits create no Intl formatter as they load (100 ms on a slow phone)', () => {
    const created: string[] = [];
    const kinds = [
      'NumberFormat',
      'DateTimeFormat',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
    ] as const;
    const originals = kinds.map((kind) => Intl[kind]);
    try {
      for (const kind of kinds) {
        const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[kind] = class extends Original {
          constructor(...args: unknown[]) {
            created.push(kind);
            super(...args);
          }
        };
      }
      jest.isolateModules(() => {
        require('./public.ts');
        require('../../shared-data/src/textLimits.ts');
      });
      expect(created).toEqual([]);
      // Used, they format as before.
      let format: typeof import('./format.ts') | undefined;
      jest.isolateModules(() => {
        format = require('./format.ts');
      });
      expect(format!.formatAmount(123456)).toMatch(/^1\s234,56\s€$/);
      expect(created).toEqual(['NumberFormat']);
    } finally {
      kinds.forEach((kind, index) => {
        (Intl as unknown as Record<string, unknown>)[kind] = originals[index];
      });
    }
  });
});
