import { phoneDigits } from './phone.ts';
import {
  caseSearchFields,
  caseSearchText,
  clientSearchFields,
  clientSearchText,
  digitsOf,
  invoiceSearchTokens,
  invoiceSearchValues,
  MAX_SEARCH_TOKENS,
  normalizeSearchText,
  numberDigitsOf,
  paymentSearchTokens,
  paymentSearchValues,
  SEARCH_TOKEN_MAX_LENGTH,
  searchQueryOf,
  searchTextOf,
  searchTokensOf,
} from './search.ts';

/** What a list does with a query: the backend's token, then every word in the row's text. */
const finds = (tokens: readonly string[], text: string, query: string) => {
  const { token, words } = searchQueryOf(query);
  return (token === null || tokens.includes(token)) && words.every((word) => text.includes(word));
};

const dubois = {
  kind: 'physique' as const,
  nom: 'Dubois-Lefèvre',
  prenom: 'Hélène',
  displayName: 'DUBOIS-LEFÈVRE Hélène',
  email: 'helene.dubois@orange.fr',
  phone: '06 98 17 75 18',
};
const boulangerie = {
  kind: 'morale' as const,
  raisonSociale: 'Boulangerie d’Écully',
  siren: '732829320',
  displayName: 'Boulangerie d’Écully',
  email: 'contact@boulangerie-ecully.fr',
  phone: '+44 20 7946 0958',
};

describe('la normalisation (une seule : celle des clés de recherche de shared-ui)', () => {
  it('retire accents et casse, coupe aux apostrophes et traits d’union', () => {
    expect(normalizeSearchText('  L’Hôpital  Saint-Étienne ')).toBe('l hopital saint etienne');
    expect(normalizeSearchText("Aujourd'hui — ÇA")).toBe('aujourd hui — ca');
  });
});

describe('les chiffres d’un numéro, comme la règle du téléphone', () => {
  it.each([
    '06 98 17 75 18',
    '06.98.17.75.18',
    '+33 6 98 17 75 18',
    '+33 (0)6 98 17 75 18',
    '0033 6 98 17 75 18',
    '+44 20 7946 0958',
    '00 32 2 123 45 67',
  ])('%s → les mêmes chiffres que phoneDigits', (phone) => {
    expect(digitsOf(phone)).toBe(phoneDigits(phone));
  });

  it('vaut pour une référence, un RG, un SIREN ; rien pour un texte ou moins de 4 chiffres', () => {
    expect(digitsOf('2026-0042')).toBe('20260042');
    expect(digitsOf('26/01234')).toBe('2601234');
    expect(digitsOf('732 829 320')).toBe('732829320');
    expect(digitsOf('Dossier 2026')).toBeNull();
    expect(digitsOf('06 1')).toBeNull();
  });
});

describe('les jetons d’un document', () => {
  it('sont les débuts de chaque mot, de 2 à 15 caractères, sans doublon', () => {
    const tokens = searchTokensOf('Dubois', 'Marie Dubois');
    expect(tokens).toEqual(['du', 'dub', 'dubo', 'duboi', 'dubois', 'ma', 'mar', 'mari', 'marie']);
    const long = searchTokensOf('anticonstitutionnellement');
    expect(long.at(-1)).toBe('anticonstitutio');
    expect(long.every((token) => token.length <= SEARCH_TOKEN_MAX_LENGTH)).toBe(true);
  });

  it('partent aussi de chaque mot d’un courriel ou d’un numéro de RG, et des chiffres d’un numéro', () => {
    const tokens = searchTokensOf('contact@boulangerie-ecully.fr', '26/01234', '06 98 17 75 18');
    for (const token of ['contact@boul', 'boulangerie', 'ecully.fr', 'fr', '26/0', '01234', '2601234', '069817'])
      expect(tokens).toContain(token);
  });

  it('sont bornés, les premiers champs gardés en entier', () => {
    const words = Array.from({ length: 120 }, (_, index) => `mot${String(index).padStart(3, '0')}abcdefghijkl`);
    const tokens = searchTokensOf('Dubois', words.join(' '));
    expect(tokens).toHaveLength(MAX_SEARCH_TOKENS);
    expect(tokens.slice(0, 5)).toEqual(['du', 'dub', 'dubo', 'duboi', 'dubois']);
  });
});

