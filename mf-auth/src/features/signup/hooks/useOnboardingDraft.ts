/** The sign-up's draft as React state: the screen re-renders when a step changes it. */
import { useSyncExternalStore } from 'react';
import { getDraft, type OnboardingDraft, subscribeDraft } from '../model/onboardingDraft.ts';

export function useOnboardingDraft(): OnboardingDraft {
  return useSyncExternalStore(subscribeDraft, getDraft, getDraft);
}
