/** What a person does first on a page: press, touch or type (a focus moved by code is not one). */
const FIRST_INTERACTION = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Runs `callback` once, at the user's first interaction with the page. For code a page needs
 * only once someone acts on it (a dialog, a toast): it is fetched just in time, yet a page that
 * is only read never downloads it. Returns the function that stops waiting.
 */
export function onFirstInteraction(callback: () => void, target: EventTarget = window): () => void {
  const stop = () => {
    for (const type of FIRST_INTERACTION) target.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    callback();
  }
  for (const type of FIRST_INTERACTION) target.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
