import { highlight } from '../model/search.ts';

/** A text with the words matching the search terms wrapped in <mark>. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlight(text, terms).map((segment, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
        segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}
