/** The money model lives in src/lib (shared with facturx and export). */
export * from 'shared-data/invoiceTotals';
