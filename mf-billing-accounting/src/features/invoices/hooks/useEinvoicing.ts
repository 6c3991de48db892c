/** Live reads of e-invoicing for the billing screens: transmissions, the PA setting, the directory. */
import { useEffect, useMemo, useState } from 'react';
import {
  type DirectoryLookup,
  type EinvoiceTransmission,
  type EinvoicingSettings,
  paths,
  useCollection,
  useDocument,
} from 'shared-data/store';
import { sealedPdfStored } from './einvoiceActions.ts';

/**
 * The list's statuses: ONE live query on the cabinet's transmissions, the most recently updated
 * first, bounded (invoices whose flow has not moved for a long time show no status then).
 */
export const LISTED_TRANSMISSIONS = 1000;

export function useTransmissionStatuses(firmId: string | null) {
  const transmissions = useCollection<EinvoiceTransmission>(
    firmId
      ? {
          collection: paths.einvoiceTransmissions(firmId),
          orderBy: [{ field: 'updatedAt', direction: 'desc' }],
          limit: LISTED_TRANSMISSIONS,
        }
      : null,
  );
  return useMemo(
    () => new Map(transmissions.data.map((transmission) => [transmission.invoiceId, transmission])),
    [transmissions.data],
  );
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
