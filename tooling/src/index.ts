export { createFederatedConfig, type FederatedAppOptions } from './createFederatedConfig.ts';
export { SHARED_SINGLETONS } from './shared.ts';
export { APPS, SHELL_URL, type AppInfo } from './apps.ts';
