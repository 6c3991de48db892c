/**
 * "An account is being set up in this page": from the moment sign-up asks the provider for the
 * account until its records (profile, cabinet, membership) are written. The provider signs the
 * new user in first, so the shell's further guard (signed-in users leave /pro/signup) must wait
 * for this to end: the sign-up page itself takes the user on, or shows what failed.
 */
import { useSyncExternalStore } from 'react';

let inProgress = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (inProgress === value) return;
  inProgress = value;
  for (const listener of listeners) listener();
}

/** Sign-up calls it before asking the provider for the account: the shell's guard then waits. */
export function beginAccountSetup(): void {
  set(true);
}

/** Sign-up calls it once the account's records are written, or failed. */
export function endAccountSetup(): void {
  set(false);
}

export function isAccountSetupInProgress(): boolean {
  return inProgress;
}

export function subscribeAccountSetup(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an account is being set up in this page (the shell's guard on `/pro/signup` waits while it is). */
export function useAccountSetupInProgress(): boolean {
  return useSyncExternalStore(subscribeAccountSetup, isAccountSetupInProgress, isAccountSetupInProgress);
}
