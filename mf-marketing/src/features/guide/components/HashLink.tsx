import { Link } from 'shared-ui';
import type { ReactNode } from 'react';

export type HashLinkProps = { id: string; children: ReactNode; className?: string; 'aria-label'?: string };

/**
 * A link to a section of the same page, through the router: it adds a history entry the shell
 * knows (so the shell scrolls to the target, and Back returns to where the reader was).
 */
export function HashLink({ id, children, ...rest }: HashLinkProps) {
  return (
    <Link to={{ hash: `#${id}` }} {...rest}>
      {children}
    </Link>
  );
}
