/**
 * The public reader on Firestore (shared-data/public → firestoreRest.ts), with the REST API faked
 * at the edge: `fetch` answers as Firestore's v1 API does, from a few documents and a rule like
 * firestore.rules' (an unpublished profile is refused to a visitor).
 */
import { fromRestValue, getRestDocument, runRestQuery, structuredQuery, type RestValue } from './firestoreRest.ts';
import { readDirectory, readInvitation, watchProfessional } from './public.ts';

const DOCUMENTS = 'https://firestore.googleapis.com/v1/projects/demo-pretoire/databases/(default)/documents';

const str = (stringValue: string): RestValue => ({ stringValue });
const profile = (uid: string, published: boolean) => ({
  uid: str(uid),
  displayName: str(`Maître ${uid}`),
  published: { booleanValue: published },
  fees: { mapValue: { fields: { consultation: { integerValue: '9000' } } } },
  languages: { arrayValue: { values: [str('fr'), str('en')] } },
});
const DOCS: Record<string, Record<string, Record<string, RestValue>>> = {
  publicProfiles: { a: profile('a', true), b: profile('b', false) },
  availability: { a: { uid: str('a'), slotMinutes: { integerValue: '30' } } },
  bookingSlots: {
    'a_2026-12-01T09:00:00.000Z': { proUid: str('a'), start: str('2026-12-01T09:00:00.000Z') },
    'a_2026-11-01T09:00:00.000Z': { proUid: str('a'), start: str('2026-11-01T09:00:00.000Z') },
    'c_2026-12-02T09:00:00.000Z': { proUid: str('c'), start: str('2026-12-02T09:00:00.000Z') },
  },
  invitations: { tok1: { email: str('nouveau@cabinet.fr'), expiresAt: str('2099-01-01T00:00:00.000Z') } },
};

type FieldFilter = { field: { fieldPath: string }; op: string; value: RestValue };
type Where = { fieldFilter?: FieldFilter; compositeFilter?: { filters: { fieldFilter: FieldFilter }[] } };

// What the code reads of a Response (jsdom has no Response).
const json = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => structuredClone(body) }) as Response;
const denied = () =>
  json(403, { error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' } });
const refused = (collection: string, id: string) =>
  collection === 'publicProfiles' && DOCS.publicProfiles![id]?.published?.booleanValue === false;

/** Firestore's REST API over DOCS: get a document, run a query on a top-level collection. */
const fakeFirestore = jest.fn(async (url: string, init?: RequestInit): Promise<Response> => {
  if (url === `${DOCUMENTS}:runQuery`) {
    const { structuredQuery: query } = JSON.parse(String(init?.body)) as {
      structuredQuery: { from: { collectionId: string }[]; where?: Where };
    };
    const collection = query.from[0]!.collectionId;
    const filters =
      query.where?.compositeFilter?.filters.map((f) => f.fieldFilter) ??
      (query.where?.fieldFilter ? [query.where.fieldFilter] : []);
    const passes = (fields: Record<string, RestValue>) =>
      filters.every(({ field, op, value }) => {
        const actual = fromRestValue(fields[field.fieldPath] ?? { nullValue: null }) as string;
        const wanted = fromRestValue(value) as string;
        return op === 'EQUAL' ? actual === wanted : actual >= wanted;
      });
    const rows = Object.entries(DOCS[collection] ?? {});
    // The rules refuse a query that could return a document the visitor may not read.
    if (rows.some(([id, fields]) => passes(fields) && refused(collection, id))) return denied();
    const found = rows.filter(([, fields]) => passes(fields));
    if (found.length === 0) return json(200, [{ readTime: '2026-11-26T00:00:00Z' }]);
    return json(
      200,
      found.map(([id, fields]) => ({ document: { name: `${DOCUMENTS}/${collection}/${id}`, fields }, readTime: 'x' })),
    );
  }
  const [collection, id] = decodeURIComponent(url.slice(DOCUMENTS.length + 1)).split('/') as [string, string];
  if (refused(collection, id)) return denied();
  const fields = DOCS[collection]?.[id];
  if (!fields) return json(404, { error: { code: 404, status: 'NOT_FOUND', message: 'No document to get.' } });
  return json(200, { name: url, fields });
});

beforeEach(() => {
  process.env.PRETOIRE_DATA_BACKEND = 'firestore';
  process.env.PRETOIRE_FIREBASE_CONFIG = JSON.stringify({ projectId: 'demo-pretoire' });
  globalThis.fetch = fakeFirestore as unknown as typeof fetch;
  fakeFirestore.mockClear();
});
afterEach(() => {
  delete process.env.PRETOIRE_DATA_BACKEND;
  delete process.env.PRETOIRE_FIREBASE_CONFIG;
});

describe('firestoreRest', () => {
  it('lit les valeurs typées de l’API REST comme le SDK rend les données', () => {
    expect(
      fromRestValue({
        mapValue: {
          fields: {
            n: { integerValue: '42' },
            x: { doubleValue: 1.5 },
            ok: { booleanValue: false },
            none: { nullValue: null },
            at: { timestampValue: '2026-11-26T10:00:00Z' },
            list: { arrayValue: { values: [str('a'), { mapValue: { fields: { b: str('c') } } }] } },
            empty: { arrayValue: {} },
          },
        },
      }),
    ).toEqual({ n: 42, x: 1.5, ok: false, none: null, at: '2026-11-26T10:00:00Z', list: ['a', { b: 'c' }], empty: [] });
  });

  it('écrit un filtre seul tel quel, plusieurs en AND', () => {
    expect(structuredQuery('bookingSlots', [])).toEqual({
      structuredQuery: { from: [{ collectionId: 'bookingSlots' }] },
    });
    expect(
      structuredQuery('publicProfiles', [{ field: 'published', op: '==', value: true }]).structuredQuery.where,
    ).toEqual({
      fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: { booleanValue: true } },
    });
    expect(
      structuredQuery('bookingSlots', [
        { field: 'proUid', op: '==', value: 'a' },
        { field: 'start', op: '>=', value: '2026' },
      ]).structuredQuery.where,
    ).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          { fieldFilter: { field: { fieldPath: 'proUid' }, op: 'EQUAL', value: { stringValue: 'a' } } },
          {
            fieldFilter: { field: { fieldPath: 'start' }, op: 'GREATER_THAN_OR_EQUAL', value: { stringValue: '2026' } },
          },
        ],
      },
    });
  });

  it('un document absent est null ; un refus des règles garde son code', async () => {
    expect(await getRestDocument('invitations/inconnu')).toBeNull();
    await expect(getRestDocument('publicProfiles/b')).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await runRestQuery('bookingSlots', [{ field: 'proUid', op: '==', value: 'z' }])).toEqual([]);
  });

  it('sans réseau, l’erreur remonte (la page dit que le service ne répond pas)', async () => {
    fakeFirestore.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(runRestQuery('availability')).rejects.toThrow('Failed to fetch');
  });
});

