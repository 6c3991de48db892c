import {
  caseChoicesQuery,
  caseLabelOf,
  clientChoicesQuery,
  filterCaseChoices,
  filterClientChoices,
  PICKER_CHOICES,
} from './choices.ts';
import type { Query } from './port.ts';
import type { Case, Client } from './schemas.ts';
import { caseSearchFields, clientSearchFields } from './search.ts';
import { declaredIndexes, indexNeed, isServed } from './testing/indexes.ts';

const at = '2026-01-10T10:00:00.000Z';
const person = (id: string, nom: string, prenom: string) => {
  const client = {
    kind: 'physique' as const,
    civilite: 'Mme' as const,
    nom,
    prenom,
    displayName: `${nom.toUpperCase()} ${prenom}`,
    email: '',
    phone: '',
    address: '',
    notes: '',
    archived: false,
    createdAt: at,
    updatedAt: at,
  };
  return { id, ...client, ...clientSearchFields(client) } as Client & { id: string };
};
const dossier = (id: string, reference: string, title: string, clientNames: string[]) =>
  ({
    id,
    reference,
    title,
    clientNames,
    clientIds: [],
    opposingParties: [],
    rgNumber: '',
    jurisdiction: '',
    matter: '',
    status: 'ouvert',
    ...caseSearchFields({
      reference,
      title,
      clientNames,
      opposingParties: [],
      rgNumber: '',
      jurisdiction: '',
      matter: '',
    }),
  }) as unknown as Case & { id: string };

describe('ce qu’un sélecteur propose parmi des milliers de dossiers et de clients', () => {
  it('dossiers : rien de tapé, les vingt références les plus récentes ; ouverts seulement sur demande', () => {
    expect(caseChoicesQuery('f1', '  ')).toEqual({
      collection: 'firms/f1/cases',
      where: [],
      orderBy: [{ field: 'reference', direction: 'desc' }],
      limit: PICKER_CHOICES,
    });
    expect(caseChoicesQuery('f1', '', { openOnly: true }).where).toEqual([
      { field: 'status', op: 'in', value: ['ouvert', 'en attente'] },
    ]);
  });

  it('dossiers : une recherche envoie son mot le plus sélectif ; le navigateur garde ceux qui ont tous les mots', () => {
    expect(caseChoicesQuery('f1', 'Lambert appel', { openOnly: true })).toMatchObject({
      where: [
        { field: 'status', op: 'in', value: ['ouvert', 'en attente'] },
        { field: 'searchTokens', op: 'array-contains', value: 'lambert' },
      ],
      orderBy: [{ field: 'reference', direction: 'desc' }],
      limit: PICKER_CHOICES,
    });
    const found = [
      dossier('a', '2026-0038', 'Appel Lambert', ['DURAND Claire']),
      dossier('b', '2026-0012', 'Bail Lambert', ['MARTIN Paul']),
    ];
    expect(filterCaseChoices(found, 'Lambert appel').map((item) => item.id)).toEqual(['a']);
    // A client's name stored on the dossier finds it too.
    expect(filterCaseChoices(found, 'martin').map((item) => item.id)).toEqual(['b']);
    expect(caseLabelOf(found[0]!)).toBe('2026-0038 — Appel Lambert');
  });

  it('clients : rien de tapé, les vingt actifs modifiés en dernier ; une recherche, de A à Z, jamais les archivés', () => {
    expect(clientChoicesQuery('f1', '')).toEqual({
      collection: 'firms/f1/clients',
      where: [{ field: 'archived', op: '==', value: false }],
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
      limit: PICKER_CHOICES,
    });
    expect(clientChoicesQuery('f1', 'Marie Dubois')).toEqual({
      collection: 'firms/f1/clients',
      where: [
        { field: 'archived', op: '==', value: false },
        { field: 'searchTokens', op: 'array-contains', value: 'dubois' },
      ],
      orderBy: [{ field: 'sortName', direction: 'asc' }],
      limit: PICKER_CHOICES,
    });
    const found = [person('a', 'Dubois', 'Marie'), person('b', 'Dubois', 'Paul')];
    expect(filterClientChoices(found, 'Marie Dubois').map((client) => client.id)).toEqual(['a']);
  });

  it('chaque forme de ces requêtes est servie par les index déclarés (Firestore la refuserait sinon)', () => {
    const queries: Query[] = [];
    for (const text of ['', '2026-00', 'durand claire', '06 12 34'])
      for (const openOnly of [false, true]) queries.push(caseChoicesQuery('f1', text, { openOnly }));
    for (const text of ['', 'dubois', '732 829 320']) queries.push(clientChoicesQuery('f1', text));
    const unserved = queries.filter((query) => {
      const need = indexNeed({ query });
      return need !== null && !isServed(need, declaredIndexes());
    });
    expect(unserved).toEqual([]);
    // The check itself finds a missing index.
    const unsorted = { ...clientChoicesQuery('f1', 'dubois'), orderBy: [{ field: 'createdAt' }] };
    expect(isServed(indexNeed({ query: unsorted })!, declaredIndexes())).toBe(false);
  });
});
