import type { Client } from 'shared-data';
import { formatDate } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { useDirectoryLookup, useEinvoicingSettings } from '../hooks/useEinvoicing.ts';
import { sealedElectronicAddress } from '../model/einvoicing.ts';
import { clientSnapshotOf } from '../model/issueCheck.ts';

/**
 * In the editor, for a business client when the cabinet has a plateforme agréée: what the PA's
 * directory says of its SIREN, and the electronic address the invoice will carry.
 */
export function BuyerAddressNote({ firmId, client }: { firmId: string; client: Client | null }) {
  const snapshot = client ? clientSnapshotOf(client) : null;
  const siren = snapshot?.kind === 'morale' && /^\d{9}$/.test(snapshot.siren ?? '') ? snapshot.siren : null;
  const settings = useEinvoicingSettings(siren ? firmId : null);
  const lookup = useDirectoryLookup(settings.data ? firmId : null, siren);
  if (!snapshot || !siren || !settings.data || lookup.loading) return null;
  const address = sealedElectronicAddress({ snapshot, platformConfigured: true, lookup: lookup.data });
  const checked = lookup.data ? ` (annuaire consulté le ${formatDate(lookup.data.checkedAt)})` : '';
  const said =
    lookup.data?.status === 'joignable'
      ? `Ce client reçoit ses factures électroniques à l’adresse ${address}${checked}.`
      : lookup.data?.status === 'nonJoignable'
        ? `L’annuaire ne donne pas encore d’adresse de réception pour ce client${checked} : la facture portera son SIREN ${address}.`
        : lookup.data?.status === 'inconnu'
          ? `Le SIREN ${siren} est inconnu de l’annuaire de la facturation électronique${checked} : vérifiez-le sur la fiche du client.`
          : lookup.data?.status === 'erreur'
            ? `L’annuaire n’a pas pu être consulté${lookup.data.message ? ` (${lookup.data.message})` : ''} : la facture portera le SIREN ${address}.`
            : `L’annuaire n’a pas encore été consulté pour ce client : la facture portera son SIREN ${address}.`;
  return (
    <p className={styles.notice} data-testid="buyer-address">
      Facture électronique — {said}
    </p>
  );
}
