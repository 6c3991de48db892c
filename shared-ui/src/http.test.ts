import { httpRequest, RETRY_STATUSES } from './http.ts';

const respond = (...statuses: number[]) => {
  const fetchMock = jest.fn(async () => ({ status: statuses.shift() ?? 200, ok: true }) as Response);
  return fetchMock;
};

describe('règle de nouvelle tentative HTTP (spec §9, lecture sûre)', () => {
  it.each(RETRY_STATUSES)('GET réessayé une fois sur %i', async (status) => {
    const fetchMock = respond(status, 200);
    const response = await httpRequest('/x', {}, fetchMock as unknown as typeof fetch);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(response.status).toBe(200);
  });
  it('une seule nouvelle tentative, même si elle échoue encore', async () => {
    const fetchMock = respond(503, 503, 200);
    expect((await httpRequest('/x', { method: 'HEAD' }, fetchMock as unknown as typeof fetch)).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s n’est jamais réessayé', async (method) => {
    const fetchMock = respond(503, 200);
    expect((await httpRequest('/x', { method }, fetchMock as unknown as typeof fetch)).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
  it.each([400, 401, 403, 404, 501])('GET non réessayé sur %i', async (status) => {
    const fetchMock = respond(status, 200);
    await httpRequest('/x', {}, fetchMock as unknown as typeof fetch);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
