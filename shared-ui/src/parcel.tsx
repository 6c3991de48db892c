/**
 * The one way a remote's screen is mounted: a single-spa parcel. Remotes wrap their root
 * component with createParcel(); the shell and each remote's standalone page mount it with
 * <ParcelSlot>, so a remote runs in isolation exactly as it runs in the shell.
 */
import React, { useEffect, useRef, useState, type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { Unplug } from 'lucide-react';
import { ErrorPanel, type ErrorPanelProps, unavailablePanel } from './ErrorPanel.tsx';

/** What a remote's parcel module exports (mount, unmount), for `createParcel`. */
export type ParcelModule = { bootstrap: unknown; mount: unknown; unmount: unknown };

/**
 * Lifecycles { bootstrap, mount, unmount, update } for a remote's root component. The component
 * receives the parcel's props (a slot's contract props, see slots.ts) and re-renders on update.
 */
// biome-ignore lint/complexity/noBannedTypes: a parcel without props is a component of {}
export function createParcel<P extends object = {}>(rootComponent: FunctionComponent<P>) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: () => (
      <ErrorPanel
        title="Une erreur est survenue dans cet écran"
        message="Cet écran a rencontré un problème inattendu. Rechargez la page ; vos données enregistrées ne sont pas perdues."
        onRetry={() => window.location.reload()}
      />
    ),
  });
}

export type ParcelSlotProps = {
  /** Loads the parcel module (a remote's `./app` or `./widgets/x`, or a local import). */
  load: () => Promise<ParcelModule>;
  /** The area's French name, used in the error panel. */
  label: string;
  /** Called when loading fails; return true when it handled the failure (e.g. reloads the page). */
  onLoadError?: (error: unknown) => boolean;
  /** Called before "Réessayer" loads again (e.g. forget the failed remote). */
  onRetry?: () => void;
  /** Props handed to the parcel; when they change, the parcel is updated (re-rendered with them). */
  parcelProps?: Record<string, unknown>;
  /**
   * A small slot (e.g. in the header): loading shows nothing visible and a failure a tiny, quiet
   * marker instead of the error panel.
   */
  compact?: boolean;
  /**
   * A failure that needs its own words (e.g. a remote too new for this shell): return the panel's
   * title, message and retry action; undefined keeps the generic "module n’a pas pu être chargé".
   */
  explainFailure?: (error: unknown) => ErrorPanelProps | undefined;
  /**
   * Called once the parcel shows its content — mounted, and nothing in it `aria-busy` any more (a
   * block loading its data says so, as every area's Loading does) — or failed to load: a page can
   * then start what comes below it.
   */
  onSettled?: () => void;
};

type SlotStatus = 'loading' | 'ready' | 'failed';

/** Calls `done` once `element` holds nothing `aria-busy="true"`; returns the function that stops waiting. */
function whenNotBusy(element: HTMLElement, done: () => void): () => void {
  const busy = () => element.querySelector('[aria-busy="true"]') !== null;
  if (!busy()) {
    done();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (busy()) return;
    observer.disconnect();
    done();
  });
  observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  return () => observer.disconnect();
}

/** Loads and mounts a single-spa parcel in a React tree, with a French error and a retry if it fails to load. */
export function ParcelSlot({
  load,
  label,
  onLoadError,
  onRetry,
  parcelProps,
  compact = false,
  explainFailure,
  onSettled,
}: ParcelSlotProps) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<SlotStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<ErrorPanelProps | undefined>(undefined);
  const mounted = useRef<{ parcel: Parcel; propsKey: string } | undefined>(undefined);
  const propsKey = JSON.stringify(parcelProps ?? {});
  const latest = useRef({ parcelProps, onLoadError, propsKey, explainFailure, onSettled });
  latest.current = { parcelProps, onLoadError, propsKey, explainFailure, onSettled };

  // biome-ignore lint/correctness/useExhaustiveDependencies: props and callbacks are read from `latest`; a new attempt reloads
  useEffect(() => {
    let active = true;
    let parcel: Parcel | undefined;
    let stopWaiting: () => void = () => undefined;
    setStatus('loading');
    load()
      .then((config) => {
        const domElement = host.current;
        if (!active || !domElement) return undefined;
        const { parcelProps: props, propsKey: key } = latest.current;
        parcel = mountRootParcel(config as unknown as ParcelConfig, { domElement, ...props });
        mounted.current = { parcel, propsKey: key };
        return parcel.mountPromise.then(() => {
          if (!active) return;
          setStatus('ready');
          stopWaiting = whenNotBusy(domElement, () => latest.current.onSettled?.());
        });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(`Prétoire : le module « ${label} » n’a pas pu être chargé`, error);
        latest.current.onSettled?.();
        if (latest.current.onLoadError?.(error)) return;
        setFailure(latest.current.explainFailure?.(error));
        setStatus('failed');
      });
    return () => {
      active = false;
      stopWaiting();
      mounted.current = undefined;
      const done = parcel;
      if (done) done.mountPromise.then(() => done.unmount()).catch(() => undefined);
    };
  }, [load, attempt]);

  // New props: the mounted parcel re-renders with them (or is mounted again if it cannot update).
  useEffect(() => {
    const current = mounted.current;
    if (status !== 'ready' || !current || current.propsKey === propsKey) return;
    current.propsKey = propsKey;
    const domElement = host.current;
    if (current.parcel.update && domElement) {
      current.parcel.update({ domElement, ...latest.current.parcelProps }).catch((error: unknown) => {
        console.error(`Prétoire : le module « ${label} » n’a pas pu être mis à jour`, error);
      });
    } else {
      setAttempt((n) => n + 1);
    }
  }, [propsKey, status, label]);

  const retry = () => {
    onRetry?.();
    setAttempt((n) => n + 1);
  };

  return (
    <>
      {status === 'loading' ? (
        compact ? (
          <span role="status" aria-busy="true" className="pt-parcel-loading pt-visually-hidden">
            Chargement…
          </span>
        ) : (
          <p role="status" aria-busy="true" className="pt-parcel-loading">
            Chargement…
          </p>
        )
      ) : null}
      {status === 'failed' ? (
        compact ? (
          <button
            type="button"
            className="pt-slot-quiet"
            data-slot-failed={label}
            title={`« ${label} » indisponible pour le moment — réessayer`}
            onClick={retry}
          >
            <Unplug aria-hidden="true" size={16} />
            <span className="pt-visually-hidden">« {label} » indisponible pour le moment. Réessayer</span>
          </button>
        ) : failure ? (
          <ErrorPanel {...failure} />
        ) : (
          <ErrorPanel {...unavailablePanel(label, retry)} />
        )
      ) : null}
      <div
        ref={host}
        hidden={status === 'failed'}
        data-parcel={label}
        className={compact ? 'pt-parcel-compact' : undefined}
      />
    </>
  );
}
