import {
  cabinetAddresses,
  initialPlace,
  officesOf,
  placeHint,
  placeOptions,
  placeText,
  postcodeAndCity,
  refreshedPlace,
  sameAddress,
} from './cabinetAddresses.ts';

const SIEGE = '12 rue de la République, 69002 Lyon';
const addresses = cabinetAddresses({
  firm: { address: 'ancienne adresse du firm' },
  team: {
    address: SIEGE,
    offices: [
      { id: 'vb', label: 'Bureau de Villeurbanne', address: '3 cours Émile Zola, 69100 Villeurbanne' },
      { id: '', label: 'sans id', address: 'x' },
      'n’importe quoi',
    ],
  },
  billing: { address: '12, Rue de la REPUBLIQUE 69002 Lyon' },
});

describe('the cabinet’s addresses', () => {
  it('lists the cabinet’s, the billing one only if different, and the other offices', () => {
    expect(addresses).toEqual([
      { ref: 'siege', label: 'Adresse du cabinet', address: SIEGE },
      { ref: 'bureau:vb', label: 'Bureau de Villeurbanne', address: '3 cours Émile Zola, 69100 Villeurbanne' },
    ]);
    expect(
      cabinetAddresses({ firm: { address: SIEGE }, team: null, billing: { address: '1 place Bellecour, 69002 Lyon' } }),
    ).toEqual([
      { ref: 'siege', label: 'Adresse du cabinet', address: SIEGE },
      { ref: 'facturation', label: 'Adresse de facturation', address: '1 place Bellecour, 69002 Lyon' },
    ]);
    expect(sameAddress('12 rue de la République, 69002 Lyon', '12 RUE DE LA REPUBLIQUE 69002 LYON')).toBe(true);
    expect(sameAddress('', '')).toBe(false);
    expect(officesOf({ offices: 'rien' })).toEqual([]);
  });

  it('a profile’s typed address matching none is kept and shown, never replaced silently', () => {
    expect(initialPlace({ address: '67 rue Paul Bert, 69003 Lyon' }, addresses)).toEqual({
      ref: 'saisie',
      typed: '67 rue Paul Bert, 69003 Lyon',
    });
    expect(placeText('saisie', addresses, '67 rue Paul Bert, 69003 Lyon')).toBe('67 rue Paul Bert, 69003 Lyon');
    // The same address typed differently is the cabinet's.
    expect(initialPlace({ address: '12 Rue de la Republique 69002 LYON' }, addresses)).toEqual({
      ref: 'siege',
      typed: '',
    });
    expect(initialPlace({ addressRef: 'bureau:vb', address: 'old' }, addresses)).toEqual({
      ref: 'bureau:vb',
      typed: '',
    });
    // A new profile starts on the cabinet's address.
    expect(initialPlace({}, addresses)).toEqual({ ref: 'siege', typed: '' });
    // Its office removed: the last text stays, as a typed one.
    expect(initialPlace({ addressRef: 'bureau:gone', address: '9 rue Disparue, 69001 Lyon' }, addresses)).toEqual({
      ref: 'saisie',
      typed: '9 rue Disparue, 69001 Lyon',
    });
  });

  it('a profile naming an address follows it when it changes; a typed one never moves', () => {
    expect(refreshedPlace({ addressRef: 'siege', address: 'avant' }, addresses)).toBe(SIEGE);
    expect(refreshedPlace({ addressRef: 'siege', address: SIEGE }, addresses)).toBeNull();
    expect(refreshedPlace({ address: 'avant' }, addresses)).toBeNull();
    expect(refreshedPlace({ addressRef: 'bureau:gone', address: 'avant' }, addresses)).toBeNull();
  });

  it('reads the postcode and city at the end of an address', () => {
    expect(postcodeAndCity(SIEGE)).toEqual({ postcode: '69002', city: 'Lyon' });
    expect(postcodeAndCity('3 cours Émile Zola 69100 Villeurbanne')).toEqual({
      postcode: '69100',
      city: 'Villeurbanne',
    });
    expect(postcodeAndCity('Rue sans code')).toBeNull();
  });

  it('offers the cabinet’s addresses as meeting places, and a typed one matching none, said so', () => {
    expect(placeOptions(addresses, '')).toEqual([
      { value: 'siege', label: `Adresse du cabinet — ${SIEGE}` },
      { value: 'bureau:vb', label: 'Bureau de Villeurbanne — 3 cours Émile Zola, 69100 Villeurbanne' },
    ]);
    expect(placeOptions([], '67 rue Paul Bert, 69003 Lyon')).toEqual([
      { value: 'saisie', label: 'Adresse saisie dans votre profil — 67 rue Paul Bert, 69003 Lyon' },
    ]);
  });

  it('a typed address’s hint says what the convention and the invoices give instead', () => {
    expect(placeHint('siege', addresses)).toMatch(/^L’adresse donnée aux visiteurs/);
    expect(placeHint('saisie', addresses)).toContain(`(la convention et les factures indiquent « ${SIEGE} »)`);
    const billed = cabinetAddresses({
      team: { address: SIEGE },
      billing: { address: '1 place Bellecour, 69002 Lyon' },
    });
    expect(placeHint('saisie', billed)).toContain(
      `(la convention indique « ${SIEGE} », les factures « 1 place Bellecour, 69002 Lyon »)`,
    );
    expect(placeHint('saisie', [])).toBe(
      'Cette adresse a été saisie à la main dans votre profil et ne correspond à aucune adresse du cabinet. Les visiteurs la voient encore : choisissez l’adresse du cabinet où vous recevez.',
    );
  });
});
