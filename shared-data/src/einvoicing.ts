/**
 * E-invoicing reform: the rules both the browser and the server side apply to received invoices
 * and to the lifecycle shown on issued ones; and what the reform asks of every invoice the cabinet
 * issues that is not an amount (norme XP Z12-012, the FNFE's BR-FR rules, checked by the
 * plateformes agréées): the parties' electronic addresses (BT-34 and BT-49, scheme 0225 — the
 * directory's — for a SIREN), the « cadre de facturation » (BT-23), the VAT exigibility code (BT-8)
 * and the operation's nature — one rule for billing's issuing checks (no invoice is issued that a
 * platform would reject) and its Factur-X XML and PDF.
 */
import { normalizeIdentifier } from './identifiers.ts';
/**
 * Where an issued invoice stands on the PA: `enAttente` (to deposit), `echec` (the PA could not be
 * reached or refused the credentials; the server retries), then the norm's lifecycle codes
 * (XP Z12-012 / CDAR): 200 Déposée … 212 Encaissée, 213 Rejetée.
 */
export const EINVOICE_STATUS_LABELS = {
  enAttente: 'À transmettre',
  echec: 'Transmission en échec',
  '200': 'Déposée',
  '201': 'Émise par la plateforme',
  '202': 'Reçue par la plateforme',
  '203': 'Mise à disposition',
  '204': 'Prise en charge',
  '205': 'Approuvée',
  '206': 'Approuvée partiellement',
  '207': 'En litige',
  '208': 'Suspendue',
  '209': 'Complétée',
  '210': 'Refusée',
  '211': 'Paiement transmis',
  '212': 'Encaissée',
  '213': 'Rejetée',
  '220': 'Annulée',
  '221': 'Erreur de routage',
} as const;
/** An e-invoice's lifecycle status (the platform's codes, plus ours while waiting or failing). */
export type EinvoiceStatus = keyof typeof EINVOICE_STATUS_LABELS;

/**
 * The expense id of a received supplier invoice: one supplier SIREN and one invoice number make one
 * document, so a second reception (through the PA or by hand) finds the first and is refused.
 */
export function receivedInvoiceId(supplierSiren: string, invoiceNumber: string): string {
  const number = encodeURIComponent(invoiceNumber.trim().toUpperCase()).replace(/[%.]/g, '_');
  return `recue-${supplierSiren}-${number}`;
}

/** The French wording of a lifecycle status (« Déposée », « Encaissée »…). */
export function einvoiceStatusLabel(status: EinvoiceStatus): string {
  return EINVOICE_STATUS_LABELS[status];
}

/** Statuses after which the invoice cannot go further on the PA: it is corrected by an avoir and a new invoice. */
export const EINVOICE_FINAL_REFUSALS: readonly EinvoiceStatus[] = ['210', '213', '221'];

/** The norm's lifecycle codes (every status but the app's own `enAttente` / `echec`). */
export type LifecycleStatusCode = Exclude<EinvoiceStatus, 'enAttente' | 'echec'>;

/**
 * The lifecycle's reason codes (MDT-113) with their French wording (MDT-114), as listed by
 * BR-FR-CDV-CL-09: what a refused (210) or rejected (213) invoice shows. The server side and the
 * local stand-in platform write and read the CDAR messages with them (cdar.ts).
 */
