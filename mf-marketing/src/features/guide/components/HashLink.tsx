import type { ReactNode } from 'react';

export type HashLinkProps = { id: string; children: ReactNode; className?: string; 'aria-label'?: string };

/**
 * A link to a section of the same page: the browser scrolls to it and adds a history entry (Back
 * returns to where the reader was); the keyboard focus moves to the section (it is focusable),
 * so Tab goes on from there.
 */
export function HashLink({ id, children, ...rest }: HashLinkProps) {
  return (
    <a href={`#${id}`} onClick={() => document.getElementById(id)?.focus({ preventScroll: true })} {...rest}>
      {children}
    </a>
  );
}
