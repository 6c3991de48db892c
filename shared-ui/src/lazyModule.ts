import { useEffect, useState } from 'react';

/**
 * A module fetched on demand and shown without Suspense. React reveals a Suspense boundary's
 * content no sooner than 300 ms after its fallback appeared (its reveal throttle): for a chunk
 * ready a few milliseconds later, the throttle would be most of the screen's wait. Here the screen
 * shows its own loading line until the module is there, then renders it in the same frame.
 */
export function lazyModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const start = (): Promise<M> => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // the next render tries again
        throw error;
      },
    );
    return loading;
  };
  return {
    /** Starts fetching, once: a screen calls it as it mounts, alongside its data. */
    preload(): void {
      start().catch(() => undefined);
    },
    /**
     * The module once loaded (the component re-renders then); its failure is thrown for the error
     * boundary. Fetched from the first render where `wanted` is true.
     */
    useLoaded(wanted = true): M | undefined {
      const [, arrived] = useState(0);
      const [failure, setFailure] = useState<{ error: unknown } | null>(null);
      // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` and `start` belong to this module's loader, not to the component
      useEffect(() => {
        if (loaded || !wanted) return;
        let active = true;
        start().then(
          () => active && arrived((n) => n + 1),
          (error: unknown) => active && setFailure({ error }),
        );
        return () => {
          active = false;
        };
      }, [wanted]);
      if (failure) throw failure.error;
      return loaded;
    },
  };
}
