/**
 * `shared-ui/public`: shared-ui without the router and the parcels — what a page rendered
 * outside the work area's router may use (the public pages: react-router and single-spa are code
 * they never need). A singleton of its own (tooling's SHARED_SINGLETONS), which
 * `shared-ui` re-exports. Code that runs on public pages imports this entry, the rest `shared-ui`;
 * the shell, which has both, provides both from its own build — one copy of each module in the
 * page (the unsaved-changes registry, the dialogs' loader), whichever entry a remote asks for.
 */
import './tokens.css';

export { AREA_LABELS, type AreaName } from './areas.ts';
export {
  formatAmount,
  formatCount,
  formatDate,
  formatLongDate,
  formatTime,
  parseEuros,
  centsToInput,
} from './format.ts';
export { searchKey, queryWords, matchesQuery, matchesWords, collator } from './text.ts';
export {
  isIsoDay,
  localIsoDay,
  startOfLocalDay,
  todayIso,
  formatIsoDay,
  addDays,
  isoWeekday,
  mondayOf,
  weekDays,
  daysBetween,
} from './isoDay.ts';
export { focusWhenShown } from './focusWhenShown.ts';
export { onFirstInteraction } from './firstInteraction.ts';
export { leavePageFor } from './leavePage.ts';
export { useNearScreen } from './nearScreen.ts';
export { atFirstUse } from './atFirstUse.ts';
export { showToast, showToastOnNextPage, takeNextPageToast, type ToastKind } from './toast.ts';
export { PLANS, TRIAL_DAYS, type Plan, type PlanId } from './plans.ts';
export { ErrorPanel, unavailablePanel, type ErrorPanelProps } from './ErrorPanel.tsx';
export { LazyPage } from './lazyPage.tsx';
export { lazyModule } from './lazyModule.ts';
export {
  FieldError,
  TextField,
  PasswordField,
  TextArea,
  type TextAreaProps,
  LengthLimit,
  lengthLimitIds,
  LENGTH_COUNTER_FROM,
  Checkbox,
  CheckboxGroup,
  RadioGroup,
  Select,
  type SelectOption,
  Button,
  SubmitButton,
  FormError,
  FormNotice,
  Stepper,
} from './forms/index.ts';
export { ConfirmDialog, Dialog } from './dialogs/index.ts';
export { httpRequest } from './http.ts';
export {
  UnsavedChangesGuard,
  installUnsavedChangesGuard,
  confirmLeave,
  followsInThisTab,
} from './unsavedChanges.tsx';
export { useFiltersInParams, type UrlFiltersOptions } from './urlFiltersModel.ts';
export { pushPageUrl, usePageSearchParams } from './pageSearchParams.ts';
export { AreaPages, type AreaPage } from './areaPages.tsx';
// The props of the components above: part of the contract, so an app can name them.
export type {
  ButtonProps,
  CheckboxProps,
  CheckboxGroupProps,
  FieldMessageProps,
  FormErrorProps,
  FormNoticeProps,
  PasswordFieldProps,
  RadioGroupProps,
  SelectProps,
  StepperProps,
  SubmitButtonProps,
} from './forms/index.ts';
export type { ConfirmDialogProps, DialogProps } from './dialogs/index.ts';
