import type { Client, WithId } from 'shared-data';
import { CLIENT_CHOICES, clientChoices, clientChoicesQuery } from './clientChoices.ts';

const at = '2026-01-10T10:00:00.000Z';
const person = (id: string, nom: string, prenom: string): WithId<Client> => ({
  id,
  kind: 'physique',
  civilite: 'Mme',
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
});

describe('the client picker of a dossier', () => {
  it('nothing typed: the twenty active clients changed last', () => {
    expect(clientChoicesQuery('f1', '  ')).toEqual({
      collection: 'firms/f1/clients',
      where: [{ field: 'archived', op: '==', value: false }],
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
      limit: CLIENT_CHOICES,
    });
  });

  it('a search: the active clients holding its longest word, A to Z; the browser keeps those with every word', () => {
    expect(clientChoicesQuery('f1', 'Marie Dubois')).toMatchObject({
      where: [
        { field: 'archived', op: '==', value: false },
        { field: 'searchTokens', op: 'array-contains', value: 'dubois' },
      ],
      orderBy: [{ field: 'sortName', direction: 'asc' }],
      limit: CLIENT_CHOICES,
    });
    const found = [person('a', 'Dubois', 'Marie'), person('b', 'Dubois', 'Paul')];
    expect(clientChoices(found, 'Marie Dubois')).toEqual([{ value: 'a', label: 'DUBOIS Marie' }]);
  });
});
