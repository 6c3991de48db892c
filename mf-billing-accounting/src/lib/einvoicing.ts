/**
 * What the French e-invoicing reform asks of every invoice the cabinet issues (norme XP Z12-012,
 * the FNFE's BR-FR rules, checked by the plateformes agréées) that is not an amount: the parties'
 * electronic addresses (BT-34 and BT-49, scheme 0225 — the directory's — for a SIREN), the
 * « cadre de facturation » (BT-23), the VAT exigibility code (BT-8) and the operation's nature.
 * Shared by the issuing checks (invoices: no invoice is issued that a platform would reject) and
 * the Factur-X XML and PDF (facturx). Pure.
 */
import { normalizeIdentifier } from 'shared-data';

/** BT-34-1 / BT-49-1: the French directory's addressing scheme (SIREN first) or an e-mail address. */
export type ElectronicAddress = { scheme: '0225' | 'EM'; id: string };

/** BR-FR-25: an electronic address has at most 125 characters. */
const MAX_ADDRESS_LENGTH = 125;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** The cabinet's address in the directory (BT-34): its SIREN, the 9 first digits of its SIRET. */
export function sellerElectronicAddress(siret: string): ElectronicAddress {
  return { scheme: '0225', id: normalizeIdentifier(siret).slice(0, 9) };
}

/** BR-FR-23: letters, digits and + - _ . only. */
const ADDRESS_CHARACTERS = /^[A-Za-z0-9+\-_.]+$/;

/**
 * Whether an address the PA's directory gave for a SIREN can be a business's BT-49: it starts with
 * that SIREN (BR-FR-21: a platform routes on it), in the allowed characters and length (BR-FR-23, 25).
 */
export function isDirectoryAddressOf(siren: string, address: string | null | undefined): address is string {
  return (
    !!address &&
    /^\d{9}$/.test(siren) &&
    address.startsWith(siren) &&
    ADDRESS_CHARACTERS.test(address) &&
    address.length <= MAX_ADDRESS_LENGTH
  );
}

/**
 * The client's electronic address (BT-49): a business's address in the directory's scheme (0225,
 * what a platform routes on) — the one sealed at issue from the directory, else its SIREN —,
 * otherwise the client's e-mail address (scheme EM: an individual, or a business without SIREN).
 * Null when the client has neither: such an invoice is not issued.
 */
export function buyerElectronicAddress(client: {
  kind: 'physique' | 'morale';
  siren?: string | null;
  email?: string | null;
  /** Sealed in the client snapshot at issue (the directory's answer, or the SIREN). */
  electronicAddress?: string | null;
}): ElectronicAddress | null {
  const siren = normalizeIdentifier(client.siren ?? '');
  if (client.kind === 'morale' && isDirectoryAddressOf(siren, client.electronicAddress))
    return { scheme: '0225', id: client.electronicAddress };
  if (client.kind === 'morale' && /^\d{9}$/.test(siren)) return { scheme: '0225', id: siren };
  const email = (client.email ?? '').trim();
  if (EMAIL.test(email) && email.length <= MAX_ADDRESS_LENGTH) return { scheme: 'EM', id: email };
  return null;
}

/** Why issuing is refused when the client has no electronic address (French, the issuing checks). */
export const NO_BUYER_ADDRESS =
  'Le client n’a ni SIREN ni adresse e-mail valide : une facture électronique doit porter l’adresse électronique du client (son SIREN pour une entreprise, sinon son e-mail). Complétez sa fiche client.';

/**
 * BT-23, the « cadre de facturation »: S1, an invoice for services deposited as such (neither paid
 * already, nor after a down-payment invoice, nor sub-contracted): what every invoice and avoir of a
 * cabinet is. Its S says the operation's nature, services, a mention every invoice now carries.
 */
export const CADRE_DE_FACTURATION = 'S1';
export const OPERATION_NATURE_MENTION = 'Nature de l’opération : prestations de services.';

/** When the cabinet's VAT becomes due, as sealed on the invoice (absent on older ones: encaissements). */
export type SealedVatRegime = { vatFranchise: boolean; vatRegime?: 'encaissements' | 'debits' | undefined };

/** The mention every invoice of a cabinet that opted for VAT on débits carries (CGI ann. II art. 242 nonies A). */
export const DEBITS_OPTION_MENTION = 'Option pour le paiement de la taxe d’après les débits.';

/**
 * BT-8 in CII (UNTDID 2475): 5, VAT due on the invoice's date (the option for débits); 72, due when
 * paid (encaissements, the rule for services). None under the franchise (no VAT invoiced).
 */
export function vatDueDateCode(issuer: SealedVatRegime): '5' | '72' | null {
  if (issuer.vatFranchise) return null;
  return issuer.vatRegime === 'debits' ? '5' : '72';
}
