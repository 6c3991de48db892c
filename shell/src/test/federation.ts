/**
 * Tests of the registry and of what a navigation takes: the edge of the unit is the Module
 * Federation instance (the shell provides shared-ui 1.0.0) and the hosting's answers. A test file
 * mocks the runtime with it:
 *   jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation.ts').runtime());
 */
export const federation = {
  name: 'mf_shell',
  options: { shared: { 'shared-ui': [{ version: '1.0.0', from: 'mf_shell' }] } },
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ bootstrap: [], mount: [], unmount: [] })),
};

export function runtime() {
  return { ...jest.requireActual('@module-federation/enhanced/runtime'), getInstance: () => federation };
}

export const V1 = 'http://localhost:4005/mf_research/v1/mf-manifest.json';
export const V2 = 'http://localhost:4005/mf_research/v2/mf-manifest.json';
export const json = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

/** The hosting: the registry, the latest build, and manifests — V2's requires `v2SharedUi` of shared-ui. */
export function serve(registry: Record<string, string>, { v2SharedUi = '^1.0.0', build = 'dev' } = {}) {
  global.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    if (url.startsWith('/remotes.json')) return json(registry);
    if (url.startsWith('/builds/latest.json')) return json({ id: build });
    const range = url === V2 ? v2SharedUi : '^1.0.0';
    return json({ shared: [{ name: 'shared-ui', requiredVersion: range }] });
  }) as unknown as typeof fetch;
}
