import { type RefObject, useEffect, useRef } from 'react';
import areaStyles from '../areaLayout.module.css';
import { formatCount } from '../format.ts';
import { Button } from '../forms/SubmitButton.tsx';

/** What a list counts: « dossier » / « dossiers »; `feminine` writes « affichée(s) ». */
export type CountedNoun = { one: string; many: string; feminine?: boolean };

/**
 * « 50 audiences affichées sur 1 234 », « 1 dossier affiché sur 1 »; without a total (not counted
 * yet, or a search whose other words only the browser filters) no « sur … »; a count that stopped
 * at its cap (`atLeast`): « 12 tâches affichées sur au moins 1 000 ».
 */
export function shownCount(shown: number, total: number | null, noun: CountedNoun, atLeast = false): string {
  const plural = shown > 1;
  const text = `${formatCount(shown)} ${plural ? noun.many : noun.one} affiché${noun.feminine ? 'e' : ''}${plural ? 's' : ''}`;
  return total === null ? text : `${text} sur ${atLeast ? 'au moins ' : ''}${formatCount(Math.max(total, shown))}`;
}

type ShowMoreBase = {
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** What the button adds to « Afficher plus » for a screen reader (« de dossiers »). */
  of: string;
};

/** The props of `ShowMore`. */
export type ShowMoreProps = ShowMoreBase &
  (
    | {
        /** The list's count, shown by the page elsewhere (focusable): the button alone is shown here. */
        count: RefObject<HTMLElement | null>;
        shown?: never;
        total?: never;
        noun?: never;
      }
    | {
        /** Rows shown; with `total` and `noun`, the count shown above the button (`shownCount`). */
        shown: number;
        total: number | null;
        /** `total` is a capped count: the list holds at least that many. */
        totalAtLeast?: boolean;
        noun: CountedNoun;
        count?: never;
      }
  );

/**
 * Under a paged list: « Afficher plus » while more follow, and the count when the page does not show
 * it itself. While a page loads the button says so (`aria-busy`, `aria-disabled`) and a press does
 * nothing, but it is not `disabled`: that would drop the keyboard focus. When the last page arrives
 * the button goes and the focus moves to the count rather than being lost.
 */
export function ShowMore({ hasMore, loadingMore, onMore, of, ...counted }: ShowMoreProps) {
  const ownCount = useRef<HTMLParagraphElement>(null);
  const countRef = counted.count ?? ownCount;
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // Once the page asked for has come: the last one takes the button away.
  useEffect(() => {
    if (loadingMore) return;
    if (!hasMore && hadFocus.current) countRef.current?.focus();
    hadFocus.current = false;
  }, [hasMore, loadingMore, countRef]);
  const more = hasMore ? (
    <Button
      ref={button}
      onClick={() => {
        if (loadingMore) return;
        hadFocus.current = document.activeElement === button.current;
        onMore();
      }}
      aria-busy={loadingMore || undefined}
      aria-disabled={loadingMore || undefined}
      aria-label={`Afficher plus ${of}`}
    >
      Afficher plus
    </Button>
  ) : null;
  if (counted.count) return more ? <div className={areaStyles.formActions}>{more}</div> : null;
  return (
    <div className={areaStyles.formActions}>
      <p ref={ownCount} tabIndex={-1} className={areaStyles.count} aria-live="polite">
        {shownCount(counted.shown, counted.total, counted.noun, counted.totalAtLeast)}
      </p>
      {more}
    </div>
  );
}
