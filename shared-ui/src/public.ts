/**
 * `shared-ui/public`: shared-ui without the router and the parcels — what a page rendered
 * outside the work area's router may use (the public pages, issue 16: react-router and single-spa
 * are 24 KiB gzip they never need). A singleton of its own (tooling's SHARED_SINGLETONS);
 * `shared-ui` re-exports all of it, so a page that loads both holds one copy of each module (the
 * unsaved-changes registry, the dialogs' loader) — an app imports one entry or the other, never
 * both, and only public-page code imports this one.
 */
import './tokens.css';

export * from './areas.ts';
export * from './format.ts';
export * from './text.ts';
export { focusWhenShown } from './focusWhenShown.ts';
export { onFirstInteraction } from './firstInteraction.ts';
export { showToast } from './toast.ts';
export * from './plans.ts';
export * from './ErrorPanel.tsx';
export * from './IconButton.tsx';
export * from './lazyPage.tsx';
export * from './forms/index.ts';
export * from './dialogs/index.ts';
export * from './http.ts';
export * from './unsavedChanges.tsx';
export * from './urlFiltersModel.ts';
