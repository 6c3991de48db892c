import { type Client, PHONE_MESSAGE, searchQueryOf } from 'shared-data';
import { clientFormSchema, EMPTY_CLIENT_FORM, toClientData, toClientForm } from './clientForm.ts';
import { clientListQuery, describeReferences, filterClients, isReferenced, toClientRow } from './clientList.ts';

const issues = (values: unknown) => {
  const result = clientFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('client form', () => {
  it('requires civilité, nom and prénom for a personne physique', () => {
    expect(issues(EMPTY_CLIENT_FORM)).toEqual({
      civilite: 'Choisissez la civilité.',
      nom: 'Saisissez le nom.',
      prenom: 'Saisissez le prénom.',
    });
  });
  it('requires the raison sociale and checks the SIREN of a personne morale', () => {
    expect(issues({ ...EMPTY_CLIENT_FORM, kind: 'morale', siren: '123456789' })).toEqual({
      raisonSociale: 'Saisissez la raison sociale.',
      siren: 'SIREN invalide : 9 chiffres dont le dernier est une clé de contrôle.',
    });
    expect(issues({ ...EMPTY_CLIENT_FORM, kind: 'morale', raisonSociale: 'Acme', siren: '732 829 320' })).toEqual({});
  });
  it('checks email and phone formats in French', () => {
    expect(
      issues({ ...EMPTY_CLIENT_FORM, civilite: 'M.', nom: 'Dupont', prenom: 'Jean', email: 'jean@', phone: 'abc' }),
    ).toEqual({
      email: 'Adresse email invalide.',
      phone: PHONE_MESSAGE,
    });
  });
  it('refuses a 20-digit phone and stores a valid one in its readable form', () => {
    const base = { ...EMPTY_CLIENT_FORM, civilite: 'M.' as const, nom: 'Dupont', prenom: 'Jean' };
    expect(issues({ ...base, phone: '12345678901234567890' })).toEqual({ phone: PHONE_MESSAGE });
    expect(issues({ ...base, phone: '0698177518' })).toEqual({});
    expect(toClientData({ ...base, phone: '0698177518' }).phone).toBe('06 98 17 75 18');
    expect(toClientData({ ...base, phone: '+44 20 7946 0958' }).phone).toBe('+44 20 7946 0958');
  });
  it('maps to the stored record and back', () => {
    const data = toClientData({
      ...EMPTY_CLIENT_FORM,
      kind: 'morale',
      raisonSociale: ' Acme ',
      siren: '732 829 320',
      forme: 'SAS',
    });
    expect(data).toMatchObject({ kind: 'morale', raisonSociale: 'Acme', siren: '732829320', displayName: 'Acme' });
    const physique = toClientData({ ...EMPTY_CLIENT_FORM, civilite: 'Mme', nom: 'Lefèvre', prenom: 'Élodie' });
    expect(physique.displayName).toBe('LEFÈVRE Élodie');
    const stored = { ...physique, archived: false, createdAt: 'x', updatedAt: 'x' } as Client;
    expect(toClientForm(stored)).toMatchObject({ kind: 'physique', civilite: 'Mme', nom: 'Lefèvre', prenom: 'Élodie' });
  });
});

describe('clients list', () => {
  const at = '2026-01-01T00:00:00.000Z';
  const make = (displayName: string, kind: Client['kind'], archived = false): Client =>
    (kind === 'morale'
      ? {
          kind,
          raisonSociale: displayName,
          siren: '732829320',
          forme: '',
          displayName,
          email: '',
          phone: '',
          address: '',
          notes: '',
          archived,
          createdAt: at,
          updatedAt: at,
        }
      : {
          kind,
          civilite: 'M.',
          nom: displayName,
          prenom: '',
          displayName,
          email: '',
          phone: '',
          address: '',
          notes: '',
          archived,
          createdAt: at,
          updatedAt: at,
        }) as Client;
  const rows = [
    toClientRow('a', { ...make('Émile Zola', 'physique'), caseCount: 2 }),
    toClientRow('b', make('Acme', 'morale')),
    toClientRow('c', { ...make('Zèbre SA', 'morale', true), caseCount: 1 }),
  ];
  const words = (query: string) => searchQueryOf(query).words;

  it('searches without accents, every word typed', () => {
    expect(filterClients(rows, words('emile')).map((row) => row.id)).toEqual(['a']);
    expect(filterClients(rows, words('zola acme')).map((row) => row.id)).toEqual([]);
    expect(rows.map((row) => row.caseCount)).toEqual([2, 0, 1]);
  });
  it('finds a phone typed without spaces, with spaces or in the international form', () => {
    const withPhone = toClientRow('p', { ...make('Paul Girard', 'physique'), phone: '06 98 17 75 18' });
    for (const query of ['0698177518', '06 98 17', '+33 6 98 17 75 18', '0698']) {
      expect(filterClients([withPhone, ...rows], words(query)).map((row) => row.id)).toEqual(['p']);
    }
  });
  it('asks the backend for a page: archive state, type, the search’s token; names A to Z', () => {
    const query = clientListQuery(
      'f1',
      { kind: 'morale', archived: 'actifs' },
      { column: 'caseCount', direction: 'desc' },
      'acme',
    );
    expect(query.where).toEqual([
      { field: 'archived', op: '==', value: false },
      { field: 'kind', op: '==', value: 'morale' },
      { field: 'searchTokens', op: 'array-contains', value: 'acme' },
    ]);
    expect(query.orderBy).toEqual([
      { field: 'caseCount', direction: 'desc' },
      { field: 'sortName', direction: 'asc' },
    ]);
    expect(
      clientListQuery('f1', { kind: 'tous', archived: 'tous' }, { column: 'displayName', direction: 'desc' }, null),
    ).toEqual({ collection: 'firms/f1/clients', where: [], orderBy: [{ field: 'sortName', direction: 'desc' }] });
    // A type sort within one type says nothing: by name.
    expect(
      clientListQuery('f1', { kind: 'physique', archived: 'archivés' }, { column: 'kind', direction: 'desc' }, null)
        .orderBy,
    ).toEqual([{ field: 'sortName', direction: 'asc' }]);
  });
  it('says what references a client', () => {
    expect(isReferenced({ cases: 0, documents: 0, invoices: 0 })).toBe(false);
    expect(isReferenced({ cases: 1, documents: 0, invoices: 0 })).toBe(true);
    expect(describeReferences({ cases: 2, documents: 1, invoices: 0 })).toBe('2 dossiers, 1 document');
  });
});
