import { type MouseEvent, type ReactNode, useState } from 'react';
import { Button, ConfirmDialog } from 'shared-ui';

export type ConfirmButtonProps = {
  /** The button that asks, e.g. "Supprimer". */
  label: string;
  /** Accessible name of the button when the label alone is ambiguous ("Supprimer assignation.pdf"). */
  ariaLabel?: string;
  /** The dialog's question, e.g. "Supprimer ce document ?". */
  title: string;
  /** What will happen, in a sentence. */
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown> | unknown;
  disabled?: boolean;
  destructive?: boolean;
};

/**
 * Props of a button in a list below a form (a row's « Supprimer », « Modifier »). A mouse press
 * does not take the focus from the field being typed: that field's blur could show its error,
 * push the list down and move the button from under the pointer, and the click would land
 * elsewhere (lost). The button takes the focus at the click instead, so a dialog it opens gives
 * the focus back to it. The keyboard path is unchanged (as shared-ui's SubmitButton does).
 */
export function pressWithoutBlur(onPress: () => void) {
  return {
    onMouseDown: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.currentTarget.focus();
      onPress();
    },
  };
}

/**
 * A destructive action confirmed in shared-ui's ConfirmDialog: the safe choice has the focus,
 * Escape cancels, the focus returns to this button.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  children,
  confirmLabel,
  onConfirm,
  disabled,
  destructive = true,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button {...pressWithoutBlur(() => setOpen(true))} disabled={disabled} aria-label={ariaLabel}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        cancelLabel="Annuler"
        destructive={destructive}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setOpen(false);
          }
        }}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
