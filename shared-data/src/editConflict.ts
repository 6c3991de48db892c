/**
 * Two tabs (or two people) editing the same record: an edit form remembers the `updatedAt` it
 * loaded, and its save reads the record again inside a transaction. If the record changed
 * meanwhile, the save is refused with the saved version attached, so the form can show the
 * differences and let the user choose — nothing is ever overwritten silently.
 */
import { DATA_MESSAGES, DataError } from 'shared-data/store';
import type { DocData, DocPath, Transaction } from './port.ts';

/** What the message says changed, with its agreement: "Ce client a été modifié", "Ces paramètres ont été modifiés". */
export type EditSubject = { subject: string; agreement?: '' | 'e' | 's' | 'es' };

/** The French messages of an edit conflict, shown above the form that must be reviewed. */
export const EDIT_CONFLICT_MESSAGES = {
  changed: ({ subject, agreement = '' }: EditSubject) =>
    `${subject} ${agreement.endsWith('s') ? 'ont' : 'a'} été modifié${agreement} ailleurs (autre onglet ou autre personne) depuis que vous l’avez ouvert${agreement}. Vos saisies sont conservées.`,
} as const;

/** The refusal of a save whose record changed since the form loaded it: `saved` is the version now stored. */
export class EditConflictError extends DataError {
  constructor(
    message: string,
    /** The record as it is saved now, for the form to show what changed. */
    readonly saved: DocData & { updatedAt?: string },
  ) {
    super('aborted', message);
  }
}

/** Whether a save failed because someone else changed the record meanwhile. */
export function isEditConflict(error: unknown): error is EditConflictError {
  return error instanceof EditConflictError;
}

/** What a save checks: the stamp the form loaded and, when one record has parts edited apart, that part's stamp field. */
export type EditCheck = {
  seenUpdatedAt: string | undefined;
  /** Default `updatedAt`; e.g. `noteUpdatedAt` for a note saved apart from the rest of its record. */
  stamp?: string;
} & EditSubject;

/**
 * Refuses when the stored record's `updatedAt` (or `stamp`) is not the one the form loaded (a
 * missing stamp on old data equals a missing one seen). A deleted record is "not found".
 */
export function assertUnchanged<T extends DocData>(
  snapshot: { exists: boolean; data: T | null },
  { seenUpdatedAt, stamp = 'updatedAt', ...subject }: EditCheck,
): T {
  if (!snapshot.exists || !snapshot.data) throw new DataError('not-found', DATA_MESSAGES.notFound);
  const current = snapshot.data[stamp];
  if ((typeof current === 'string' ? current : undefined) !== seenUpdatedAt)
    throw new EditConflictError(EDIT_CONFLICT_MESSAGES.changed(subject), snapshot.data);
  return snapshot.data;
}

/** `tx.get(path)` then `assertUnchanged`: the first read of an edit's transaction. */
export async function readForEdit<T extends DocData = DocData>(
  tx: Transaction,
  { path, ...check }: { path: DocPath } & EditCheck,
): Promise<T> {
  return assertUnchanged<T>(await tx.get<T>(path), check);
}

/**
 * Like `readForEdit` for a document a form may create (settings): missing and never seen → null
 * (the save creates it); created elsewhere since the form opened → EditConflictError.
 */
export async function readForEditOrNew<T extends DocData = DocData>(
  tx: Transaction,
  { path, ...check }: { path: DocPath } & EditCheck,
): Promise<T | null> {
  const snapshot = await tx.get<T>(path);
  if (!snapshot.exists && check.seenUpdatedAt === undefined) return null;
  return assertUnchanged<T>(snapshot, check);
}

/** The `updatedAt` of a save: now, and always after the previous one (two saves in one millisecond differ). */
export function nextUpdatedAt(previous?: unknown): string {
  const now = Date.now();
  const before = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
  return new Date(Number.isNaN(before) || now > before ? now : before + 1).toISOString();
}
