// Everything router-free first (also `shared-ui/public`, see public.ts), then the work areas' parts.
export * from './public.ts';
export * from './forms/ConflictReview.tsx';
export * from './csv.ts';
export { saveFile } from './download.ts';
/** The work areas' common page layout classes (header, toolbar, panels, tables, notices). */
export { default as areaStyles } from './areaLayout.module.css';
export * from './parcel.tsx';
export * from './slots.ts';
export * from './AreaSlot.tsx';
export * from './router.ts';
export * from './area.tsx';
export * from './pageStates.tsx';
export * from './data-display/index.ts';
export * from './urlFilters.ts';
export * from './SearchSelect.tsx';
export * from './useSettledValue.ts';
