/** Live reads of e-invoicing for the billing screens: transmissions, the PA setting, the directory. */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type DirectoryLookup,
  type EinvoiceTransmission,
  type EinvoicingSettings,
  getDataStore,
  paths,
  type Unsubscribe,
  useDocument,
} from 'shared-data/store';
import { sealedPdfStored } from '../api/einvoiceActions.ts';

/** Values an `in` clause takes at most (Firestore). */
export const IN_LIMIT = 30;

/**
 * The list's statuses: the transmissions of the rows shown that go to the plateforme agréée
 * (`invoiceIds`), live, `invoiceId in` {@link IN_LIMIT} at a time — never the cabinet's whole
 * history. A page added below subscribes its own ids; the ones already shown are not read again
 * (but for the last, incomplete group, which grows).
 */
export function useTransmissionStatuses(
  firmId: string | null,
  invoiceIds: readonly string[],
): { statuses: ReadonlyMap<string, EinvoiceTransmission>; known: ReadonlySet<string> } {
  const groups: string[][] = [];
  for (let start = 0; start < invoiceIds.length; start += IN_LIMIT)
    groups.push(invoiceIds.slice(start, start + IN_LIMIT));
  const groupKeys = groups.map((group) => group.join(','));
  const wanted = groupKeys.join('|');
  const [found, setFound] = useState<{ firmId: string | null; byGroup: ReadonlyMap<string, EinvoiceTransmission[]> }>({
    firmId,
    byGroup: new Map(),
  });
  const live = useRef<{ firmId: string | null; byGroup: Map<string, Unsubscribe> }>({ firmId, byGroup: new Map() });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `wanted` lists the groups (`groupKeys`, `groups`)
  useEffect(() => {
    const current = live.current;
    if (current.firmId !== firmId) {
      for (const unsubscribe of current.byGroup.values()) unsubscribe();
      current.byGroup.clear();
      current.firmId = firmId;
    }
    const keep = new Set(groupKeys);
    for (const [key, unsubscribe] of current.byGroup)
      if (!keep.has(key)) {
        unsubscribe();
        current.byGroup.delete(key);
      }
    if (!firmId) return;
    groups.forEach((group, index) => {
      const key = groupKeys[index]!;
      if (current.byGroup.has(key)) return;
      const write = (transmissions: EinvoiceTransmission[]) =>
        setFound((shown) => {
          const byGroup = new Map(shown.firmId === firmId ? shown.byGroup : []);
          byGroup.set(key, transmissions);
          return { firmId, byGroup };
        });
      current.byGroup.set(
        key,
        getDataStore().subscribeQuery<EinvoiceTransmission>(
          {
            collection: paths.einvoiceTransmissions(firmId),
            where: [{ field: 'invoiceId', op: 'in', value: group }],
          },
          (snapshot) => write(snapshot.docs.map((doc) => doc.data)),
          // A status the list cannot read shows as none: the invoice's own page says why.
          () => write([]),
        ),
      );
    });
  }, [firmId, wanted]);
  // Leaving the screen ends every subscription.
  useEffect(
    () => () => {
      for (const unsubscribe of live.current.byGroup.values()) unsubscribe();
      live.current = { firmId: null, byGroup: new Map() };
    },
    [],
  );
  return useMemo(() => {
    const statuses = new Map<string, EinvoiceTransmission>();
    // The invoices whose group answered: the others' status is not known yet.
    const known = new Set<string>();
    if (found.firmId !== firmId) return { statuses, known };
    for (const key of wanted.split('|')) {
      const transmissions = found.byGroup.get(key);
      if (!transmissions) continue;
      for (const id of key.split(',')) known.add(id);
      for (const transmission of transmissions) statuses.set(transmission.invoiceId, transmission);
    }
    return { statuses, known };
  }, [found, firmId, wanted]);
}

export function useTransmission(firmId: string | null, invoiceId: string | null) {
  return useDocument<EinvoiceTransmission>(firmId && invoiceId ? paths.einvoiceTransmission(firmId, invoiceId) : null);
}

export function useEinvoicingSettings(firmId: string | null) {
  return useDocument<EinvoicingSettings>(firmId ? paths.settings(firmId, 'einvoicing') : null);
}

export function useDirectoryLookup(firmId: string | null, siren: string | null) {
  return useDocument<DirectoryLookup>(firmId && siren ? paths.directoryLookup(firmId, siren) : null);
}

/**
 * Whether the sealed PDF is in the file store, asked once per `attempt` while `enabled` (only
 * for an invoice the PA has not taken yet): `undefined` while asking.
 */
export function useSealedPdfStored(firmId: string, invoiceId: string, enabled: boolean, attempt: number) {
  const [stored, setStored] = useState<{ key: string; value: boolean | null } | null>(null);
  const key = `${firmId}|${invoiceId}|${attempt}`;
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void sealedPdfStored({ firmId, invoiceId }).then((value) => {
      if (live) setStored({ key, value });
    });
    return () => {
      live = false;
    };
  }, [enabled, firmId, invoiceId, key]);
  if (!enabled) return true;
  return stored?.key === key ? stored.value : undefined;
}
