import type { ButtonHTMLAttributes, ReactNode } from 'react';

export const DEFAULT_BUTTON_LABEL = 'Bouton';

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  icon: ReactNode;
  /** What the button does, read by screen readers. Defaults to "Bouton" (seed §2). */
  label?: string;
};

/** A button showing only an icon: it always has an accessible name. */
export function IconButton({ icon, label, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label?.trim() || DEFAULT_BUTTON_LABEL} title={label} {...rest}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
