import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { loadDialogs, prefetchDialogsOnInteraction } from './loadDialogs.ts';

/** The props of `Dialog`. */
export type DialogProps = {
  open: boolean;
  title: string;
  /** Called by Escape and by the "Fermer" button. */
  onClose: () => void;
  children: ReactNode;
};

const Impl = lazy(() => loadDialogs().then((module) => ({ default: module.DialogImpl })));

/**
 * A modal for a form (e.g. "Nouveau client"): the focus is kept inside and starts on the first
 * field, Escape and "Fermer" close it, the focus returns to the button that opened it.
 */
export function Dialog(props: DialogProps) {
  useEffect(() => prefetchDialogsOnInteraction(), []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Impl {...props} />
    </Suspense>
  );
}