export const EINVOICE_REASONS: Record<string, string> = {
  NON_TRANSMISE: 'Destinataire non connecté à une plateforme de réception',
  JUSTIF_ABS: 'Justificatif absent ou insuffisant',
  ROUTAGE_ERR: 'Erreur de routage',
  AUTRE: 'Autre motif',
  COORD_BANC_ERR: 'Coordonnées bancaires erronées',
  TX_TVA_ERR: 'Taux de TVA erroné',
  MONTANTTOTAL_ERR: 'Montant total erroné',
  CALCUL_ERR: 'Erreur de calcul de la facture',
  NON_CONFORME: 'Mention légale manquante',
  DOUBLON: 'Facture en doublon (déjà émise ou reçue)',
  DEST_INC: 'Destinataire inconnu de l’annuaire',
  DEST_ERR: 'Erreur de destinataire',
  TRANSAC_INC: 'Transaction inconnue',
  EMMET_INC: 'Émetteur inconnu',
  CONTRAT_TERM: 'Contrat terminé',
  DOUBLE_FACT: 'Prestation déjà facturée',
  CMD_ERR: 'Numéro de commande incorrect ou manquant',
  ADR_ERR: 'Adresse de facturation électronique erronée',
  SIRET_ERR: 'SIRET erroné ou absent',
  CODE_ROUTAGE_ERR: 'Code de routage absent ou erroné',
  REF_CT_ABSENT: 'Référence contractuelle manquante',
  REF_ERR: 'Référence incorrecte',
  PU_ERR: 'Prix unitaires incorrects',
  REM_ERR: 'Remise erronée',
  QTE_ERR: 'Quantité facturée incorrecte',
  ART_ERR: 'Article facturé incorrect',
  MODPAI_ERR: 'Modalités de paiement incorrectes',
  QUALITE_ERR: 'Qualité incorrecte',
  LIVR_INCOMP: 'Livraison incomplète ou non conforme',
  REJ_SEMAN: 'Rejet pour erreur sémantique',
  REJ_UNI: 'Rejet sur contrôle d’unicité',
  REJ_COH: 'Rejet sur contrôle de cohérence des données',
  REJ_ADR: 'Rejet sur contrôle d’adressage',
  REJ_CONT_B2G: 'Rejet sur contrôles métier B2G',
  REJ_REF_PJ: 'Rejet sur référence de pièce jointe',
  REJ_ASS_PJ: 'Rejet sur association de pièce jointe',
};

/** The reasons each status allows (BR-FR-CDV-CL-09); a status listed here requires one (BR-FR-CDV-15, except 200). */
export const EINVOICE_REASONS_BY_STATUS: Partial<Record<LifecycleStatusCode, readonly string[]>> = {
  '200': ['NON_TRANSMISE'],
  '213': [
    'MONTANTTOTAL_ERR',
    'CALCUL_ERR',
    'DOUBLON',
    'DEST_INC',
    'ADR_ERR',
    'REJ_SEMAN',
    'REJ_UNI',
    'REJ_COH',
    'REJ_ADR',
    'REJ_CONT_B2G',
    'REJ_REF_PJ',
    'REJ_ASS_PJ',
  ],
  '210': [
    'TX_TVA_ERR',
    'MONTANTTOTAL_ERR',
    'CALCUL_ERR',
    'NON_CONFORME',
    'DOUBLON',
    'DEST_ERR',
    'TRANSAC_INC',
    'EMMET_INC',
    'CONTRAT_TERM',
    'DOUBLE_FACT',
    'CMD_ERR',
    'ADR_ERR',
    'REF_CT_ABSENT',
  ],
  '207': [
    'AUTRE',
    'COORD_BANC_ERR',
    'TX_TVA_ERR',
    'MONTANTTOTAL_ERR',
    'CALCUL_ERR',
    'NON_CONFORME',
    'DOUBLON',
    'DEST_INC',
    'DEST_ERR',
    'TRANSAC_INC',
    'EMMET_INC',
    'CONTRAT_TERM',
    'DOUBLE_FACT',
    'CMD_ERR',
    'ADR_ERR',
    'SIRET_ERR',
    'CODE_ROUTAGE_ERR',
    'REF_CT_ABSENT',
    'REF_ERR',
    'PU_ERR',
    'REM_ERR',
    'QTE_ERR',
    'ART_ERR',
    'MODPAI_ERR',
    'QUALITE_ERR',
    'LIVR_INCOMP',
  ],
  '206': [
    'AUTRE',
    'CMD_ERR',
    'SIRET_ERR',
    'CODE_ROUTAGE_ERR',
    'REF_CT_ABSENT',
    'REF_ERR',
    'PU_ERR',
    'REM_ERR',
    'QTE_ERR',
    'ART_ERR',
    'MODPAI_ERR',
    'QUALITE_ERR',
    'LIVR_INCOMP',
  ],
  '208': ['JUSTIF_ABS', 'COORD_BANC_ERR', 'CMD_ERR', 'SIRET_ERR', 'CODE_ROUTAGE_ERR', 'REF_CT_ABSENT', 'REF_ERR'],
  '221': ['ROUTAGE_ERR'],
};

/** The French wording of a reason code (the code itself when the norm does not list it). */
export function einvoiceReasonLabel(code: string): string {
  return Object.hasOwn(EINVOICE_REASONS, code) ? EINVOICE_REASONS[code]! : code;
}

// What every issued invoice carries.

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
/** The nature-of-operation mention printed on every invoice. */
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
