/**
 * Which issued invoices go through the cabinet's plateforme agréée. Type-only imports: the list
 * model uses it, and the dashboard's first-screen widget reads that model (tooling's widgets test).
 */
import type { ClientSnapshot, Invoice } from 'shared-data';

/** An issued invoice or avoir the PA receives: its buyer's electronic address was sealed at issue. */
export function goesToPlatform(
  invoice: Pick<Invoice, 'status'> & { clientSnapshot: Pick<ClientSnapshot, 'electronicAddress'> | null },
): boolean {
  return invoice.status === 'issued' && !!invoice.clientSnapshot?.electronicAddress;
}
