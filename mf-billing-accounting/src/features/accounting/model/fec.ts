/**
 * Fichier des écritures comptables (LPF art. L47 A, format of art. A47 A-1), in the variant for
 * BNC books kept on a cash basis: the 18 standard columns in order, then DateRglt, ModeRglt,
 * NatOp and IdClient. Tab-separated, one header row, dates `AAAAMMJJ`, amounts with a decimal
 * comma and no thousands separator, every entry balanced, entry numbers continuous (1, 2, 3…
 * over the fiscal year, in date order), UTF-8, CRLF line ends. File `{SIREN}FEC{AAAAMMJJ}.txt`
 * with the closing date of the fiscal year (31 December: BNC books follow the calendar year).
 */
import { entryImbalance, JOURNALS, type LedgerEntry } from './ledger.ts';

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
  'DateRglt',
  'ModeRglt',
  'NatOp',
  'IdClient',
] as const;

export const FEC_SEPARATOR = '\t';
export const FEC_LINE_END = '\r\n';

/** 123456 → "1234,56"; 5 → "0,05" (never negative: the side carries the sign). */
export function fecAmount(cents: number): string {
  const value = Math.abs(Math.trunc(cents));
  return `${Math.floor(value / 100)},${String(value % 100).padStart(2, '0')}`;
}

/** "2026-03-14" → "20260314". */
export function fecDate(isoDay: string): string {
  return isoDay.slice(0, 10).replaceAll('-', '');
}

/** Free text for one field: no tab, no line break, single spaces. */
export function fecText(text: string): string {
  return text
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function fecFileName({ siren, closingDate }: { siren: string; closingDate: string }): string {
  return `${siren}FEC${fecDate(closingDate)}.txt`;
}

/** The SIREN of a cabinet: the first nine digits of its SIRET (spaces ignored); null when absent. */
export function sirenFromSiret(siret: string | null | undefined): string | null {
  const digits = (siret ?? '').replace(/\s/g, '');
  return /^\d{14}$/.test(digits) || /^\d{9}$/.test(digits) ? digits.slice(0, 9) : null;
}

export type FecResult =
  | { ok: true; fileName: string; content: string; entryCount: number; lineCount: number }
  | { ok: false; message: string };

export const FEC_MESSAGES = {
  noSiren:
    'Le FEC ne peut pas être généré : le SIRET du cabinet manque. Renseignez-le dans les paramètres de facturation.',
  empty: (year: number) =>
    `Aucune écriture pour l’exercice ${year} : aucun encaissement ni aucune dépense du 1er janvier au 31 décembre ${year}. Le FEC n’a pas été généré.`,
  unbalanced: (ref: string) => `L’écriture « ${ref} » n’est pas équilibrée : le FEC n’a pas été généré.`,
} as const;

/** The FEC of a fiscal year (calendar year) from the book's entries. */
export function buildFec({
  entries,
  siret,
  year,
}: {
  entries: readonly LedgerEntry[];
  siret: string | null | undefined;
  year: number;
}): FecResult {
  const siren = sirenFromSiret(siret);
  if (!siren) return { ok: false, message: FEC_MESSAGES.noSiren };
  const prefix = `${year}-`;
  const inYear = entries.filter((entry) => entry.date.startsWith(prefix) && entry.lines.length > 0);
  if (inYear.length === 0) return { ok: false, message: FEC_MESSAGES.empty(year) };
  const out: string[] = [FEC_COLUMNS.join(FEC_SEPARATOR)];
  let number = 0;
  for (const entry of inYear) {
    if (entryImbalance(entry) !== 0) return { ok: false, message: FEC_MESSAGES.unbalanced(entry.pieceRef) };
    number += 1;
    const date = fecDate(entry.date);
    const common = {
      journalCode: entry.journal,
      journalLib: JOURNALS[entry.journal],
      pieceRef: fecText(entry.pieceRef),
      pieceDate: fecDate(entry.pieceDate),
      label: fecText(entry.label),
      settlementDate: fecDate(entry.settlementDate),
      settlementMethod: fecText(entry.settlementMethod),
      nature: fecText(entry.nature),
      clientId: fecText(entry.clientId),
    };
    for (const line of entry.lines) {
      const fields: string[] = [
        common.journalCode,
        common.journalLib,
        String(number),
        date,
        line.account.number,
        fecText(line.account.label),
        '',
        '',
        common.pieceRef,
        common.pieceDate,
        common.label,
        fecAmount(line.debitCents),
        fecAmount(line.creditCents),
        '',
        '',
        date,
        '',
        '',
        common.settlementDate,
        common.settlementMethod,
        common.nature,
        common.clientId,
      ];
      out.push(fields.join(FEC_SEPARATOR));
    }
  }
  return {
    ok: true,
    fileName: fecFileName({ siren, closingDate: `${year}-12-31` }),
    content: out.join(FEC_LINE_END) + FEC_LINE_END,
    entryCount: number,
    lineCount: out.length - 1,
  };
}
