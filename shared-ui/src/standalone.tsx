/**
 * `shared-ui/standalone` — a remote's standalone QA page (not part of any app page, so not in the
 * shared-ui singleton): mounts the remote's own parcels with <ParcelSlot>, exactly as
 * the shell does, with a toaster and a list of the remote's routes. Its slot loader serves this
 * remote's own widgets locally and another area's widget from that area's server when it
 * answers, otherwise a French placeholder naming the area that would show there.
 */

import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from './standaloneFrame.tsx';
import { start } from 'single-spa';
// Through the package, not relative paths: this entry is bundled into each remote's standalone
// page, while the slot registry and the unsaved-changes guard must be the shared-ui singleton's.
import {
  AREA_DEV_PORTS,
  AreaSlot,
  installUnsavedChangesGuard,
  ParcelSlot,
  type ParcelModule,
  placeholderParcel,
  registerSlotLoader,
  SLOT_OWNERS,
  type AreaName,
  type SlotContracts,
  type SlotLoader,
  type SlotName,
} from 'shared-ui';

export type StandaloneOptions = {
  /** The remote's French name. */
  label: string;
  /** Paths worth opening on this page. */
  paths: string[];
  app: () => Promise<ParcelModule>;
  /** This remote's widgets (the ones it exposes as `./widgets/<name>`). */
  widgets?: Partial<Record<SlotName, () => Promise<ParcelModule>>>;
  /** Sample props for widgets whose contract takes some (e.g. { caseInvoices: { caseId: 'c1' } }). */
  widgetProps?: Partial<{ [W in SlotName]: SlotContracts[W] }>;
};

/** Another area's widget, from that area's own server (Module Federation runtime). */
async function loadFromAreaServer(remote: AreaName, widget: SlotName): Promise<ParcelModule> {
  const entry = `${window.location.protocol}//${window.location.hostname}:${AREA_DEV_PORTS[remote]}/mf-manifest.json`;
  const answer = await fetch(entry, { cache: 'no-store' });
  if (!answer.ok) throw new Error(`${remote} ne répond pas (${answer.status})`);
  const { getInstance } = await import('@module-federation/enhanced/runtime');
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation n’est pas initialisé.');
  federation.registerRemotes([{ name: remote, entry }]);
  const module = await federation.loadRemote<ParcelModule>(`${remote}/widgets/${widget}`);
  if (!module) throw new Error(`Bloc introuvable : ${remote}/widgets/${widget}`);
  return module;
}

export function standaloneSlotLoader(widgets: StandaloneOptions['widgets'] = {}): SlotLoader {
  return {
    load: async ({ remote, widget }) => {
      const local = widgets[widget];
      if (local) return local();
      try {
        return await loadFromAreaServer(remote, widget);
      } catch (error) {
        console.info(`Page autonome : « ${widget} » de ${remote} remplacé par un texte`, error);
        return placeholderParcel(remote, widget, widget === 'notificationsBell');
      }
    },
  };
}

export function startStandalone({ label, paths, app, widgets = {}, widgetProps = {} }: StandaloneOptions) {
  start({ urlRerouteOnly: true });
  registerSlotLoader(standaloneSlotLoader(widgets));
  installUnsavedChangesGuard();
  const widgetNames = Object.keys(widgets) as SlotName[];
  createRoot(document.getElementById('root')!).render(
    <StandaloneFrame label={label} paths={paths}>
      <ParcelSlot load={app} label={label} />
      {widgetNames.length > 0 ? (
        <section aria-label="Blocs de ce module" style={{ marginTop: 32 }}>
          {widgetNames.map((name) => (
            <div key={name} data-widget={name} style={{ marginTop: 16 }}>
              <AnySlot widget={name} props={widgetProps[name]} />
            </div>
          ))}
        </section>
      ) : null}
    </StandaloneFrame>,
  );
}

/** A widget listed by name only: its sample props, or none (the QA page shows what it does then). */
function AnySlot({ widget, props }: { widget: SlotName; props: unknown }) {
  const Slot = AreaSlot as (p: { remote: AreaName; widget: SlotName; props: unknown }) => React.ReactNode;
  return <Slot remote={SLOT_OWNERS[widget]} widget={widget} props={props ?? {}} />;
}
