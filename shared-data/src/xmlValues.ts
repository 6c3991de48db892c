/**
 * Amounts, rates and dates as the e-invoicing XML states them (the invoice's CII, the « Encaissée »
 * and lifecycle CDAR messages, the e-reporting flow): a point as decimal separator, two places, no thousands
 * separator — never a locale's formatting, which would change the bytes the platform checks.
 */

/** Cents as the XML's amount: 123456 → « 1234.56 », -5 → « -0.05 ». */
export const xmlAmount = (cents: number) => (cents / 100).toFixed(2);

/** A VAT rate with two places: 5.5 → « 5.50 ». */
export const xmlPercent = (rate: number) => rate.toFixed(2);

/** An ISO day as format 102: « 2026-11-03 » → « 20261103 ». */
export const xmlDay = (isoDate: string) => isoDate.replace(/-/g, '');

/** An instant as format 204 (UTC): « 20261201090000 ». */
export const xmlInstant = (date: Date) => date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
