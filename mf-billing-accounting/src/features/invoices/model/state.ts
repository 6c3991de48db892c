/** The derived states live in src/lib (shared with export). */
export * from '../../../lib/invoiceState.ts';
