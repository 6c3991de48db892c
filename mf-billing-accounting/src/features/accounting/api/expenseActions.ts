/**
 * Expenses: the record in `expenses`, its receipt (justificatif) in the file store; a supplier's
 * e-invoice file read into an expense (shared-data's reader, fetched on first use).
 */
import {
  DataError,
  type Expense,
  getDataStore,
  getFileStore,
  nextUpdatedAt,
  paths,
  readForEdit,
  type UploadProgress,
  validateFileContent,
} from 'shared-data';
import { type ExpenseFormValues, valuesToExpense } from '../model/expenseForm.ts';
import {
  IMPORT_MESSAGES,
  type ImportedInvoice,
  importedExpenseFields,
  importedExpenseId,
  keptOriginFields,
} from '../model/receivedInvoice.ts';
import { RECEIPT_MAX_BYTES, receiptContentType, receiptError, safeReceiptName } from '../model/receiptRules.ts';

/** Refuses a file that cannot be a receipt (type, size, content signature), in French. */
export async function checkReceipt(file: File): Promise<void> {
  const problem = receiptError(file);
  if (problem) throw new DataError('file-type-not-allowed', problem);
  const content = await validateFileContent(file);
  if (content) throw content;
}

export type SaveExpenseInput = {
  firmId: string;
  uid: string;
  /** Absent for a new expense. */
  id?: string | undefined;
  previous?: Expense | null | undefined;
  /**
   * Editing: the `updatedAt` the form loaded (default `previous.updatedAt`); the save is refused
   * (EditConflictError) if the expense changed since.
   */
  seenUpdatedAt?: string | undefined;
  values: ExpenseFormValues;
  /** A new receipt to attach (replaces the previous one). */
  receipt?: File | null | undefined;
  /** Remove the current receipt without replacing it. */
  removeReceipt?: boolean;
  /**
   * A supplier's e-invoice imported by hand (new expenses only): saved under the id of its
   * supplier and number, refused when that invoice is already recorded.
   */
  imported?: Pick<ImportedInvoice, 'invoice' | 'supplierKey'> | null;
  onProgress?: (progress: UploadProgress) => void;
};

/** The same supplier's invoice of the same number is already an expense (imported, or received through the plateforme). */
function duplicateError(existing: Expense, number: string): DataError {
  return new DataError('invalid-argument', IMPORT_MESSAGES.duplicate(existing, number));
}

/** Creates or updates an expense; the receipt is uploaded first and removed again if the save fails. */
export async function saveExpense({
  firmId,
  uid,
  id,
  previous,
  seenUpdatedAt = previous?.updatedAt,
  values,
  receipt,
  removeReceipt = false,
  imported,
  onProgress,
}: SaveExpenseInput): Promise<string> {
  const store = getDataStore();
  const importedId = !id && imported ? importedExpenseId(imported) : null;
  const expenseId = id ?? importedId ?? store.newId();
  if (importedId && imported) {
    // Checked before the upload too, so a duplicate sends no file; the transaction decides.
    const existing = (await store.get<Expense>(paths.expense(firmId, importedId))).data;
    if (existing) throw duplicateError(existing, imported.invoice.number);
  }
  let uploaded: { path: string; name: string } | null = null;
  if (receipt) {
    await checkReceipt(receipt);
    const path = paths.firmFile(
      firmId,
      'receipts',
      `${expenseId}-${Date.now().toString(36)}-${safeReceiptName(receipt.name)}`,
    );
    const contentType = receiptContentType(receipt) ?? receipt.type;
    const stored = await getFileStore().upload(path, receipt, {
      contentType,
      ...(onProgress ? { onProgress } : {}),
    });
    uploaded = { path: stored.path, name: receipt.name };
  }
  const now = new Date().toISOString();
  const keepPrevious = !uploaded && !removeReceipt;
  const record: Expense = {
    ...valuesToExpense(values),
    ...(imported && !id ? importedExpenseFields(imported) : keptOriginFields(previous)),
    receiptPath: uploaded?.path ?? (keepPrevious ? (previous?.receiptPath ?? null) : null),
    receiptName: uploaded?.name ?? (keepPrevious ? (previous?.receiptName ?? null) : null),
    createdBy: previous?.createdBy ?? uid,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
  try {
    const path = paths.expense(firmId, expenseId);
    await store.runTransaction(async (tx) => {
      if (id) {
        const current = await readForEdit<Expense>(tx, {
          path,
          seenUpdatedAt,
          subject: 'Cette dépense',
          agreement: 'e',
        });
        record.updatedAt = nextUpdatedAt(current.updatedAt);
      } else if (importedId && imported) {
        const existing = (await tx.get<Expense>(path)).data;
        if (existing) throw duplicateError(existing, imported.invoice.number);
      }
      tx.set(path, record);
    });
  } catch (error) {
    if (uploaded)
      await getFileStore()
        .delete(uploaded.path)
        .catch(() => undefined);
    throw error;
  }
  const replaced = previous?.receiptPath && previous.receiptPath !== record.receiptPath ? previous.receiptPath : null;
  if (replaced)
    await getFileStore()
      .delete(replaced)
      .catch(() => undefined);
  return expenseId;
}

export async function deleteExpense({
  firmId,
  id,
  expense,
}: {
  firmId: string;
  id: string;
  expense: Pick<Expense, 'receiptPath'>;
}): Promise<void> {
  await getDataStore().delete(paths.expense(firmId, id));
  if (expense.receiptPath)
    await getFileStore()
      .delete(expense.receiptPath)
      .catch(() => undefined);
}

export type ReadInvoiceFileResult = { ok: true; imported: ImportedInvoice } | { ok: false; message: string };

/** File → bytes, also where File#arrayBuffer is missing (jsdom). */
function fileBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Reads a supplier's e-invoice file (Factur-X PDF, CII or UBL XML) into what prefills an expense.
 * The reader (and pdf-lib, for a PDF) is fetched here, on the first import: the accounting page
 * does not carry it. A supplier's avoir is refused: it lowers an expense, it is not one.
 */
export async function readInvoiceFile(file: File): Promise<ReadInvoiceFileResult> {
  if (file.size === 0 || file.size > RECEIPT_MAX_BYTES) return { ok: false, message: receiptError(file) ?? '' };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await fileBytes(file));
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.unreadableFile(file.name) };
  }
  let reader: typeof import('shared-data/einvoiceReader');
  try {
    reader = await import(/* webpackChunkName: "einvoice-reader" */ 'shared-data/einvoiceReader');
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.readerUnavailable };
  }
  const read = await reader.readReceivedInvoice(bytes, file.name);
  if (!read.ok) return read;
  const { invoice } = read;
  if (reader.isCreditNote(invoice)) return { ok: false, message: IMPORT_MESSAGES.creditNote(invoice.number) };
  return {
    ok: true,
    imported: {
      invoice,
      category: reader.suggestExpenseCategory(invoice),
      supplierKey: reader.receivedInvoiceSupplierKey(invoice),
      file,
    },
  };
}
