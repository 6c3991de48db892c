// Accessible form primitives: visible labels, hints and French errors tied to their controls,
// announced form errors, a submit button that shows progress and cannot double-submit.
export * from './Field.tsx';
export * from './TextField.tsx';
export * from './TextArea.tsx';
export * from './LengthLimit.tsx';
export * from './PasswordField.tsx';
export * from './Checkbox.tsx';
export * from './Select.tsx';
export * from './SubmitButton.tsx';
export * from './FormError.tsx';
export * from './ConflictReview.tsx';
export * from './Stepper.tsx';
