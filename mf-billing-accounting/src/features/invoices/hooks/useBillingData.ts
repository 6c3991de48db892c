/** Live reads of the billing screens (shared-data hooks). */
import { useMemo } from 'react';
import {
  paths,
  useCollection,
  useDocument,
  type AuditEntry,
  type BillingSettings,
  type Case,
  type Client,
  type Invoice,
  type Payment,
  type TimeEntry,
} from 'shared-data/store';
import { toInvoiceRow, type InvoiceRow } from '../model/invoiceList.ts';

export function useInvoices(firmId: string | null) {
  return useCollection<Invoice>(firmId ? { collection: paths.invoices(firmId) } : null);
}

export function useBillingSettings(firmId: string | null) {
  return useDocument<BillingSettings>(firmId ? paths.settings(firmId, 'billing') : null);
}

/** Client names and dossier references (lists, selects). */
export function useBillingLookups(firmId: string | null) {
  const clients = useCollection<Client>(firmId ? { collection: paths.clients(firmId) } : null);
  const cases = useCollection<Case>(firmId ? { collection: paths.cases(firmId) } : null);
  return useMemo(() => {
    const clientNames = new Map(clients.data.map((c) => [c.id, c.displayName]));
    const caseReferences = new Map(cases.data.map((c) => [c.id, c.reference]));
    const clientOptions = clients.data
      .filter((c) => !c.archived)
      .map((c) => ({ value: c.id, label: c.displayName }))
      .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
    const casesByClient = new Map<string, { value: string; label: string }[]>();
    for (const c of cases.data)
      for (const clientId of c.clientIds)
        casesByClient.set(clientId, [
          ...(casesByClient.get(clientId) ?? []),
          { value: c.id, label: `${c.reference} — ${c.title}` },
        ]);
    return {
      clients: clients.data,
      clientNames,
      caseReferences,
      clientOptions,
      casesByClient,
      loading: clients.loading || cases.loading,
      error: clients.error ?? cases.error,
    };
  }, [clients, cases]);
}

export type BillingLookups = ReturnType<typeof useBillingLookups>;

/** Every invoice as list rows (derived states computed for `today`). */
export function useInvoiceRows(firmId: string | null, today: string) {
  const invoices = useInvoices(firmId);
  const lookups = useBillingLookups(firmId);
  const rows: InvoiceRow[] = useMemo(
    () =>
      invoices.data.map((invoice) =>
        toInvoiceRow(invoice.id, invoice, { clients: lookups.clientNames, cases: lookups.caseReferences }, today),
      ),
    [invoices.data, lookups.clientNames, lookups.caseReferences, today],
  );
  return { rows, invoices, loading: invoices.loading || lookups.loading, error: invoices.error ?? lookups.error };
}

export function useUnbilledTimeEntries(firmId: string | null, caseId: string, draftId: string | null) {
  const entries = useCollection<TimeEntry>(
    firmId && caseId
      ? { collection: paths.timeEntries(firmId), where: [{ field: 'caseId', op: '==', value: caseId }] }
      : null,
  );
  const data = useMemo(
    () => entries.data.filter((entry) => !entry.billed && (!entry.invoiceId || entry.invoiceId === draftId)),
    [entries.data, draftId],
  );
  return { data, loading: entries.loading };
}

export function useInvoicePayments(firmId: string | null, invoiceId: string | null) {
  return useCollection<Payment>(
    firmId && invoiceId
      ? { collection: paths.payments(firmId), where: [{ field: 'invoiceId', op: '==', value: invoiceId }] }
      : null,
  );
}

export function useInvoiceAudit(firmId: string | null, invoiceId: string | null) {
  return useCollection<AuditEntry>(
    firmId && invoiceId
      ? {
          collection: paths.auditLog(firmId),
          where: [{ field: 'target', op: '==', value: paths.invoice(firmId, invoiceId) }],
        }
      : null,
  );
}

/** A dossier's documents (its demandes de provision among them), for the editor's deduction. */
export function useCaseInvoices(firmId: string | null, caseId: string) {
  return useCollection<Invoice>(
    firmId && caseId
      ? { collection: paths.invoices(firmId), where: [{ field: 'caseId', op: '==', value: caseId }] }
      : null,
  );
}
