import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';

export type UseStepFormOptions<T extends FieldValues> = {
  defaultValues: DefaultValues<T>;
  /** Saves what is typed, as it is typed (the draft survives Back, other steps and reloads). */
  save: (values: Partial<T>) => void;
  /** Shows this step's errors at once (the final submit found it incomplete). */
  revalidate?: boolean;
};

/**
 * react-hook-form for one sign-up step: draft defaults, live saving, errors on demand. Its fields
 * are registered with the step's rules (STEP_RULES).
 */
export function useStepForm<T extends FieldValues>({ defaultValues, save, revalidate = false }: UseStepFormOptions<T>) {
  const form = useForm<T>({ defaultValues, shouldFocusError: true });
  const { watch, trigger } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `save` writes the draft and is stable in intent: subscribe once.
  useEffect(() => {
    const subscription = watch((values) => save(values as Partial<T>));
    return () => subscription.unsubscribe();
  }, [watch]);
  useEffect(() => {
    if (revalidate) void trigger(undefined, { shouldFocus: true });
  }, [revalidate, trigger]);
  return form;
}