describe('la requête', () => {
  it('envoie le mot le plus long (tronqué), garde tous les mots pour le navigateur', () => {
    expect(searchQueryOf('Jean DUBOIS')).toEqual({ token: 'dubois', words: ['jean', 'dubois'] });
    expect(searchQueryOf('a b')).toEqual({ token: null, words: ['a', 'b'] });
    expect(searchQueryOf('anticonstitutionnellement').token).toBe('anticonstitutio');
    expect(searchQueryOf('')).toEqual({ token: null, words: [] });
  });

  it('lit un numéro derrière des lettres (« FA-2017-0042 ») comme ces lettres et ses chiffres, le jeton', () => {
    expect(searchQueryOf('FA-2017-0042')).toEqual({ token: '20170042', words: ['fa', '20170042'] });
    expect(searchQueryOf('fa 2017 0042')).toEqual({ token: '20170042', words: ['fa', '20170042'] });
    expect(searchQueryOf('FACTURE-2017-0042').token).toBe('20170042');
    // A prefix of several words (settings allow « F-CAB- »).
    expect(searchQueryOf('F-CAB-2017-0042')).toEqual({ token: '20170042', words: ['f', 'cab', '20170042'] });
    expect(numberDigitsOf('Cabinet Martin 20170042')).toBeNull();
    // Letters longer than the number: words, the longest the token.
    expect(searchQueryOf('Martin 2024')).toEqual({ token: 'martin', words: ['martin', '2024'] });
    expect(numberDigitsOf('RG 26/01234')).toEqual({ prefix: 'rg', digits: '2601234' });
    expect(numberDigitsOf('2026-0042')).toEqual({ prefix: null, digits: '20260042' });
    expect(numberDigitsOf('FA-20')).toBeNull();
    expect(numberDigitsOf('Dossier Dupont')).toBeNull();
  });

  it('lit un numéro tapé avec des séparateurs comme un seul mot : ses chiffres', () => {
    expect(searchQueryOf('06 12 34')).toEqual({ token: '061234', words: ['061234'] });
    expect(searchQueryOf('+33 6 98')).toEqual({ token: '0698', words: ['0698'] });
    expect(searchQueryOf('732 829 320')).toEqual({ token: '732829320', words: ['732829320'] });
  });
});

describe('un client', () => {
  const fields = clientSearchFields(dubois);
  const text = clientSearchText(dubois);
  const business = clientSearchFields(boulangerie);
  const businessText = clientSearchText(boulangerie);

  it.each([
    'dubois',
    'DUBOIS hélène',
    'helene lefevre',
    'Lefèvre',
    '06 98 17',
    '0698177518',
    '+33 6 98 17 75 18',
    'orange.fr',
  ])('« %s » le trouve', (query) => {
    expect(finds(fields.searchTokens, text, query)).toBe(true);
  });

  it.each(['martin', 'dubois martin', '07 98 17', 'bois'])('« %s » ne le trouve pas', (query) => {
    expect(finds(fields.searchTokens, text, query)).toBe(false);
  });

  it('une société : par son nom accentué ou non, son SIREN tapé avec espaces, un numéro étranger', () => {
    for (const query of ['ecully', 'Écully', 'boulangerie d’écully', '732 829 320', '732829', '+44 20 79'])
      expect(finds(business.searchTokens, businessText, query)).toBe(true);
  });

  it('se trie sur son nom normalisé (Firestore ordonne les octets : « É » suivrait « Z »)', () => {
    expect(business.sortName).toBe('boulangerie d ecully');
    expect(fields.sortName).toBe('dubois lefevre helene');
  });
});

