import { type Client, PHONE_MESSAGE } from 'shared-data';
import { clientFormSchema, EMPTY_CLIENT_FORM, toClientData, toClientForm } from './clientForm.ts';
import {
  DEFAULT_CLIENT_FILTERS,
  describeReferences,
  filterClients,
  isReferenced,
  sortClients,
  toClientRow,
} from './clientList.ts';

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
    toClientRow('a', make('Émile Zola', 'physique'), 2),
    toClientRow('b', make('Acme', 'morale'), 0),
    toClientRow('c', make('Zèbre SA', 'morale', true), 1),
  ];

  it('searches without accents, filters by type and archive state', () => {
    expect(filterClients(rows, { ...DEFAULT_CLIENT_FILTERS, query: 'emile' }).map((row) => row.id)).toEqual(['a']);
    expect(filterClients(rows, { ...DEFAULT_CLIENT_FILTERS, kind: 'morale' }).map((row) => row.id)).toEqual(['b']);
    expect(filterClients(rows, { ...DEFAULT_CLIENT_FILTERS, archived: 'archivés' }).map((row) => row.id)).toEqual([
      'c',
    ]);
    expect(filterClients(rows, { ...DEFAULT_CLIENT_FILTERS, query: '829 732' }).map((row) => row.id)).toEqual(['b']);
    expect(filterClients(rows, { ...DEFAULT_CLIENT_FILTERS, query: 'zola acme' }).map((row) => row.id)).toEqual([]);
  });
  it('finds a phone typed without spaces', () => {
    const withPhone = toClientRow('p', { ...make('Paul Girard', 'physique'), phone: '06 98 17 75 18' }, 0);
    for (const query of ['0698177518', '06 98 17', '+33 6 98 17 75 18', '0698']) {
      expect(filterClients([withPhone, ...rows], { ...DEFAULT_CLIENT_FILTERS, query }).map((row) => row.id)).toEqual([
        'p',
      ]);
    }
  });
  it('sorts by name (French collation) or number of dossiers', () => {
    expect(sortClients(rows, { column: 'displayName', direction: 'asc' }).map((row) => row.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(sortClients(rows, { column: 'caseCount', direction: 'desc' }).map((row) => row.id)).toEqual(['a', 'c', 'b']);
  });
  it('says what references a client', () => {
    expect(isReferenced({ cases: 0, documents: 0, invoices: 0 })).toBe(false);
    expect(isReferenced({ cases: 1, documents: 0, invoices: 0 })).toBe(true);
    expect(describeReferences({ cases: 2, documents: 1, invoices: 0 })).toBe('2 dossiers, 1 document');
  });
});
