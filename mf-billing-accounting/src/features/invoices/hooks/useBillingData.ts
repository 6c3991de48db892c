/** Live reads of the billing screens (shared-data hooks): each bounded by an id or a dossier. */
import { useMemo } from 'react';
import {
  getDataStore,
  paths,
  useCasesById,
  useClientsById,
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

export function useBillingSettings(firmId: string | null) {
  return useDocument<BillingSettings>(firmId ? paths.settings(firmId, 'billing') : null);
}

/** One invoice, live (the detail, `?facture=ID`): read by its id, whatever list it was opened from. */
export function useInvoice(firmId: string | null, id: string | null) {
  return useDocument<Invoice>(firmId && id ? paths.invoice(firmId, id) : null);
}

/** Reads the names of `ids` one by one (`null`: it cannot be read — deleted, another cabinet's). */
export async function readNamesById(
  firmId: string,
  kind: 'clients' | 'cases',
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  const store = getDataStore();
  const entries = await Promise.all(
    [...new Set(ids)].map((id) =>
      kind === 'clients'
        ? store.get<Client>(paths.client(firmId, id)).then(
            (snapshot) => [id, snapshot.data?.displayName ?? null] as const,
            () => [id, null] as const,
          )
        : store.get<Case>(paths.case(firmId, id)).then(
            (snapshot) => [id, snapshot.data?.reference ?? null] as const,
            () => [id, null] as const,
          ),
    ),
  );
  return new Map(entries);
}

/**
 * What `ids` name in the cabinet's clients (their display names) or dossiers (their references),
 * read once by their ids and kept (shared-data `useClientsById`, `useCasesById`): a draft's
 * client, an older document's dossier — never the whole collection. An id is absent from the map
 * while it is read, or when it cannot be read (deleted).
 */
export function useNamesById(
  firmId: string | null,
  kind: 'clients' | 'cases',
  ids: readonly string[],
): ReadonlyMap<string, string> {
  const clients = useClientsById(kind === 'clients' ? firmId : null, ids);
  const cases = useCasesById(kind === 'cases' ? firmId : null, ids);
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const [id, client] of clients.records) if (client) names.set(id, client.displayName);
    for (const [id, dossier] of cases.records) if (dossier) names.set(id, dossier.reference);
    return names;
  }, [clients.records, cases.records]);
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

/** The avoirs that credit one invoice (the detail's « Avoirs »). */
export function useInvoiceAvoirs(firmId: string | null, invoiceId: string | null) {
  return useCollection<Invoice>(
    firmId && invoiceId
      ? { collection: paths.invoices(firmId), where: [{ field: 'creditFor', op: '==', value: invoiceId }] }
      : null,
  );
}

/** A dossier's or a client's invoices and avoirs, drafts included (the caseInvoices / clientInvoices slots). */
export function useRelatedInvoices(firmId: string, field: 'caseId' | 'clientId', value: string) {
  return useCollection<Invoice>({ collection: paths.invoices(firmId), where: [{ field, op: '==', value }] });
}

/** A dossier's documents (its demandes de provision among them), for the editor's deduction. */
export function useCaseInvoices(firmId: string | null, caseId: string) {
  return useCollection<Invoice>(
    firmId && caseId
      ? { collection: paths.invoices(firmId), where: [{ field: 'caseId', op: '==', value: caseId }] }
      : null,
  );
}
