import { type ReactNode, useState } from 'react';
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
      <Button onClick={() => setOpen(true)} disabled={disabled} aria-label={ariaLabel}>
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
