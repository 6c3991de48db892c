import type { Client } from 'shared-data';
import {
  anonymisedClient,
  anonymousLabel,
  IDENTITY_FIELDS,
  identityMatcher,
  isSealedInvoice,
  scrubRecord,
  scrubText,
} from './anonymise.ts';

const NOW = '2026-11-23T10:00:00.000Z';
const person: Client = {
  kind: 'physique',
  civilite: 'Mme',
  nom: 'Lefèvre',
  prenom: 'Hélène',
  displayName: 'LEFÈVRE Hélène',
  email: 'helene.lefevre@example.fr',
  phone: '06 98 17 75 18',
  address: '12 rue des Lilas, 69003 Lyon',
  notes: 'Préfère être appelée le matin.',
  archived: false,
  createdAt: NOW,
  updatedAt: NOW,
};
const company: Client = {
  kind: 'morale',
  raisonSociale: 'Boulangerie Martin SARL',
  siren: '732829320',
  forme: 'SARL',
  displayName: 'Boulangerie Martin SARL',
  email: 'contact@boulangerie-martin.fr',
  phone: '04 78 12 34 56',
  address: '',
  notes: 'Gérant : M. Martin',
  archived: false,
  createdAt: NOW,
  updatedAt: NOW,
};

describe('anonymousLabel', () => {
  it('is stable for an id and says what it is', () => {
    expect(anonymousLabel('abc')).toMatch(/^Client anonymisé [0-9A-F]{4}$/);
    expect(anonymousLabel('abc')).toBe(anonymousLabel('abc'));
    expect(anonymousLabel('abc')).not.toBe(anonymousLabel('abd'));
  });
});

describe('anonymisedClient', () => {
  it('replaces every identity field of a person and marks the date', () => {
    const out = anonymisedClient(person, { clientId: 'c1', now: NOW }) as Extract<Client, { kind: 'physique' }>;
    const label = anonymousLabel('c1');
    expect(out).toMatchObject({
      nom: label,
      prenom: '',
      displayName: label,
      email: '',
      phone: '',
      address: '',
      notes: '',
      anonymisedAt: NOW,
      createdAt: NOW,
    });
    for (const field of IDENTITY_FIELDS.physique) expect(String(out[field])).not.toMatch(/Lef|Hél|06 98|Lilas/);
  });

  it('replaces the company name and empties the SIREN', () => {
    const out = anonymisedClient(company, { clientId: 'c2', now: NOW }) as Extract<Client, { kind: 'morale' }>;
    expect(out.raisonSociale).toBe(anonymousLabel('c2'));
    expect(out.siren).toBe('');
    expect(out.notes).toBe('');
    expect(out.forme).toBe('SARL');
  });
});

describe('identityMatcher / scrubText', () => {
  const { strong, linked } = identityMatcher(person);
  const L = 'Client anonymisé 0000';

  it('finds the name in any case, accent and order', () => {
    expect(scrubText('RDV avec Hélène Lefèvre demain', strong, L)).toBe(`RDV avec ${L} demain`);
    expect(scrubText('Dossier LEFEVRE helene', strong, L)).toBe(`Dossier ${L}`);
    expect(scrubText('Mme lefèvre-hélène', strong, L)).toBe(`Mme ${L}`);
  });

  it('finds the email, the phone with or without spaces and in +33 form, the address', () => {
    expect(scrubText('écrire à Helene.Lefevre@example.fr', strong, L)).toBe(`écrire à ${L}`);
    expect(scrubText('tél. 0698177518 ou 06.98.17.75.18', strong, L)).toBe(`tél. ${L} ou ${L}`);
    expect(scrubText('+33 6 98 17 75 18', strong, L)).toBe(L);
    expect(scrubText('au 12 rue des Lilas, 69003 Lyon', strong, L)).toBe(`au ${L}`);
  });

  it('searches the surname alone only in the client’s own records, as a whole word', () => {
    expect(scrubText('Mme Lefèvre a signé', strong, L)).toBe('Mme Lefèvre a signé');
    expect(scrubText('Mme Lefèvre a signé', linked, L)).toBe(`Mme ${L} a signé`);
    expect(scrubText('Lefèvreville', linked, L)).toBe('Lefèvreville');
    // The first name alone is never searched: other people share it.
    expect(scrubText('Hélène Dupont', linked, L)).toBe('Hélène Dupont');
  });

  it('finds the SIREN with or without spaces', () => {
    const matcher = identityMatcher(company);
    expect(scrubText('SIREN 732 829 320', matcher.strong, L)).toBe(`SIREN ${L}`);
    expect(scrubText('732829320', matcher.strong, L)).toBe(L);
    expect(scrubText('Boulangerie MARTIN sarl', matcher.strong, L)).toBe(L);
  });

  it('never searches fragments shorter than 3 characters', () => {
    const short = identityMatcher({
      ...person,
      nom: 'Li',
      prenom: '',
      displayName: 'LI',
      email: '',
      phone: '',
      address: '',
    });
    expect(short.strong).toBeNull();
    expect(scrubText('Lien', short.linked, L)).toBe('Lien');
  });
});

describe('scrubRecord', () => {
  const { linked } = identityMatcher(person);
  it('returns only the fields that mention the client, nested texts included, links untouched', () => {
    const patch = scrubRecord(
      {
        title: 'Succession Lefèvre',
        clientIds: ['Lefèvre'],
        caseId: 'Lefèvre',
        opposingParties: [{ name: 'Hélène Lefèvre', kind: 'physique' }],
        matter: 'Droit des successions',
        minutes: 30,
      },
      linked,
      'X',
    );
    expect(patch).toEqual({ title: 'Succession X', opposingParties: [{ name: 'X', kind: 'physique' }] });
  });

  it('returns null when nothing mentions the client', () => {
    expect(scrubRecord({ title: 'Bail commercial' }, linked, 'X')).toBeNull();
    expect(scrubRecord({ title: 'Lefèvre' }, null, 'X')).toBeNull();
  });

  it('keeps issued invoices and avoirs sealed, drafts editable', () => {
    expect(isSealedInvoice({ status: 'issued' })).toBe(true);
    expect(isSealedInvoice({ status: 'draft' })).toBe(false);
  });
});
