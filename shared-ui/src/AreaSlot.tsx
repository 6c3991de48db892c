import { useCallback, useRef, useSyncExternalStore, type FunctionComponent } from 'react';
import { createParcel, ParcelSlot } from './parcel.tsx';
import { AREA_LABELS, type AreaName } from './areas.ts';
import { useNearScreen } from './nearScreen.ts';
import {
  getSlotLoader,
  SLOT_LABELS,
  subscribeSlotLoader,
  type SlotContracts,
  type SlotName,
  type SlotOwner,
} from './slots.ts';

/** The props of `AreaSlot`: the slot, its props, and when to load it. */
export type AreaSlotProps<W extends SlotName> = {
  /** The remote that owns the widget (checked against slots.ts). */
  remote: SlotOwner<W>;
  widget: W;
  /** The contract's props; the widget re-renders when they change. */
  props: SlotContracts[W];
  /** A small slot (the header's bell): no visible loading text, a quiet marker on failure. */
  compact?: boolean;
  /**
   * A block below the first screen: loaded once it comes near the screen or at the user's first
   * interaction, not with the page (nearScreen.ts). Until then the slot is empty.
   */
  whenNearScreen?: boolean;
  /** Called when the block has shown or failed (ParcelSlot's onSettled). */
  onSettled?: () => void;
};

export type SlotPlaceholderProps = { remote: AreaName; widget: SlotName; compact?: boolean };

/** Says which area's block would show here (a remote's standalone page, tests without a loader). */
export function SlotPlaceholder({ remote, widget, compact = false }: SlotPlaceholderProps) {
  const text = `Ici s’affichera « ${SLOT_LABELS[widget]} » (${AREA_LABELS[remote]}), module non démarré sur cette page.`;
  if (compact) {
    return (
      <span className="pt-slot-quiet" title={text} data-slot-placeholder={widget}>
        <span aria-hidden="true">·</span>
        <span className="pt-visually-hidden">{text}</span>
      </span>
    );
  }
  return (
    <p className="pt-slot-placeholder" data-slot-placeholder={widget}>
      {text}
    </p>
  );
}

/** A parcel showing the placeholder, for loaders that cannot reach the owner. */
export function placeholderParcel(remote: AreaName, widget: SlotName, compact = false) {
  // biome-ignore lint/correctness/noComponentHookFactories: built once per unreachable widget (not during a render) and holds no hook
  const Placeholder: FunctionComponent = () => <SlotPlaceholder remote={remote} widget={widget} compact={compact} />;
  return createParcel(Placeholder);
}

/**
 * A block owned by another area, e.g. <AreaSlot remote="mf_billing_accounting" widget="caseInvoices"
 * props={{ caseId }} />. Loaded by the page's slot loader, mounted as a parcel; a failure shows
 * the French error panel with "Réessayer" and the rest of the page keeps working.
 */
export function AreaSlot<W extends SlotName>({
  remote,
  widget,
  props,
  compact = false,
  whenNearScreen = false,
  onSettled,
}: AreaSlotProps<W>) {
  const loader = useSyncExternalStore(subscribeSlotLoader, getSlotLoader, getSlotLoader);
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearScreen(frame, whenNearScreen);
  const area = remote as AreaName;
  const load = useCallback(() => {
    if (!loader) return Promise.reject(new Error('Aucun chargeur de blocs enregistré.'));
    return loader.load({ remote: area, widget });
  }, [loader, area, widget]);
  if (!loader) {
    return (
      <div data-slot={widget} className={compact ? 'pt-parcel-compact' : undefined}>
        <SlotPlaceholder remote={area} widget={widget} compact={compact} />
      </div>
    );
  }
  return (
    <div ref={frame} data-slot={widget} className={compact ? 'pt-parcel-compact' : undefined}>
      {near ? (
        <ParcelSlot
          load={load}
          label={AREA_LABELS[area]}
          parcelProps={props as Record<string, unknown>}
          onLoadError={(error) => loader.onLoadError?.({ remote: area, widget }, error) ?? false}
          onRetry={() => loader.onRetry?.({ remote: area, widget })}
          compact={compact}
          onSettled={onSettled}
        />
      ) : null}
    </div>
  );
}

/** The widget side: `export const { bootstrap, mount, unmount, update } = createSlotParcel('caseInvoices', CaseInvoices)`. */
export function createSlotParcel<W extends SlotName>(_widget: W, component: FunctionComponent<SlotContracts[W]>) {
  return createParcel<SlotContracts[W]>(component);
}
