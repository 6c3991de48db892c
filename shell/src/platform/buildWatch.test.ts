import { checkLatestBuild, loadBuildMeta, newerBuildAvailable, resetBuildWatchForTests } from './buildWatch.ts';

const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

beforeEach(() => {
  resetBuildWatchForTests();
  jest.restoreAllMocks();
});

describe('surveillance du build (spec §4)', () => {
  it('demande builds/latest.json avec un horodatage', async () => {
    const fetchMock = jest.fn(async () => json({ id: 'b1' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await checkLatestBuild('b1');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/^\/builds\/latest\.json\?\d+$/);
    await expect(newerBuildAvailable()).resolves.toBe(false);
  });

  it('un identifiant différent annonce un nouveau build', async () => {
    global.fetch = jest.fn(async () => json({ id: 'b2' })) as unknown as typeof fetch;
    expect(await checkLatestBuild('b1')).toBe(true);
    await expect(newerBuildAvailable()).resolves.toBe(true);
  });

  it('l’échec du manifeste du build est seulement journalisé', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(loadBuildMeta('b1')).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('une navigation pendant la vérification du build', () => {
  it('attend sa réponse (l’onglet revient au premier plan, puis on clique)', async () => {
    let answer: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    ) as unknown as typeof fetch;
    const checked = checkLatestBuild('b1');
    const navigation = newerBuildAvailable();
    answer(json({ id: 'b2' }));
    await checked;
    await expect(navigation).resolves.toBe(true);
  });
});
