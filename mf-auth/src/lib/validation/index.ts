export * from './messages.ts';
export * from './signupMessages.ts';
export * from './credentials.ts';
export * from './siret.ts';
export * from './phone.ts';
export * from './fields.ts';
export * from './rules.ts';
