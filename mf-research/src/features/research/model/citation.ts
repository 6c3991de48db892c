/**
 * French legal citation style: "C. civ., art. 1648", "Cass. 3e civ., 6 nov. 2025, n° 25-70.018",
 * "J. Mouly, « Le barème validé », Dr. soc. 2022, p. 620".
 */
import type { ResearchSource } from 'shared-data';

const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

/** `2025-11-06` → "6 nov. 2025"; the first of the month is "1er". */
export function citationDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Usual abbreviations of the codes (keys without accents, lower case). */
export const CODE_ABBREVIATIONS: Record<string, string> = {
  'code civil': 'C. civ.',
  'code de commerce': 'C. com.',
  'code du travail': 'C. trav.',
  'code de procedure civile': 'CPC',
  'code penal': 'C. pén.',
  'code de procedure penale': 'C. pr. pén.',
  'code de la consommation': 'C. consom.',
  'code de la securite sociale': 'CSS',
  'code general des impots': 'CGI',
  "code de l'organisation judiciaire": 'COJ',
  'code de justice administrative': 'CJA',
  'code de la construction et de l’habitation': 'CCH',
  "code de la construction et de l'habitation": 'CCH',
  'code monetaire et financier': 'C. mon. fin.',
  'code de la propriete intellectuelle': 'CPI',
  "code de l'environnement": 'C. envir.',
  'code des assurances': 'C. assur.',
  'code rural et de la peche maritime': 'C. rur.',
  "code de l'urbanisme": 'C. urb.',
  'code des procedures civiles d’execution': 'CPC exéc.',
  "code des procedures civiles d'execution": 'CPC exéc.',
  "code de l'entree et du sejour des etrangers et du droit d'asile": 'CESEDA',
};

export function codeAbbreviation(code: string): string {
  return CODE_ABBREVIATIONS[fold(code)] ?? code.trim();
}

/** Cour de cassation chambers, whatever way they are typed ("Civ. 3e", "3e chambre civile", "Soc."). */
const CASS_CHAMBERS: [RegExp, string][] = [
  [/^(1(re|ere)?|premiere) ?(ch(ambre)?\.? )?civ|^civ\.? ?1(re|ere)?$/, '1re civ.'],
  [/^(2e?|deuxieme) ?(ch(ambre)?\.? )?civ|^civ\.? ?2e?$/, '2e civ.'],
  [/^(3e?|troisieme) ?(ch(ambre)?\.? )?civ|^civ\.? ?3e?$/, '3e civ.'],
  [/^com/, 'com.'],
  [/^soc/, 'soc.'],
  [/^crim/, 'crim.'],
  [/^(ch(ambre)?\.? )?mixte|^ch\.? mixte/, 'ch. mixte'],
  [/^(ass(emblee)?\.? )?ple/, 'ass. plén.'],
];

export function cassationChamber(chambre: string): string {
  const key = fold(chambre)
    .replace(/chambre/g, 'ch.')
    .replace(/\s+/g, ' ');
  for (const [pattern, label] of CASS_CHAMBERS) if (pattern.test(key)) return label;
  return chambre.trim();
}

/** "Cour d’appel de Lyon" → "CA Lyon", "Conseil d’État" → "CE"… */
export function courtAbbreviation(juridiction: string): string {
  const raw = juridiction.trim().replace(/’/g, "'");
  const key = fold(raw);
  if (key === 'cour de cassation' || key === 'cass.' || key === 'cass') return 'Cass.';
  if (key === "conseil d'etat" || key === 'ce') return 'CE';
  if (key === 'conseil constitutionnel') return 'Cons. const.';
  if (key === "cour de justice de l'union europeenne" || key === 'cjue') return 'CJUE';
  if (key === "cour europeenne des droits de l'homme" || key === 'cedh') return 'CEDH';
  const place = (prefix: RegExp) => raw.replace(prefix, '').trim();
  const rules: [RegExp, string][] = [
    [/^cour administrative d'appel (de |d')/i, 'CAA'],
    [/^cour d'appel (de |d')/i, 'CA'],
    [/^tribunal judiciaire (de |d')/i, 'TJ'],
    [/^tribunal administratif (de |d')/i, 'TA'],
    [/^tribunal de commerce (de |d')/i, 'T. com.'],
    [/^tribunal des activites economiques (de |d')/i, 'TAE'],
    [/^tribunal des activités économiques (de |d')/i, 'TAE'],
    [/^conseil de prud'hommes (de |d')/i, 'CPH'],
    [/^tribunal de proximite (de |d')/i, 'T. prox.'],
    [/^tribunal de proximité (de |d')/i, 'T. prox.'],
  ];
  for (const [pattern, short] of rules) if (pattern.test(raw)) return `${short} ${place(pattern)}`;
  return juridiction.trim();
}

/** "L1235-3" → "L. 1235-3"; "1648" stays. */
function articleNumber(article: string): string {
  return article
    .trim()
    .replace(/^(art\.?|article)\s*/i, '')
    .replace(/^([LRDA])\.?\s*(\d)/, '$1. $2');
}

/** One source as a French citation (plain text, no trailing period). */
export function formatCitation(source: ResearchSource): string {
  switch (source.kind) {
    case 'code': {
      const version = source.versionDate ? ` (version en vigueur au ${citationDate(source.versionDate)})` : '';
      return `${codeAbbreviation(source.code)}, art. ${articleNumber(source.article)}${version}`;
    }
    case 'jurisprudence': {
      const court = courtAbbreviation(source.juridiction);
      const chamber = source.chambre.trim()
        ? court === 'Cass.'
          ? cassationChamber(source.chambre)
          : source.chambre.trim()
        : '';
      const head = court === 'Cass.' && chamber ? `Cass. ${chamber}` : [court, chamber].filter(Boolean).join(', ');
      const numero = source.numero.trim() ? `, n° ${source.numero.trim().replace(/^n°\s*/i, '')}` : '';
      const ecli = source.ecli.trim() ? `, ${source.ecli.trim()}` : '';
      return `${head}, ${citationDate(source.date)}${numero}${ecli}`;
    }
    case 'doctrine': {
      const page = source.page.trim() ? `, p. ${source.page.trim().replace(/^p\.\s*/i, '')}` : '';
      if (!source.revue.trim()) return `${source.author.trim()}, ${source.title.trim()}, ${source.year}${page}`;
      return `${source.author.trim()}, « ${source.title.trim()} », ${source.revue.trim()} ${source.year}${page}`;
    }
  }
}

export const SOURCE_KIND_LABELS: Record<ResearchSource['kind'], string> = {
  code: 'Code',
  jurisprudence: 'Jurisprudence',
  doctrine: 'Doctrine',
};
