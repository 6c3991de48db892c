/**
 * Reception (mandatory for every cabinet): a supplier invoice the platform made available
 * (SupplierInvoice, In) becomes an expense, prefilled from its XML — supplier and SIREN, number,
 * date, HT / VAT per rate / TTC, a suggested form 2035 category — with the file as received kept
 * as its receipt; the owner finds « Facture reçue de … » under the bell. One supplier and one
 * number make one expense (`receivedInvoiceId`): a second delivery is skipped. The lifecycle of a
 * received invoice (« Prise en charge »…) stays the cabinet's to decide, never posed here.
 */
import {
  isCreditNote,
  type ReceivedInvoice,
  readReceivedInvoice,
  receivedInvoiceSupplierKey,
  suggestExpenseCategory,
} from 'shared-data/einvoiceReader';
import {
  type AppNotification,
  type Expense,
  expenseSchema,
  formatCentsForMessage,
  paths,
  receivedInvoiceId,
} from 'shared-data/server';
import { ringOnce } from '../bell.ts';
import { createOnce } from '../createOnce.ts';
import type { Flow } from './client.ts';
import { type EinvoicingDeps, firmIdentity, type Platform } from './context.ts';

export type ReceptionOutcome =
  | { outcome: 'dépense'; expenseId: string }
  | { outcome: 'doublon'; expenseId: string }
  | { outcome: 'avoir'; expenseId: string }
  | { outcome: 'illisible'; message: string };

/** A file name safe for the file store (accents dropped, no separators). */
export function receiptName(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-');
  return plain.replace(/^[-.]+/, '').slice(-120) || 'facture';
}

async function notifyOwner(
  deps: EinvoicingDeps,
  firmId: string,
  id: string,
  content: Pick<AppNotification, 'title' | 'body'>,
): Promise<void> {
  const { ownerUid } = await firmIdentity(deps, firmId);
  if (!ownerUid) return;
  await ringOnce(deps, firmId, id, { uid: ownerUid, kind: 'einvoiceReceived', ...content, link: '/app/accounting' });
}

/** The expense a received invoice makes (its receipt at `receiptPath`). */
export function expenseOf(
  invoice: ReceivedInvoice,
  flowId: string | null,
  receipt: { path: string; name: string },
  now: string,
): Expense {
  return {
    date: invoice.issueDate,
    supplier: (invoice.seller.name || invoice.seller.siren || 'Fournisseur').slice(0, 200),
    category: suggestExpenseCategory(invoice),
    reference: invoice.number,
    htCents: invoice.totalHtCents,
    tvaCents: invoice.totalVatCents,
    ttcCents: invoice.totalTtcCents,
    // Not stated by the invoice as an expense needs it: the usual way between businesses, to check.
    method: 'virement',
    receiptPath: receipt.path,
    receiptName: receipt.name,
    ...(invoice.seller.siren ? { supplierSiren: invoice.seller.siren } : {}),
    source: 'plateforme',
    einvoice: { syntax: invoice.syntax, flowId, issueDate: invoice.issueDate, vatBreakdown: invoice.vatBreakdown },
    createdAt: now,
  };
}

/** A supplier invoice the platform delivered: read, kept, an expense and the owner's notification. */
export async function receiveSupplierInvoice(
  deps: EinvoicingDeps,
  firmId: string,
  platform: Platform,
  flow: Pick<Flow, 'flowId' | 'name'>,
): Promise<ReceptionOutcome> {
  const bytes = await platform.flows.download(flow.flowId);
  const pdf = Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-');
  const named = receiptName(flow.name);
  const fileName = /\.(pdf|xml)$/i.test(named) ? named : `${named}${pdf ? '.pdf' : '.xml'}`;
  const read = await readReceivedInvoice(bytes, fileName);
  if (!read.ok) {
    await notifyOwner(deps, firmId, `einvoice-flow-${flow.flowId}`, {
      title: 'Facture reçue illisible',
      body: `« ${fileName} », reçue de la plateforme agréée : ${read.message}`,
    });
    return { outcome: 'illisible', message: read.message };
  }
  const invoice = read.invoice;
  const supplierKey = receivedInvoiceSupplierKey(invoice) ?? `flux-${flow.flowId}`;
  const expenseId = receivedInvoiceId(supplierKey, invoice.number);
  const expenseRef = deps.db.doc(paths.expense(firmId, expenseId));
  if ((await expenseRef.get()).exists) return { outcome: 'doublon', expenseId };
  const supplier = invoice.seller.name || invoice.seller.siren || 'un fournisseur';
  if (isCreditNote(invoice)) {
    // An avoir lowers an expense already kept: the cabinet applies it, nothing is written for it.
    await notifyOwner(deps, firmId, `einvoice-${expenseId}`, {
      title: `Avoir reçu de ${supplier}`,
      body: `${invoice.number} — ${formatCentsForMessage(invoice.totalTtcCents)} TTC : corrigez la dépense qu’il annule ou réduit.`,
    });
    return { outcome: 'avoir', expenseId };
  }
  const path = paths.firmFile(firmId, 'expenses', expenseId, fileName);
  const expense = expenseOf(invoice, flow.flowId, { path, name: fileName }, deps.now().toISOString());
  const valid = expenseSchema.safeParse(expense);
  if (!valid.success) {
    const message = valid.error.issues[0]?.message ?? 'données incomplètes';
    await notifyOwner(deps, firmId, `einvoice-flow-${flow.flowId}`, {
      title: 'Facture reçue illisible',
      body: `« ${fileName} », de ${supplier} : ${message}. Saisissez la dépense à la main.`,
    });
    return { outcome: 'illisible', message };
  }
  await deps.files.write(path, bytes, pdf ? 'application/pdf' : 'application/xml');
  if (!(await createOnce(expenseRef, valid.data))) return { outcome: 'doublon', expenseId };
  await notifyOwner(deps, firmId, `einvoice-${expenseId}`, {
    title: `Facture reçue de ${supplier}`,
    body: `${invoice.number} — ${formatCentsForMessage(invoice.totalTtcCents)} TTC, enregistrée dans les dépenses : vérifiez la catégorie proposée.`,
  });
  return { outcome: 'dépense', expenseId };
}
