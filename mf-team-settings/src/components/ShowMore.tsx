import { useEffect, useRef } from 'react';
import { Button } from 'shared-ui';
import styles from './layout.ts';

const number = new Intl.NumberFormat('fr-FR');

/** What a list counts: « audience », « audiences », feminine or not (« affichée(s) »). */
export type Noun = { one: string; many: string; feminine?: boolean };

/** « 50 audiences affichées sur 1 234 », « 1 délai affiché sur 1 ». */
export function shownCount(shown: number, total: number | null, noun: Noun): string {
  const count = total ?? shown;
  const plural = shown > 1;
  const shownWord = `affiché${noun.feminine ? 'e' : ''}${plural ? 's' : ''}`;
  return `${number.format(shown)} ${plural ? noun.many : noun.one} ${shownWord} sur ${number.format(Math.max(count, shown))}`;
}

export type ShowMoreProps = {
  shown: number;
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  noun: Noun;
  /** What the button adds to « Afficher plus » for a screen reader (« d’audiences »). */
  of: string;
};

/**
 * Under a paged list: how many rows are shown out of how many, and « Afficher plus » while more
 * follow. Never disabled while a page loads (a disabled button drops the focus; a second press
 * meanwhile does nothing). When the last page arrives the button goes: the focus moves to the
 * count rather than being lost.
 */
export function ShowMore({ shown, total, hasMore, loadingMore, onMore, noun, of }: ShowMoreProps) {
  const count = useRef<HTMLParagraphElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!hasMore && hadFocus.current) count.current?.focus();
    hadFocus.current = false;
  }, [hasMore]);
  return (
    <div className={styles.formActions}>
      <p ref={count} tabIndex={-1} className={styles.count} aria-live="polite">
        {shownCount(shown, total, noun)}
      </p>
      {hasMore ? (
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
      ) : null}
    </div>
  );
}
