export * from './session.ts';
export * from './errors.ts';
export * from './actions.ts';
export * from './safeRedirect.ts';
export * from './accountSetup.ts';
