import { type Ref, useEffect, useRef, useState } from 'react';
import { Button } from './SubmitButton.tsx';
import styles from './forms.module.css';

/** What a save throws when the record changed elsewhere (shared-data `EditConflictError`), recognised by shape. */
type ConflictLike = { code: 'aborted'; message: string; saved: Record<string, unknown> };

function isConflictLike(error: unknown): error is ConflictLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'aborted' &&
    typeof (error as { saved?: unknown }).saved === 'object' &&
    (error as { saved?: unknown }).saved !== null
  );
}

export type ConflictDifference = { field: string; label: string; saved: string; mine: string };

/** A form value as the review shows it. */
export function conflictValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(vide)';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value)) return value.length ? value.map(conflictValueText).join(', ') : '(vide)';
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .filter((part) => part !== '' && part !== null && part !== undefined)
      .map(conflictValueText)
      .join(' ');
  return String(value);
}

/** Options of `useEditConflict`: the `updatedAt` the form loaded and how a stored record becomes the form's values. */
export type EditConflictOptions<V> = {
  /** The record's `updatedAt` when the form loaded it. */
  seenUpdatedAt: string | undefined;
  /** Stored record → the form's values (e.g. `toClientForm`). */
  toValues: (saved: Record<string, unknown>) => V;
  /** The fields compared, with their labels (in display order). */
  labels: Partial<Record<keyof V & string, string>>;
  /** Text of a value (default `conflictValueText`). */
  format?: (field: keyof V & string, value: unknown) => string;
  /** The stamp field the save compares (default `updatedAt`; see shared-data `readForEdit`'s `stamp`). */
  stamp?: string;
};

/** What `useEditConflict` gives a form: the conflict to review, and how to resolve it. */
export type EditConflict<V> = {
  /** Pass it to the save: the `updatedAt` the user's values are based on. */
  seenUpdatedAt(): string | undefined;
  /** In the save's catch: true when the error was a conflict (the review shows), false otherwise. */
  handle(error: unknown): boolean;
  conflict: { message: string; saved: V } | null;
  differences(mine: V): ConflictDifference[];
  /** "Garder mes modifications": the next save is based on the saved version. */
  keepMine(): void;
  /** "Reprendre la version enregistrée": returns the saved values (reset the form with them). */
  takeSaved(): V;
  /** A form that stays open after a successful save: the next save is based on this `updatedAt`. */
  markSaved(updatedAt: string | undefined): void;
};

/**
 * The form side of the two-tab conflict check (shared-data `readForEdit`): remembers the
 * `updatedAt` the form loaded (not the live one: another tab's save must not move it), and turns
 * a refused save into a review of the differing fields.
 */
export function useEditConflict<V>({
  seenUpdatedAt,
  toValues,
  labels,
  format,
  stamp = 'updatedAt',
}: EditConflictOptions<V>): EditConflict<V> {
  const seen = useRef(seenUpdatedAt);
  const [state, setState] = useState<{ message: string; saved: V; updatedAt: string | undefined } | null>(null);
  return {
    seenUpdatedAt: () => seen.current,
    handle(error) {
      if (!isConflictLike(error)) return false;
      const stored = error.saved[stamp];
      const updatedAt = typeof stored === 'string' ? stored : undefined;
      setState({ message: error.message, saved: toValues(error.saved), updatedAt });
      return true;
    },
    conflict: state ? { message: state.message, saved: state.saved } : null,
    differences(mine) {
      if (!state) return [];
      const text = format ?? ((_field: string, value: unknown) => conflictValueText(value));
      const out: ConflictDifference[] = [];
      for (const [field, label] of Object.entries(labels) as [keyof V & string, string][]) {
        const saved = text(field, state.saved[field]);
        const yours = text(field, mine[field]);
        if (saved !== yours) out.push({ field, label, saved, mine: yours });
      }
      return out;
    },
    keepMine() {
      if (!state) return;
      seen.current = state.updatedAt;
      setState(null);
    },
    takeSaved() {
      if (!state) throw new Error('takeSaved without a conflict');
      seen.current = state.updatedAt;
      setState(null);
      return state.saved;
    },
    markSaved(updatedAt) {
      seen.current = updatedAt;
      setState(null);
    },
  };
}

/**
 * The form the review works on: react-hook-form's `useForm()` result fits (only these members are used).
 * Method syntax on purpose: any form whose field names are narrower than `string` is accepted.
 */
export type ConflictReviewForm<V> = {
  getValues(): V;
  setValue(name: string, value: unknown, options?: { shouldDirty?: boolean }): void;
  reset(values: V): void;
  formState: { dirtyFields: object };
};

function touched(dirty: unknown): boolean {
  if (Array.isArray(dirty)) return dirty.some(touched);
  if (typeof dirty === 'object' && dirty !== null) return Object.values(dirty).some(touched);
  return dirty === true;
}

/** The props of `ConflictReview`. */
export type ConflictReviewProps<V> = {
  edit: EditConflict<V>;
  /** The form (react-hook-form's `useForm()` result). */
  form: ConflictReviewForm<V>;
  /** Submit the form again (after "Garder mes modifications" has updated it). */
  onKeepMine: () => void;
  busy?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * Shown when a save was refused because the record changed elsewhere: the message, each field
 * that differs (saved value and yours), and the two choices. "Garder mes modifications" keeps
 * the fields the user changed and takes the saved value of the others (nothing saved elsewhere is
 * lost), then saves again against the new version; "Reprendre la version enregistrée" resets the
 * form to the saved values. Focused when it appears.
 */
export function ConflictReview<V>({ edit, form, onKeepMine, busy = false, ref }: ConflictReviewProps<V>) {
  const own = useRef<HTMLDivElement>(null);
  const open = edit.conflict !== null;
  useEffect(() => {
    if (open) own.current?.focus();
  }, [open]);
  if (!edit.conflict) return null;
  const saved = edit.conflict.saved;
  const dirty = form.formState.dirtyFields as Record<string, unknown>;
  const differences = edit.differences(form.getValues());
  const keepMine = () => {
    for (const difference of edit.differences(form.getValues()))
      if (!touched(dirty[difference.field]))
        form.setValue(difference.field, saved[difference.field as keyof V], { shouldDirty: true });
    edit.keepMine();
    onKeepMine();
  };
  return (
    <div
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      role="alert"
      tabIndex={-1}
      className={styles.formError}
      data-conflict-review=""
    >
      <p className={styles.formErrorTitle}>Enregistrement non effectué : version plus récente</p>
      <p className={styles.formErrorMessage}>{edit.conflict.message}</p>
      {differences.length > 0 ? (
        <ul className={styles.conflictList} aria-label="Champs modifiés ailleurs">
          {differences.map((difference) => (
            <li key={difference.field} className={styles.conflictItem} data-field={difference.field}>
              <span className={styles.conflictField}>{difference.label}</span>
              <p className={styles.conflictValue}>Version enregistrée : {difference.saved}</p>
              <p className={styles.conflictValue}>
                {touched(dirty[difference.field])
                  ? `Vos modifications : ${difference.mine}`
                  : 'Vous ne l’avez pas modifié : la version enregistrée sera gardée.'}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.formErrorMessage}>
          Les champs de ce formulaire n’ont pas changé ; d’autres informations, si.
        </p>
      )}
      <div className={styles.formErrorActions}>
        <Button variant="primary" disabled={busy} onClick={keepMine}>
          Garder mes modifications
        </Button>
        <Button disabled={busy} onClick={() => form.reset(edit.takeSaved())}>
          Reprendre la version enregistrée
        </Button>
      </div>
    </div>
  );
}
