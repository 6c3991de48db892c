/**
 * Seed §2 scroll behaviour: a new page starts at the top, a hash link scrolls to its target,
 * Back/Forward restore the position the page had — also when a remote renders its content a
 * moment after the URL changed (we retry until the page is tall enough or the target exists).
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

const STORAGE_KEY = 'pretoire.scroll-positions';
const RETRY_MS = 3000;

/** 'pop' only for a real Back/Forward: single-spa's synthetic popstate follows a pushState. */
let lastPopWasReal = false;
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
    return pushState.apply(this, args);
  };
  window.history.replaceState = function patchedReplaceState(...args) {
    lastPopWasReal = false;
    return replaceState.apply(this, args);
  };
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  const positions = readPositions();
  positions[key] = y;
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
}

/** Repeats `attempt` on each frame until it succeeds or the content had time to render. */
function retryUntil(attempt: () => boolean): () => void {
  const started = performance.now();
  let frame = 0;
  const step = () => {
    if (attempt() || performance.now() - started > RETRY_MS) return;
    frame = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(frame);
}

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

  useEffect(() => {
    listenForRealPops();
    window.history.scrollRestoration = 'manual';
  }, []);

  // Keep the position of the page being left, under its history key.
  useEffect(() => {
    let timer = 0;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => savePosition(location.key, window.scrollY), 80);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      savePosition(location.key, window.scrollY);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (lastPopWasReal) {
      const saved = readPositions()[location.key];
      if (saved !== undefined) return retryUntil(() => restore(saved));
    }
    if (location.hash) return retryUntil(() => scrollToHash(location.hash));
    window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash]);
}
