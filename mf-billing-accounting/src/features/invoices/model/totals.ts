/** The money model lives in src/lib (shared with facturx and export). */
export * from '../../../lib/invoiceTotals.ts';
