/**
 * Reads a FEC back and checks every rule of fec.ts, independently of how it was written: file
 * name, header order, field count per line, dates, decimal comma, balance per entry, continuous
 * entry numbers. Used by the unit tests and by the browser journeys on the downloaded file.
 */
import { FEC_COLUMNS } from './fec.ts';

export type FecLine = Record<(typeof FEC_COLUMNS)[number], string>;

export function parseFec(content: string): { header: string[]; lines: FecLine[] } {
  const rows = content.split('\r\n');
  if (rows.at(-1) === '') rows.pop();
  const header = (rows[0] ?? '').split('\t');
  const lines = rows.slice(1).map((row) => {
    const fields = row.split('\t');
    return Object.fromEntries(FEC_COLUMNS.map((column, i) => [column, fields[i] ?? ''])) as FecLine;
  });
  return { header, lines };
}

const AMOUNT = /^\d+,\d{2}$/;

function validDay(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const cents = (amount: string) => {
  const [units = '0', decimals = '0'] = amount.split(',');
  return Number(units) * 100 + Number(decimals);
};

/** Every rule the file breaks, in French (empty when the file is valid). */
export function checkFec({ fileName, content }: { fileName: string; content: string }): string[] {
  const problems: string[] = [];
  const name = /^(\d{9})FEC(\d{8})\.txt$/.exec(fileName);
  if (!name) problems.push(`Nom de fichier invalide : ${fileName} (attendu SIRENFECAAAAMMJJ.txt).`);
  else if (!validDay(name[2]!)) problems.push(`Date de clôture invalide dans le nom : ${name[2]}.`);
  const closing = name?.[2] ?? '';
  const fiscalYear = closing.slice(0, 4);

  if (content.includes('\n') && !content.includes('\r\n')) problems.push('Fins de ligne attendues : CRLF.');
  const rawRows = content.split('\r\n');
  if (rawRows.at(-1) === '') rawRows.pop();
  const { header, lines } = parseFec(content);
  if (header.join('\t') !== FEC_COLUMNS.join('\t'))
    problems.push(`En-tête invalide : ${header.join(' | ')} (attendu ${FEC_COLUMNS.join(' | ')}).`);
  if (lines.length === 0) problems.push('Aucune écriture dans le fichier.');

  rawRows.slice(1).forEach((row, i) => {
    const count = row.split('\t').length;
    if (count !== FEC_COLUMNS.length)
      problems.push(`Ligne ${i + 2} : ${count} champs au lieu de ${FEC_COLUMNS.length}.`);
  });

  let expected = 1;
  let current = '';
  const seen = new Set<string>();
  const balance = new Map<string, number>();
  const entryHeads = new Map<string, { date: string; journal: string }>();
  lines.forEach((line, i) => {
    const at = `Ligne ${i + 2}`;
    for (const column of ['EcritureDate', 'PieceDate', 'ValidDate'] as const)
      if (!validDay(line[column])) problems.push(`${at} : ${column} « ${line[column]} » n’est pas une date AAAAMMJJ.`);
    for (const column of ['DateLet', 'DateRglt'] as const)
      if (line[column] !== '' && !validDay(line[column]))
        problems.push(`${at} : ${column} « ${line[column]} » n’est pas une date AAAAMMJJ.`);
    if (fiscalYear && !line.EcritureDate.startsWith(fiscalYear))
      problems.push(`${at} : écriture du ${line.EcritureDate} hors de l’exercice ${fiscalYear}.`);
    if (closing && line.EcritureDate > closing) problems.push(`${at} : écriture postérieure à la clôture.`);
    for (const column of ['Debit', 'Credit'] as const)
      if (!AMOUNT.test(line[column]))
        problems.push(`${at} : ${column} « ${line[column]} » (attendu virgule décimale, sans séparateur de milliers).`);
    const debit = cents(line.Debit);
    const credit = cents(line.Credit);
    if ((debit === 0) === (credit === 0)) problems.push(`${at} : une ligne porte soit un débit, soit un crédit.`);
    for (const column of ['JournalCode', 'JournalLib', 'CompteNum', 'CompteLib', 'PieceRef', 'EcritureLib'] as const)
      if (!line[column].trim()) problems.push(`${at} : ${column} est vide.`);
    if (!/^\d{3,}/.test(line.CompteNum))
      problems.push(`${at} : CompteNum « ${line.CompteNum} » n’est pas un compte PCG.`);

    const num = line.EcritureNum;
    if (num !== current) {
      if (seen.has(num)) problems.push(`${at} : l’écriture ${num} est coupée en plusieurs morceaux.`);
      else if (num !== String(expected))
        problems.push(`${at} : numéro d’écriture ${num}, attendu ${expected} (numérotation continue).`);
      seen.add(num);
      current = num;
      expected = Number(num) + 1;
      entryHeads.set(num, { date: line.EcritureDate, journal: line.JournalCode });
    } else {
      const head = entryHeads.get(num)!;
      if (head.date !== line.EcritureDate || head.journal !== line.JournalCode)
        problems.push(`${at} : l’écriture ${num} change de date ou de journal.`);
    }
    balance.set(num, (balance.get(num) ?? 0) + debit - credit);
  });
  for (const [num, difference] of balance)
    if (difference !== 0) problems.push(`Écriture ${num} déséquilibrée (écart de ${difference} centimes).`);
  return problems;
}