describe('shared-data/public sur Firestore : l’API REST, sans SDK', () => {
  it('l’annuaire : les profils publiés, les disponibilités, les créneaux à venir', async () => {
    const docs = await readDirectory(new Date('2026-11-26T00:00:00.000Z'));
    expect(docs.profiles.map((p) => p.uid)).toEqual(['a']);
    expect(docs.profiles[0]).toMatchObject({
      displayName: 'Maître a',
      fees: { consultation: 9000 },
      languages: ['fr', 'en'],
    });
    expect(docs.availabilities).toEqual([{ uid: 'a', slotMinutes: 30 }]);
    expect(docs.taken.map((slot) => slot.start)).toEqual(['2026-12-01T09:00:00.000Z', '2026-12-02T09:00:00.000Z']);
    expect(fakeFirestore).toHaveBeenCalledTimes(3);
    for (const [, init] of fakeFirestore.mock.calls)
      expect(Object.keys(init?.headers ?? {})).not.toContain('Authorization');
  });

  it('un professionnel : son profil, sa disponibilité, ses seuls créneaux ; dépublié comme inconnu', async () => {
    const next = jest.fn();
    const stop = watchProfessional('a', next, (error) => {
      throw error;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(next).toHaveBeenCalledWith({
      profile: expect.objectContaining({ uid: 'a', published: true }),
      availability: { uid: 'a', slotMinutes: 30 },
      taken: [expect.objectContaining({ proUid: 'a' }), expect.objectContaining({ proUid: 'a' })],
    });

    for (const uid of ['b', 'inconnu']) {
      const onNext = jest.fn();
      const stopIt = watchProfessional(uid, onNext, (error) => {
        throw error;
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
      stopIt();
      expect(onNext).toHaveBeenCalledWith(expect.objectContaining({ profile: null }));
    }
  });

  it('relit quand la page revient à l’écran (REST n’a pas d’écoute)', async () => {
    const next = jest.fn();
    const stop = watchProfessional('a', next, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const calls = fakeFirestore.mock.calls.length;
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fakeFirestore.mock.calls.length).toBe(calls * 2);
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fakeFirestore.mock.calls.length).toBe(calls * 2);
  });

  it('une invitation par son jeton : valide, ou inconnue (sans requête pour un jeton qui n’en est pas un)', async () => {
    expect(await readInvitation('tok1')).toMatchObject({
      status: 'valid',
      invitation: { email: 'nouveau@cabinet.fr' },
    });
    expect(await readInvitation('autre')).toEqual({ status: 'unknown', invitation: null });
    fakeFirestore.mockClear();
    expect(await readInvitation('a/b')).toEqual({ status: 'unknown', invitation: null });
    expect(fakeFirestore).not.toHaveBeenCalled();
  });
});
