import { ModuleFederation } from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import sharedSingletonsPlugin from './sharedSingletonsPlugin.ts';

// A page where shared-ui 3.5.0 is loaded and a consumer declares ^4.0.0 (the shell's own check
// turns that into a French panel before mounting; Module Federation's would only warn).
function host(plugins: ModuleFederationRuntimePlugin[]) {
  return new ModuleFederation({
    name: 'consumer',
    remotes: [],
    plugins,
    shared: {
      'shared-ui': {
        version: '3.5.0',
        lib: () => ({ from: 'the loaded copy' }),
        shareConfig: { singleton: true, requiredVersion: '^4.0.0' },
      },
    },
  });
}

describe('sharedSingletonsPlugin', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('prend le singleton chargé sans comparer sa version à chaque loadShare', async () => {
    const factory = await host([sharedSingletonsPlugin()]).loadShare<{ from: string }>('shared-ui');
    expect(factory === false ? 'not shared' : factory()).toEqual({ from: 'the loaded copy' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('sans lui, Module Federation compare la version (et avertit) à chaque chargement', async () => {
    const factory = await host([]).loadShare<{ from: string }>('shared-ui');
    expect(factory === false ? 'not shared' : factory()).toEqual({ from: 'the loaded copy' });
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('does not satisfy'));
  });
});
