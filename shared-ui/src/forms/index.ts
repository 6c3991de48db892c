// Accessible form primitives: visible labels, hints and French errors tied to their controls,
// announced form errors, a submit button that shows progress and cannot double-submit. Part of
// shared-ui/public (the sign-in pages' password field and stepper too); the conflict review is
// the work area's own (../index.ts).
export * from './Field.tsx';
export * from './TextField.tsx';
export * from './PasswordField.tsx';
export * from './TextArea.tsx';
export * from './LengthLimit.tsx';
export * from './Checkbox.tsx';
export * from './Select.tsx';
export * from './SubmitButton.tsx';
export * from './FormError.tsx';
export * from './Stepper.tsx';
