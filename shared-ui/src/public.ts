/**
 * `shared-ui/public`: shared-ui without the router and the parcels — what a page rendered
 * outside the work area's router may use (the public pages: react-router and single-spa are code
 * they never need). A singleton of its own (tooling's SHARED_SINGLETONS), which
 * `shared-ui` re-exports. Code that runs on public pages imports this entry, the rest `shared-ui`;
 * the shell, which has both, provides both from its own build — one copy of each module in the
 * page (the unsaved-changes registry, the dialogs' loader), whichever entry a remote asks for.
 */
import './tokens.css';

export * from './areas.ts';
export * from './format.ts';
export * from './text.ts';
export * from './isoDay.ts';
export { focusWhenShown } from './focusWhenShown.ts';
export { onFirstInteraction } from './firstInteraction.ts';
export { leavePageFor } from './leavePage.ts';
export { useNearScreen } from './nearScreen.ts';
export { atFirstUse } from './atFirstUse.ts';
export { showToast, showToastOnNextPage, takeNextPageToast, type ToastKind } from './toast.ts';
export * from './plans.ts';
export * from './ErrorPanel.tsx';
export * from './IconButton.tsx';
export * from './lazyPage.tsx';
export { lazyModule } from './lazyModule.ts';
export * from './forms/index.ts';
export * from './dialogs/index.ts';
export * from './http.ts';
export * from './unsavedChanges.tsx';
export * from './urlFiltersModel.ts';
export * from './pageSearchParams.ts';
export * from './areaPages.tsx';
