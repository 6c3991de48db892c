/**
 * A public page arrives prerendered (`#prerendered`, painted before any script runs) with the
 * app's root hidden beside it (see tooling/src/prerender). Single-spa parcels mount into their own
 * React root and cannot hydrate server HTML, so the app renders the page afresh in its root, taken
 * out of the document meanwhile (no second copy of the page for assistive technologies, tests or
 * `getElementById`); once its <main> shows the page's heading (or an error), the root takes the
 * prerendered markup's place in one step — identical markup, so nothing moves. What the visitor
 * typed, ticked and focused in the meantime moves over to the live page.
 */
const FIELDS = 'input:not([type="hidden"]), select, textarea';
const FOCUSABLE = `a[href], button, ${FIELDS}`;
/** A page whose app never gets ready (a remote down…) still hands over, to show its error. */
const HAND_OVER_TIMEOUT_MS = 10_000;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(element: EventTarget | null): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** The live page has rendered the route: its heading is there and no part of <main> is still loading. */
export function liveContentReady(root: HTMLElement): boolean {
  const main = root.querySelector('main');
  if (!main) return false;
  if (main.querySelector('[role="alert"]')) return true;
  return main.querySelector('h1') !== null && main.querySelector('.pt-parcel-loading') === null;
}

/** Sets a field's value as typing would, so that React and react-hook-form see it. */
function setAsUser(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function handOverPrerenderedPage(root: HTMLElement): void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  root.remove();

  // Fields are matched by their position: both copies render the same markup.
  const edited = new Set<number>();
  const onEdit = (event: Event) => {
    if (!isField(event.target)) return;
    edited.add([...prerendered.querySelectorAll(FIELDS)].indexOf(event.target));
  };
  prerendered.addEventListener('input', onEdit);
  prerendered.addEventListener('change', onEdit);

  const handOver = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    const oldFields = [...prerendered.querySelectorAll<Field>(FIELDS)];
    const focusIndex = [...prerendered.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element);
    root.hidden = false;
    prerendered.replaceWith(root);
    const liveFields = [...root.querySelectorAll<Field>(FIELDS)];
    for (const index of edited) {
      const before = oldFields[index];
      const live = liveFields[index];
      if (!before || !live) continue;
      if (before instanceof HTMLInputElement && (before.type === 'checkbox' || before.type === 'radio')) {
        if (live instanceof HTMLInputElement && live.checked !== before.checked) live.click();
      } else if (live.value !== before.value) {
        setAsUser(live, before.value);
      }
    }
    if (focusIndex >= 0) root.querySelectorAll<HTMLElement>(FOCUSABLE)[focusIndex]?.focus();
  };

  const observer = new MutationObserver(() => {
    if (liveContentReady(root)) handOver();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = window.setTimeout(handOver, HAND_OVER_TIMEOUT_MS);
}
