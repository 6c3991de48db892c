/**
 * Seed §2 scroll behaviour: a new page starts at the top, a hash link scrolls to its target,
 * Back/Forward restore the position the page had — also when a remote renders its content a
 * moment after the URL changed (we retry until the page is tall enough or the target exists).
 */
import { useLocation } from 'shared-ui';
import { useEffect, useLayoutEffect, useRef } from 'react';

const STORAGE_KEY = 'pretoire.scroll-positions';
/** How long the content may take to render once nothing is loading any more. */
const RETRY_MS = 3000;
/** A loader that never ends (a stalled network) does not hold the page forever. */
const MAX_RETRY_MS = 15_000;

/** 'pop' only for a real Back/Forward: single-spa's synthetic popstate follows a pushState. */
let lastPopWasReal = false;
/** The last programmatic change replaced the entry (e.g. list filters typed into the URL). */
let lastWasReplace = false;
let listening = false;

function listenForRealPops() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', (event) => {
    lastPopWasReal = !(event as PopStateEvent & { singleSpa?: boolean }).singleSpa;
  });
  const { pushState, replaceState } = window.history;
  // Any programmatic navigation is not a Back/Forward.
  window.history.pushState = function patchedPushState(...args) {
    lastPopWasReal = false;
    lastWasReplace = false;
    return pushState.apply(this, args);
  };
  window.history.replaceState = function patchedReplaceState(...args) {
    lastPopWasReal = false;
    lastWasReplace = true;
    return replaceState.apply(this, args);
  };
}

/** Scroll position of each history entry, by its key; kept in sessionStorage across reloads. */
const positions = new Map<string, number>(readStoredPositions());
let currentKey = '';

function readStoredPositions(): [string, number][] {
  try {
    return Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>);
  } catch {
    return [];
  }
}

function persistPositions() {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
}

let tracking = false;
/** Every scroll is recorded for the entry on screen, synchronously, so a quick click loses nothing. */
function trackScroll() {
  if (tracking) return;
  tracking = true;
  window.addEventListener('scroll', () => positions.set(currentKey, window.scrollY), { passive: true });
  window.addEventListener('pagehide', persistPositions);
}

/**
 * Repeats `attempt` on each frame until it has held for a few frames while no parcel is still
 * loading (a remote renders after the URL changed), or until the content had time to render
 * after the last loader went away — a list that arrives late on a busy machine would otherwise
 * push the restored position down. Any scrolling by the user stops it.
 */
export function retryUntil(attempt: () => boolean): () => void {
  const started = performance.now();
  let lastLoading = started;
  let frame = 0;
  let held = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const step = () => {
    const now = performance.now();
    const loading = document.querySelector(STILL_LOADING) !== null;
    if (loading) lastLoading = now;
    held = attempt() && !loading ? held + 1 : 0;
    if (held >= 10 || now - lastLoading > RETRY_MS || now - started > MAX_RETRY_MS) return stop();
    frame = requestAnimationFrame(step);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true, once: true });
  step();
  return stop;
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
/** A parcel still loading, or any area's loading placeholder (marked aria-busy). */
const STILL_LOADING = '.pt-parcel-loading, [aria-busy="true"]';

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

function restore(y: number): boolean {
  window.scrollTo(0, y);
  return Math.abs(window.scrollY - y) < 2;
}

export function useScrollBehaviour(): void {
  const location = useLocation();
  const previousPath = useRef(location.pathname);
  const firstRender = useRef(true);

  useEffect(() => {
    listenForRealPops();
    trackScroll();
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    // From now on, scroll events belong to the entry just shown.
    currentKey = location.key;
    persistPositions();
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    // Filters or a search typed into the URL (replace, same page): the list keeps its scroll.
    if (samePage && lastWasReplace && !lastPopWasReal && !location.hash) return undefined;
    // A hash changed by the browser itself (a plain #link, the address bar) is a real pop whose
    // entry the router did not create: all such entries share the key 'default' with the first
    // page load, so their saved position is not theirs — go to the target instead.
    const browserHashEntry = location.key === 'default' && Boolean(location.hash);
    if (lastPopWasReal && !browserHashEntry) {
      const saved = positions.get(location.key);
      if (saved !== undefined) return retryUntil(() => restore(saved));
    }
    if (location.hash) return retryUntil(() => scrollToHash(location.hash));
    // A prerendered page was readable (and scrollable) before this first render: stay where the visitor is.
    if (first && document.getElementById('prerendered')) return undefined;
    window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, location.pathname]);
}
