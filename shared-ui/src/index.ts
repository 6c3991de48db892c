import './tokens.css';

export * from './format.ts';
export * from './text.ts';
export * from './csv.ts';
export { saveFile } from './download.ts';
export { focusWhenShown } from './focusWhenShown.ts';
export { onFirstInteraction } from './firstInteraction.ts';
export { showToast } from './toast.ts';
/** The work areas' common page layout classes (header, toolbar, panels, tables, notices). */
export { default as areaStyles } from './areaLayout.module.css';
export * from './plans.ts';
export * from './PlannedPage.tsx';
export * from './ErrorPanel.tsx';
export * from './IconButton.tsx';
export * from './parcel.tsx';
export * from './slots.ts';
export * from './AreaSlot.tsx';
export * from './router.ts';
export * from './area.tsx';
export * from './standalone.tsx';
export * from './forms/index.ts';
export * from './data-display/index.ts';
export * from './dialogs/index.ts';
export * from './http.ts';
export * from './urlFilters.ts';
export * from './unsavedChanges.tsx';
