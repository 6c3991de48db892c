import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { loadDialogs, prefetchDialogsOnInteraction } from './loadDialogs.ts';

/** The props of `ConfirmDialog`. */
export type ConfirmDialogProps = {
  open: boolean;
  /** The question, e.g. "Supprimer ce client ?". */
  title: string;
  /** What will happen, in a sentence or two. */
  children?: ReactNode;
  /** The action's verb, e.g. "Supprimer". */
  confirmLabel: string;
  /** The safe choice (focused when the dialog opens). */
  cancelLabel?: string;
  /** Shows the confirm button in red (a deletion, a closing…). */
  destructive?: boolean;
  onConfirm: () => void;
  /** Called by the cancel button and by Escape. */
  onCancel: () => void;
  /** The action is under way: both buttons are disabled and Escape does nothing. */
  busy?: boolean;
};

const Impl = lazy(() => loadDialogs().then((module) => ({ default: module.ConfirmDialogImpl })));

/**
 * The one confirmation dialog of Prétoire (role alertdialog): the safe choice has the focus,
 * Escape cancels, the focus returns to the button that opened it. Never window.confirm.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  useEffect(() => prefetchDialogsOnInteraction(), []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Impl {...props} />
    </Suspense>
  );
}
