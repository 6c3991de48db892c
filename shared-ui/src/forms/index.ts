// Accessible form primitives: visible labels, hints and French errors tied to their controls,
// announced form errors, a submit button that shows progress and cannot double-submit. Part of
// shared-ui/public; the work area's own (password, conflict review, stepper) are in ../index.ts.
export * from './Field.tsx';
export * from './TextField.tsx';
export * from './TextArea.tsx';
export * from './LengthLimit.tsx';
export * from './Checkbox.tsx';
export * from './Select.tsx';
export * from './SubmitButton.tsx';
export * from './FormError.tsx';
