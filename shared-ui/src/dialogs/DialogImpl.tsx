/**
 * The dialogs' implementation on react-aria-components (focus containment, Escape, focus
 * restoration, aria-hidden outside). Loaded on demand by ConfirmDialog.tsx and Dialog.tsx so
 * react-aria stays out of the pages that never show a dialog.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';
import type { DialogProps } from './Dialog.tsx';
import styles from './dialogs.module.css';

export function ConfirmDialogImpl({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Annuler',
  destructive = false,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const bodyId = useId();
  const safeChoice = useRef<HTMLButtonElement>(null);
  // react-aria's autoFocus waits until running CSS transitions end, and a transition that never
  // reports its end (a toast removed while fading) can hold it forever: make sure the safe choice
  // has the focus once the dialog is drawn, unless the user already moved inside the dialog.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const button = safeChoice.current;
      if (button && !button.closest('[role="alertdialog"]')?.contains(document.activeElement)) button.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <ModalOverlay
      isOpen={open}
      isDismissable={false}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy) onCancel();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog role="alertdialog" className={styles.dialog} aria-describedby={children ? bodyId : undefined}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children ? (
            <div id={bodyId} className={styles.body}>
              {children}
            </div>
          ) : null}
          <div className={styles.actions}>
            {/* The safe choice comes first and takes the focus: Escape or Enter never destroy. */}
            <Button ref={safeChoice} autoFocus className={styles.secondary} onPress={onCancel} isDisabled={busy}>
              {cancelLabel}
            </Button>
            <Button
              className={destructive ? styles.danger : styles.primary}
              onPress={onConfirm}
              isDisabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? `${confirmLabel}…` : confirmLabel}
            </Button>
          </div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Moves the focus to the dialog's first field (a form opens ready to type). */
function FocusFirstField({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const field = box.current?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
    );
    field?.focus();
  }, []);
  return <div ref={box}>{children}</div>;
}

export function DialogImpl({ open, title, onClose, children }: DialogProps) {
  return (
    <ModalOverlay
      isOpen={open}
      isDismissable={false}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className={styles.overlay}
    >
      <Modal className={`${styles.modal} ${styles.wide}`}>
        <AriaDialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button className={styles.close} onPress={onClose} aria-label="Fermer">
              <X aria-hidden="true" size={20} />
            </Button>
          </div>
          <FocusFirstField>{children}</FocusFirstField>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
