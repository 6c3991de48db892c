// Everything router-free first (also `shared-ui/public`, see public.ts), then the work areas' parts.
export * from './public.ts';
export { ConflictReview, conflictValueText, useEditConflict } from './forms/ConflictReview.tsx';
export { csvAmount, toCsv } from './csv.ts';
export { saveFile } from './download.ts';
/** The work areas' common page layout classes (header, toolbar, panels, tables, notices). */
export { default as areaStyles } from './areaLayout.module.css';
export { createParcel, ParcelSlot, type ParcelModule } from './parcel.tsx';
export {
  registerSlotLoader,
  SLOT_OWNERS,
  AREA_DEV_PORTS,
  type SlotContracts,
  type SlotLoader,
  type SlotName,
} from './slots.ts';
export { AreaSlot, createSlotParcel, placeholderParcel } from './AreaSlot.tsx';
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router.ts';
export { Area, type AreaRoute } from './area.tsx';
export { Loading, LoadError, NoCabinet, OwnerOnlyNotice, RecordNotFound } from './pageStates.tsx';
export {
  Badge,
  type BadgeTone,
  DataTable,
  type DataColumn,
  DescriptionList,
  EmptyState,
  ProgressBar,
  ShowMore,
  shownCount,
  Tabs,
} from './data-display/index.ts';
export { useUrlFilters } from './urlFilters.ts';
export { SearchSelect, DOSSIER_SEARCH, CLIENT_SEARCH } from './SearchSelect.tsx';
export { useSettledValue } from './useSettledValue.ts';
// The props of the components above: part of the contract, so an app can name them.
export type {
  ConflictReviewProps,
  EditConflict,
  EditConflictOptions,
} from './forms/ConflictReview.tsx';
export type { AreaSlotProps } from './AreaSlot.tsx';
export type { AreaProps } from './area.tsx';
export type {
  CountedNoun,
  DataTableProps,
  DescriptionItem,
  EmptyStateProps,
  ProgressBarProps,
  ShowMoreProps,
  TabsProps,
} from './data-display/index.ts';
export type { SearchSelectProps, SearchSelectTexts } from './SearchSelect.tsx';
