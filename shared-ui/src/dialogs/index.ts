// The accessible dialogs (react-aria-components, loaded on demand).
export * from './ConfirmDialog.tsx';
export * from './Dialog.tsx';
