/**
 * What stops a draft from being issued, in French, and the sealed identities. Pure.
 */
import {
  buyerElectronicAddress,
  isValidFrVatNumber,
  isValidIban,
  isValidSiret,
  normalizeIdentifier,
  type BillingSettings,
  type Client,
  type ClientSnapshot,
  type Invoice,
  type IssuerSnapshot,
  NO_BUYER_ADDRESS,
} from 'shared-data';
import { formatIsoDay } from 'shared-ui';

export const BILLING_SETTINGS_URL = '/app/settings/billing';

/** `settings`: fixed in /app/settings/billing; `client`: fixed on the client's record. */
export type IssueProblem = { message: string; settings?: boolean; client?: boolean };

/**
 * The billing identity's gaps (SIRET, VAT number or franchise, legal name, address, IBAN): the
 * identifiers are checked by shared-data's rules, the ones the billing settings form applies, so
 * what the settings accept never blocks an invoice.
 */
export function billingIdentityProblems(settings: BillingSettings | null): string[] {
  if (!settings) return ['l’identité de facturation du cabinet n’est pas renseignée'];
  const problems: string[] = [];
  if (!settings.legalName.trim()) problems.push('la dénomination du cabinet');
  if (!settings.address?.trim()) problems.push('l’adresse du cabinet');
  if (!isValidSiret(settings.siret)) problems.push('un SIRET valide');
  if (
    !settings.vatFranchise &&
    !isValidFrVatNumber(settings.vatNumber, normalizeIdentifier(settings.siret).slice(0, 9))
  )
    problems.push('un numéro de TVA intracommunautaire valide (ou la franchise en base de TVA)');
  if (settings.iban && !isValidIban(settings.iban)) problems.push('un IBAN valide');
  return problems;
}

export function issueProblems({
  invoice,
  settings,
  issueDate,
  lastIssueDate,
  client,
}: {
  invoice: Pick<Invoice, 'clientId' | 'lines' | 'netToPayCents' | 'dueDate' | 'vatExemptMention'>;
  settings: BillingSettings | null;
  issueDate: string;
  lastIssueDate: string | null;
  /** The client billed, when read: an electronic invoice carries its electronic address (BR-FR-12). */
  client?: Client | null;
}): IssueProblem[] {
  const problems: IssueProblem[] = [];
  if (!invoice.clientId) problems.push({ message: 'Choisissez le client facturé.' });
  if (client && !buyerElectronicAddress(clientSnapshotOf(client)))
    problems.push({ message: NO_BUYER_ADDRESS, client: true });
  if (invoice.lines.length === 0) problems.push({ message: 'Ajoutez au moins une ligne.' });
  if (invoice.netToPayCents < 0) problems.push({ message: 'La provision déduite dépasse le total TTC.' });
  if (invoice.dueDate && invoice.dueDate < issueDate)
    problems.push({ message: 'La date d’échéance précède la date d’émission.' });
  if (lastIssueDate && issueDate < lastIssueDate)
    problems.push({
      message: `La date d’émission ne peut pas précéder celle de la dernière facture émise (${formatIsoDay(lastIssueDate)}).`,
    });
  const identity = billingIdentityProblems(settings);
  if (identity.length)
    problems.push({
      message: `Identité de facturation incomplète : il manque ${identity.join(', ')}.`,
      settings: true,
    });
  if (settings?.vatFranchise && invoice.lines.some((line) => line.kind !== 'debours' && line.vatRate !== 0))
    problems.push({ message: 'Le cabinet est en franchise en base de TVA : les lignes doivent être sans TVA.' });
  return problems;
}

export function issuerSnapshotOf(settings: BillingSettings): IssuerSnapshot {
  return {
    legalName: settings.legalName.trim(),
    address: settings.address.trim(),
    siret: normalizeIdentifier(settings.siret),
    vatNumber: settings.vatFranchise ? '' : normalizeIdentifier(settings.vatNumber).toUpperCase(),
    vatFranchise: settings.vatFranchise,
    // Sealed with the identity: the invoice's VAT exigibility (Factur-X BT-8) and its débits mention.
    vatRegime: settings.vatRegime ?? 'encaissements',
    iban: normalizeIdentifier(settings.iban).toUpperCase(),
    bic: settings.bic.trim().toUpperCase(),
    mentions: settings.mentions.trim(),
  };
}

export function clientSnapshotOf(client: Client): ClientSnapshot {
  const record = client as Client & { vatNumber?: string; siren?: string };
  return {
    name: client.displayName,
    kind: client.kind,
    address: client.address,
    siren: client.kind === 'morale' ? normalizeIdentifier(record.siren ?? '') || null : null,
    vatNumber: record.vatNumber ? normalizeIdentifier(record.vatNumber) : null,
    email: client.email,
  };
}
