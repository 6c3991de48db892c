/**
 * The billing export's reads (/app/billing/export): the period's figures by aggregation, then — when
 * a file is asked for — its documents page after page with progress, never all at once, and the
 * dossier references they lack, by id.
 */
import {
  type AggregateSpec,
  getDataStore,
  type Invoice,
  type Payment,
  paths,
  type Query,
  queryInPages,
  useAggregates,
  type WhereClause,
  type WithId,
} from 'shared-data/store';
import { readNamesById } from '../hooks/useBillingData.ts';

export type Period = { from: string; to: string };

/** The issued documents of a period: a range on the issue date, which leaves drafts out (theirs is null). */
function invoicesOf(firmId: string, { from, to }: Period): { collection: string; where: WhereClause[] } {
  return {
    collection: paths.invoices(firmId),
    where: [
      { field: 'issueDate', op: '>=', value: from || '0000-01-01' },
      ...(to ? [{ field: 'issueDate', op: '<=' as const, value: to }] : []),
    ],
  };
}

function paymentsOf(firmId: string, { from, to }: Period): { collection: string; where: WhereClause[] } {
  return {
    collection: paths.payments(firmId),
    where: [
      ...(from ? [{ field: 'date', op: '>=' as const, value: from }] : []),
      ...(to ? [{ field: 'date', op: '<=' as const, value: to }] : []),
    ],
  };
}

export type PeriodSummary = {
  invoices: number;
  /** TTC of the invoices and demandes de provision, avoirs deducted. */
  ttcCents: number;
  payments: number;
  receivedCents: number;
};

/** The period's figures: three aggregations (documents, avoirs, payments), not the documents. */
export function usePeriodSummary(
  firmId: string,
  period: Period,
): { summary: PeriodSummary | null; error: string | null } {
  const invoices = invoicesOf(firmId, period);
  const { data, error } = useAggregates([
    { ...invoices, count: true, sum: ['totalTtcCents'] },
    { ...invoices, where: [...invoices.where, { field: 'kind', op: '==', value: 'avoir' }], sum: ['totalTtcCents'] },
    { ...paymentsOf(firmId, period), count: true, sum: ['amountCents'] },
  ] satisfies AggregateSpec[]);
  if (!data) return { summary: null, error };
  const [all, avoirs, payments] = [data[0]!, data[1]!, data[2]!];
  const avoirTtc = avoirs.sums?.totalTtcCents ?? 0;
  return {
    summary: {
      invoices: all.count ?? 0,
      // The avoirs are in the sum with their (positive) TTC: taken out, then counted negative.
      ttcCents: (all.sums?.totalTtcCents ?? 0) - 2 * avoirTtc,
      payments: payments.count ?? 0,
      receivedCents: payments.sums?.amountCents ?? 0,
    },
    error,
  };
}

/** The period's issued documents, oldest first, a page at a time; `onRead(n)` after each page. */
export function readPeriodInvoices(
  firmId: string,
  period: Period,
  onRead: (read: number) => void,
): Promise<WithId<Invoice>[]> {
  const query: Query = { ...invoicesOf(firmId, period), orderBy: [{ field: 'issueDate', direction: 'asc' }] };
  let read = 0;
  return queryInPages<Invoice>(getDataStore(), query, {
    onPage: (count) => {
      read += count;
      onRead(read);
    },
  });
}

/** The period's payments, oldest first, a page at a time; `onRead(n)` after each page. */
export function readPeriodPayments(
  firmId: string,
  period: Period,
  onRead: (read: number) => void,
): Promise<WithId<Payment>[]> {
  const query: Query = { ...paymentsOf(firmId, period), orderBy: [{ field: 'date', direction: 'asc' }] };
  let read = 0;
  return queryInPages<Payment>(getDataStore(), query, {
    onPage: (count) => {
      read += count;
      onRead(read);
    },
  });
}

/**
 * The names a CSV shows for these documents: each dossier's reference (stored on the invoice; read
 * by id for the others — older documents, payments), a client's name where a payment lacks it.
 */
export async function readExportNames(
  firmId: string,
  { invoices = [], payments = [] }: { invoices?: readonly WithId<Invoice>[]; payments?: readonly WithId<Payment>[] },
): Promise<{ clientNames: Map<string, string>; caseReferences: Map<string, string> }> {
  const caseReferences = new Map<string, string>();
  for (const invoice of invoices)
    if (invoice.caseId && invoice.caseReference) caseReferences.set(invoice.caseId, invoice.caseReference);
  const clientNames = new Map<string, string>();
  for (const invoice of invoices)
    if (invoice.clientSnapshot?.name) clientNames.set(invoice.clientId, invoice.clientSnapshot.name);
  const caseIds = [...invoices, ...payments].flatMap((doc) =>
    doc.caseId && !caseReferences.has(doc.caseId) ? [doc.caseId] : [],
  );
  const clientIds = [...invoices, ...payments].flatMap((doc) =>
    !clientNames.has(doc.clientId) && !('clientName' in doc && doc.clientName) ? [doc.clientId] : [],
  );
  const [cases, clients] = await Promise.all([
    readNamesById(firmId, 'cases', caseIds),
    readNamesById(firmId, 'clients', clientIds),
  ]);
  for (const [id, reference] of cases) if (reference) caseReferences.set(id, reference);
  for (const [id, name] of clients) if (name) clientNames.set(id, name);
  return { clientNames, caseReferences };
}
