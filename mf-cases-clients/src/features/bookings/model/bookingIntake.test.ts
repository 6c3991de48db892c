import {
  CASE_TITLE_MAX,
  caseNotesFromBooking,
  caseStepUrl,
  caseTitleFromBooking,
  clientPrefill,
  clientStepUrl,
  splitPersonName,
} from './bookingIntake.ts';

describe('a booking request’s name, split for the client form', () => {
  it.each([
    ['Nadia Benali', { civilite: '', prenom: 'Nadia', nom: 'Benali' }],
    ['  Nadia   Benali ', { civilite: '', prenom: 'Nadia', nom: 'Benali' }],
    ['BENALI Nadia', { civilite: '', prenom: 'Nadia', nom: 'BENALI' }],
    ['Nadia BENALI', { civilite: '', prenom: 'Nadia', nom: 'BENALI' }],
    ['Jean-Pierre LE GALL', { civilite: '', prenom: 'Jean-Pierre', nom: 'LE GALL' }],
    ['Benali, Nadia', { civilite: '', prenom: 'Nadia', nom: 'Benali' }],
    ['Mme Nadia Benali', { civilite: 'Mme', prenom: 'Nadia', nom: 'Benali' }],
    ['Monsieur Yann Bertrand', { civilite: 'M.', prenom: 'Yann', nom: 'Bertrand' }],
    ['Jean de la Fontaine', { civilite: '', prenom: 'Jean', nom: 'de la Fontaine' }],
    ['Élodie Éluard', { civilite: '', prenom: 'Élodie', nom: 'Éluard' }],
    ['Benali', { civilite: '', prenom: '', nom: 'Benali' }],
    ['', { civilite: '', prenom: '', nom: '' }],
  ] as const)('%s', (name, expected) => {
    expect(splitPersonName(name)).toEqual(expected);
  });

  it('prefills a natural person with the email and phone as given', () => {
    expect(clientPrefill({ name: 'Nadia Benali', email: ' nadia@example.fr ', phone: '+33612345678' })).toEqual({
      kind: 'physique',
      civilite: '',
      prenom: 'Nadia',
      nom: 'Benali',
      email: 'nadia@example.fr',
      phone: '+33612345678',
    });
  });
});

describe('the dossier from the motif', () => {
  it('takes the motif’s first line as title, or names the consultation when there is none', () => {
    expect(caseTitleFromBooking({ name: 'Nadia Benali', motif: 'Dépôt de garantie\nDétails…' })).toBe(
      'Dépôt de garantie',
    );
    expect(caseTitleFromBooking({ name: 'Nadia Benali', motif: '   ' })).toBe('Consultation – Nadia Benali');
  });

  it('cuts a long motif at a word, and keeps it whole in the notes', () => {
    const motif = `Litige ${'avec mon propriétaire '.repeat(10)}sur le dépôt de garantie`;
    const title = caseTitleFromBooking({ name: 'N', motif });
    expect(title.length).toBeLessThanOrEqual(CASE_TITLE_MAX);
    expect(title).toMatch(/propriétaire…$/);
    const notes = caseNotesFromBooking({ name: 'Nadia Benali', motif, start: '2026-12-03T10:00:00.000Z' });
    expect(notes).toContain('demande de rendez-vous en ligne de Nadia Benali (rendez-vous du 3 décembre 2026 à 11:00)');
    expect(notes).toContain(motif);
  });

  it('the navigation contract carries only ids, never the visitor’s data', () => {
    expect(clientStepUrl('req 1')).toBe('/app/clients?rendez-vous=req%201');
    expect(caseStepUrl({ requestId: 'r1', clientId: 'c1' })).toBe('/app/cases?nouveau=1&client=c1&rendez-vous=r1');
  });
});
