import { type RefObject, useEffect, useRef } from 'react';
import { atFirstUse, Button } from 'shared-ui';
import styles from '../../../components/layout.ts';

// Created when first used (shared-ui atFirstUse): the page does not pay ICU's data as it starts.
const number = atFirstUse(() => new Intl.NumberFormat('fr-FR'));

/** What a list counts: « document », « documents ». */
export type Noun = { one: string; many: string };

/** « 50 documents affichés sur 1 234 », « 1 brouillon affiché » (no total: a search the browser finishes). */
export function shownCount(shown: number, total: number | null, noun: Noun): string {
  const plural = shown > 1;
  const text = `${number().format(shown)} ${plural ? noun.many : noun.one} affiché${plural ? 's' : ''}`;
  return total === null ? text : `${text} sur ${number().format(Math.max(total, shown))}`;
}

/**
 * « Afficher plus » under a paged list while more follow. Never disabled while a page loads (a
 * disabled button drops the focus; a second press meanwhile does nothing). When the last page
 * arrives the button goes: the focus moves to the list's count rather than being lost.
 */
export function ShowMore({
  hasMore,
  loadingMore,
  onMore,
  of,
  count,
}: {
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** What the button adds to « Afficher plus » for a screen reader (« de factures »). */
  of: string;
  /** The list's count (focusable): where the focus goes when the last page arrives. */
  count: RefObject<HTMLElement | null>;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (loadingMore) return;
    if (!hasMore && hadFocus.current) count.current?.focus();
    hadFocus.current = false;
  }, [hasMore, loadingMore, count]);
  if (!hasMore) return null;
  return (
    <div className={styles.formActions}>
      <Button
        ref={button}
        onClick={() => {
          hadFocus.current = document.activeElement === button.current;
          onMore();
        }}
        aria-busy={loadingMore || undefined}
        aria-label={`Afficher plus ${of}`}
      >
        Afficher plus
      </Button>
    </div>
  );
}
