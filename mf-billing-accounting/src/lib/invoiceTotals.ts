/**
 * The money model lives in shared-data (`shared-data/invoiceTotals`): one computation of an
 * invoice's totals for this area (live in the editor, sealed at issue and on an avoir) and for the
 * demo data. Once sealed, the totals are read from the invoice, never computed again.
 */
export {
  collectionBase,
  computeTotals,
  prorataCents,
  provisionDeduction,
  type ProvisionDeduction,
  kindTotalCents,
  lineTotalCents,
  roundCents,
  vatOf,
  type InvoiceTotals,
  type VatBreakdownRow,
} from 'shared-data/invoiceTotals';
