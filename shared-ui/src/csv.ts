/**
 * CSV files in French conventions, for every export of every area: `;` separator, UTF-8 with a
 * BOM (a spreadsheet opens it directly with its accents), one header row, CRLF line ends, fields
 * quoted only when needed, and spreadsheet formulas neutralised (CSV injection). Pure.
 */

export const CSV_BOM = '\uFEFF';

/** A number as the exports write it (`-5,00`, `1234`): left as is, never taken for a formula. */
const NUMBER = /^-?\d[\d\s]*(,\d+)?$/;

/**
 * One cell: text a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return) is prefixed with `'`, then the cell is quoted when it holds `;`, `"` or a line end.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * An amount (integer cents) as every export writes it: a decimal comma, two decimals, no thousands
 * separator and no currency sign, so that a French spreadsheet reads a number and sums it
 * (123456 → `1234,56`, −500 → `-5,00`, never taken for a formula).
 */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** The whole file: BOM, header, rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
