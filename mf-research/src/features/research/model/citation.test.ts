import type { ResearchSource } from 'shared-data';
import { cassationChamber, citationDate, courtAbbreviation, formatCitation } from './citation.ts';

const juris = (overrides: Partial<Extract<ResearchSource, { kind: 'jurisprudence' }>>): ResearchSource => ({
  kind: 'jurisprudence',
  id: 'j',
  url: '',
  juridiction: 'Cour de cassation',
  chambre: '3e civ.',
  date: '2025-11-06',
  numero: '25-70.018',
  ecli: '',
  solution: '',
  ...overrides,
});

describe('citations (style français)', () => {
  it('dates: mois abrégés, « 1er »', () => {
    expect(citationDate('2025-11-06')).toBe('6 nov. 2025');
    expect(citationDate('2026-01-01')).toBe('1er janv. 2026');
    expect(citationDate('2023-07-21')).toBe('21 juill. 2023');
  });

  it('Cour de cassation: « Cass. 3e civ., 6 nov. 2025, n° 25-70.018 »', () => {
    expect(formatCitation(juris({}))).toBe('Cass. 3e civ., 6 nov. 2025, n° 25-70.018');
    expect(formatCitation(juris({ chambre: 'Civ. 3e' }))).toBe('Cass. 3e civ., 6 nov. 2025, n° 25-70.018');
    expect(formatCitation(juris({ chambre: 'Soc.', numero: 'n° 21-14.490', date: '2022-05-11' }))).toBe(
      'Cass. soc., 11 mai 2022, n° 21-14.490',
    );
    expect(formatCitation(juris({ chambre: 'Chambre mixte', ecli: 'ECLI:FR:CCASS:2023:MI00284' }))).toBe(
      'Cass. ch. mixte, 6 nov. 2025, n° 25-70.018, ECLI:FR:CCASS:2023:MI00284',
    );
    expect(cassationChamber('première chambre civile')).toBe('1re civ.');
    expect(cassationChamber('Assemblée plénière')).toBe('ass. plén.');
  });

  it('autres juridictions: CA, CE, TJ avec leur chambre', () => {
    expect(courtAbbreviation('Cour d’appel de Lyon')).toBe('CA Lyon');
    expect(courtAbbreviation("Conseil d'État")).toBe('CE');
    expect(courtAbbreviation('Tribunal judiciaire de Paris')).toBe('TJ Paris');
    expect(
      formatCitation(juris({ juridiction: 'Cour d’appel de Lyon', chambre: '1re ch. civ.', numero: '23/01234' })),
    ).toBe('CA Lyon, 1re ch. civ., 6 nov. 2025, n° 23/01234');
    expect(formatCitation(juris({ juridiction: 'Conseil d’État', chambre: '', numero: '471234' }))).toBe(
      'CE, 6 nov. 2025, n° 471234',
    );
  });

  it('codes: abréviation usuelle, article, version', () => {
    const code = (article: string, name: string, versionDate: string | null = null): ResearchSource => ({
      kind: 'code',
      id: 'c',
      url: '',
      article,
      code: name,
      versionDate,
    });
    expect(formatCitation(code('1648', 'Code civil'))).toBe('C. civ., art. 1648');
    expect(formatCitation(code('L1235-3', 'code du travail'))).toBe('C. trav., art. L. 1235-3');
    expect(formatCitation(code('art. 538', 'Code de procédure civile', '2026-01-01'))).toBe(
      'CPC, art. 538 (version en vigueur au 1er janv. 2026)',
    );
    expect(formatCitation(code('10', 'Loi n° 71-1130 du 31 décembre 1971'))).toBe(
      'Loi n° 71-1130 du 31 décembre 1971, art. 10',
    );
  });

  it('doctrine: auteur, « titre », revue année, page', () => {
    const doctrine: ResearchSource = {
      kind: 'doctrine',
      id: 'd',
      url: '',
      author: 'J. Mouly',
      title: 'Le barème validé',
      revue: 'Dr. soc.',
      year: 2022,
      page: '620',
    };
    expect(formatCitation(doctrine)).toBe('J. Mouly, « Le barème validé », Dr. soc. 2022, p. 620');
    expect(formatCitation({ ...doctrine, revue: '', title: 'Droit des obligations', page: '' })).toBe(
      'J. Mouly, Droit des obligations, 2022',
    );
  });
});