describe('un dossier', () => {
  const dossier = {
    reference: '2026-0042',
    title: 'Vices cachés – vente immobilière',
    clientNames: ['DUBOIS-LEFÈVRE Hélène'],
    opposingParties: [{ name: 'Société Lambert Immobilier' }],
    rgNumber: '26/01234',
    jurisdiction: 'Tribunal judiciaire de Lyon',
    matter: 'Droit immobilier',
  };
  const { searchTokens, partyTokens } = caseSearchFields(dossier);
  const text = caseSearchText(dossier);

  it.each(['2026-0042', '2026 0042', '0042', 'dubois vices', 'lambert', '26/01234', '01234', 'lyon', 'immobiliere'])(
    '« %s » le trouve',
    (query) => {
      expect(finds(searchTokens, text, query)).toBe(true);
    },
  );

  it('ses parties adverses ont leurs propres jetons (le contrôle des conflits)', () => {
    expect(partyTokens).toContain('lamb');
    expect(partyTokens).not.toContain('lyon');
    expect(partyTokens).not.toContain('dubois');
  });
});

describe('un règlement du livre-journal', () => {
  const payment = {
    invoiceNumber: 'FA-2026-0042',
    clientName: 'DUBOIS-LEFÈVRE Hélène',
    reference: 'Chèque n° 1234567',
    reason: 'Saisi sur la mauvaise facture',
  };
  const tokens = paymentSearchTokens(payment, 'Chèque');
  const text = normalizeSearchText(paymentSearchValues(payment, 'Chèque').join(' '));

  it.each(['FA-2026-0042', '2026 0042', 'dubois', 'helene dubois', 'cheque', '1234567', 'mauvaise facture'])(
    '« %s » le trouve',
    (query) => {
      expect(finds(tokens, text, query)).toBe(true);
    },
  );

  it.each(['lambert', 'virement', '2025-0042'])('« %s » ne le trouve pas', (query) => {
    expect(finds(tokens, text, query)).toBe(false);
  });
});

describe('une facture', () => {
  const invoice = { number: 'FA-2017-0042', creditForNumber: null, caseReference: '2016-0042' };
  const tokens = invoiceSearchTokens(invoice, 'SCI Les Tilleuls');
  const text = searchTextOf(...invoiceSearchValues(invoice, 'SCI Les Tilleuls'));

  it.each(['FA-2017-0042', 'fa 2017 0042', 'FA-2017-00', '2017-0042', '20170042', 'tilleuls 2016-0042'])(
    '« %s » la trouve',
    (query) => {
      expect(finds(tokens, text, query)).toBe(true);
    },
  );

  it('son numéro entier est un jeton : celui du même rang d’une autre année ne la trouve pas par l’index', () => {
    expect(tokens).toContain('20170042');
    const other = invoiceSearchTokens({ ...invoice, number: 'FA-2018-0042' }, 'SCI Les Tilleuls');
    expect(other).not.toContain(searchQueryOf('FA-2017-0042').token);
  });

  it('sous un préfixe de plusieurs mots aussi (« F-CAB-2017-0042 »)', () => {
    const custom = { ...invoice, number: 'F-CAB-2017-0042' };
    const customTokens = invoiceSearchTokens(custom, 'SCI Les Tilleuls');
    const customText = searchTextOf(...invoiceSearchValues(custom, 'SCI Les Tilleuls'));
    expect(finds(customTokens, customText, 'F-CAB-2017-0042')).toBe(true);
    expect(finds(customTokens, customText, 'F-CAB-2018-0042')).toBe(false);
  });

  it.each(['FA-2018-0042', 'AV-2017-0042'])('« %s » ne la trouve pas', (query) => {
    expect(finds(tokens, text, query)).toBe(false);
  });
});

describe('un nom qui finit par un numéro (« SCI 2024 »)', () => {
  const tokens = searchTokensOf('SCI 2024');
  const text = searchTextOf('SCI 2024');
  it.each(['sci 2024', 'SCI-2024', '2024', 'sci'])('« %s » le trouve', (query) => {
    expect(finds(tokens, text, query)).toBe(true);
  });
});
