/** Expenses: the record in `expenses`, its receipt (justificatif) in the file store. */
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
import { receiptContentType, receiptError, safeReceiptName } from '../model/receiptRules.ts';

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
  onProgress?: (progress: UploadProgress) => void;
};

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
  onProgress,
}: SaveExpenseInput): Promise<string> {
  const store = getDataStore();
  const expenseId = id ?? store.newId();
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
