/**
 * The one way a remote's screen is mounted: a single-spa parcel. Remotes wrap their root
 * component with createParcel(); the shell and each remote's standalone page mount it with
 * <ParcelSlot>, so a remote runs in isolation exactly as it runs in the shell.
 */
import React, { useEffect, useRef, useState, type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { ErrorPanel } from './ErrorPanel.tsx';

export type ParcelModule = { bootstrap: unknown; mount: unknown; unmount: unknown };

/** Lifecycles { bootstrap, mount, unmount } for a remote's root component. */
export function createParcel(rootComponent: FunctionComponent) {
  return singleSpaReact({
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
  /** Props handed to the parcel. */
  parcelProps?: Record<string, unknown>;
};

type SlotStatus = 'loading' | 'ready' | 'failed';

export function ParcelSlot({ load, label, onLoadError, onRetry, parcelProps }: ParcelSlotProps) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<SlotStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let parcel: Parcel | undefined;
    setStatus('loading');
    load()
      .then((config) => {
        const domElement = host.current;
        if (!active || !domElement) return undefined;
        parcel = mountRootParcel(config as unknown as ParcelConfig, { domElement, ...parcelProps });
        return parcel.mountPromise.then(() => {
          if (active) setStatus('ready');
        });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(`Prétoire : le module « ${label} » n’a pas pu être chargé`, error);
        if (onLoadError?.(error)) return;
        setStatus('failed');
      });
    return () => {
      active = false;
      const mounted = parcel;
      if (mounted) mounted.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
    };
    // parcelProps and callbacks are read once per load; a new attempt reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, attempt]);

  return (
    <>
      {status === 'loading' ? (
        <p role="status" aria-busy="true" className="pt-parcel-loading">
          Chargement…
        </p>
      ) : null}
      {status === 'failed' ? (
        <ErrorPanel
          title="Ce module n’a pas pu être chargé"
          message={`La partie « ${label} » de Prétoire ne répond pas pour le moment. Vérifiez votre connexion puis réessayez ; le reste de l’application reste utilisable.`}
          onRetry={() => {
            onRetry?.();
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      <div ref={host} hidden={status === 'failed'} data-parcel={label} />
    </>
  );
}
