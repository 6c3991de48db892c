import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'shared-ui';

export type ConfirmActionProps = {
  /** The button that asks, e.g. "Supprimer". */
  label: string;
  /** The question, e.g. "Supprimer ce document ?". */
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => unknown;
  disabled?: boolean;
};

/** A destructive action confirmed inline (no modal): keyboard-friendly, focus kept in place. */
export function ConfirmAction({ label, question, confirmLabel, onConfirm, disabled }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <Button ref={askRef} onClick={() => setAsking(true)} disabled={disabled}>
        {label}
      </Button>
    );
  }
  return (
    <span
      role="group"
      aria-label={typeof question === 'string' ? question : label}
      style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <span>{question}</span>
      <Button
        ref={confirmRef}
        variant="primary"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
      >
        {confirmLabel}
      </Button>
      <Button onClick={() => setAsking(false)}>Annuler</Button>
    </span>
  );
}
