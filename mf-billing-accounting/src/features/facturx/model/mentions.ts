/**
 * The written mentions of an issued invoice or avoir, once: the PDF prints them and its Factur-X
 * XML carries them as notes (BG-1), each with its subject code (BT-21) — the French rules ask for
 * the late-payment penalties (PMD), the recovery fee (PMT) and the discount (AAB) on every
 * document (BR-FR-05), each once (BR-FR-06). Built from the sealed invoice and identities. Pure.
 * A demande de provision is not an invoice and has its own, shorter list (provisionMentions).
 */
import {
  type ClientSnapshot,
  DEBITS_OPTION_MENTION,
  type Invoice,
  type IssuerSnapshot,
  OPERATION_NATURE_MENTION,
} from 'shared-data';

/** UNTDID 4451 subject codes the notes use (REG regulatory, AAI general information). */
export type NoteSubject = 'REG' | 'PMD' | 'PMT' | 'AAB' | 'AAI';
export type InvoiceNote = { subject: NoteSubject; text: string };

export const FRANCHISE_NOTE = 'TVA non applicable, art. 293 B du CGI.';
export const LATE_PENALTIES_MENTION =
  'Pénalités de retard exigibles dès le lendemain de l’échéance : trois fois le taux d’intérêt légal.';
export const RECOVERY_FEE_MENTION =
  'Indemnité forfaitaire pour frais de recouvrement : 40 € (art. L441-10 et D441-5 du Code de commerce).';
/** The 40 € fee is owed by professional clients only (C. com. L441-10). */
export const RECOVERY_FEE_NOT_APPLICABLE =
  'Indemnité forfaitaire pour frais de recouvrement : non applicable (client non professionnel).';
export const NO_DISCOUNT_MENTION = 'Pas d’escompte pour paiement anticipé.';
export const DEBOURS_MENTION =
  'Débours : frais avancés pour le compte du client, refacturés à l’euro près, hors base de TVA.';
/** An avoir is not paid by the client: its payment mentions say so. */
export const AVOIR_PAYMENT_MENTIONS = {
  PMD: 'Pénalités de retard : sans objet (avoir).',
  PMT: 'Indemnité forfaitaire pour frais de recouvrement : sans objet (avoir).',
  AAB: 'Escompte : sans objet (avoir).',
} as const;

/**
 * What the mandatory mentions above already say (the penalties, the recovery fee, the discount):
 * a sentence of the cabinet's own mentions that says it again is not repeated.
 */
const MANDATORY_SUBJECTS = [
  /p[ée]nalit[ée]|retard de paiement|int[ée]r[êe]t l[ée]gal/i,
  /indemnit[ée] forfaitaire|frais de recouvrement/i,
  /escompte/i,
];
/** A sentence ends at « . ! ? » before a capital, not after an abbreviation (« C. com. art. L441-10 »). */
const SENTENCE_END =
  /(?<=[.!?…])(?<!(?:^|[\s(])(?:art|al|C|com|civ|consom|cf|ann|M|Me|Dr|n°|p|ex)\.)\s+(?=[A-ZÀ-ÖØ-Þ«])/u;

/** The cabinet's mentions without the sentences that repeat a mandatory mention (printed once, by its code). */
export function cabinetMentions(text: string): string {
  return text
    .trim()
    .split(SENTENCE_END)
    .filter((sentence) => !MANDATORY_SUBJECTS.some((subject) => subject.test(sentence)))
    .join(' ')
    .trim();
}

export function invoiceNotes({
  invoice,
  issuer,
  client,
}: {
  invoice: Pick<Invoice, 'kind' | 'vatExemptMention' | 'deboursCents'>;
  issuer: IssuerSnapshot;
  client: Pick<ClientSnapshot, 'kind'>;
}): InvoiceNote[] {
  const avoir = invoice.kind === 'avoir';
  const ownMentions = cabinetMentions(issuer.mentions);
  const notes: (InvoiceNote | null)[] = [
    issuer.vatFranchise ? { subject: 'REG', text: FRANCHISE_NOTE } : null,
    invoice.vatExemptMention && !issuer.vatFranchise ? { subject: 'REG', text: invoice.vatExemptMention } : null,
    !issuer.vatFranchise && issuer.vatRegime === 'debits' ? { subject: 'REG', text: DEBITS_OPTION_MENTION } : null,
    { subject: 'AAI', text: OPERATION_NATURE_MENTION },
    invoice.deboursCents ? { subject: 'AAI', text: DEBOURS_MENTION } : null,
    { subject: 'PMD', text: avoir ? AVOIR_PAYMENT_MENTIONS.PMD : LATE_PENALTIES_MENTION },
    {
      subject: 'PMT',
      text: avoir
        ? AVOIR_PAYMENT_MENTIONS.PMT
        : client.kind === 'morale'
          ? RECOVERY_FEE_MENTION
          : RECOVERY_FEE_NOT_APPLICABLE,
    },
    { subject: 'AAB', text: avoir ? AVOIR_PAYMENT_MENTIONS.AAB : NO_DISCOUNT_MENTION },
    ownMentions ? { subject: 'AAI', text: ownMentions } : null,
  ];
  return notes.filter((note): note is InvoiceNote => note !== null);
}

/** A demande de provision's words (provisionMentions). */
export const PROVISION_MENTION = 'Provision à valoir sur la facture définitive.';
/**
 * Services: VAT on an advance is due when it is received (CGI art. 269 2 c), under the option for
 * the débits too — a request is no debit — which is when the book counts it.
 */
export const PROVISION_VAT_MENTION = 'TVA exigible à l’encaissement (prestations de services).';
export const PROVISION_DEBOURS_MENTION =
  'Provision sur débours : frais à avancer pour le compte du client, hors base de TVA, justifiés sur la facture définitive.';

/**
 * The written mentions of a demande de provision. It asks for an advance on work not yet done
 * and invoiced: it is not an invoice (CGI art. 289, ann. II art. 242 nonies A; C. com. L441-9),
 * and no sum is yet due under C. com. L441-10. So it prints none of the invoice's payment notes:
 * no late-payment penalties or 40 € recovery fee (they would claim on an advance what the law
 * attaches to an invoice left unpaid — the final invoice carries them), no discount terms (an
 * invoice mention), no « Nature de l’opération » (the reform's invoice data). What it says: the
 * advance is credited on the final invoice, when its VAT is due (or why there is none), what a
 * provision on débours is for, and the cabinet's own mentions (penalty sentences left out, as
 * on an invoice). Received, the advance is still owed an invoice of its own (CGI art. 289 I-1-c):
 * that is not this document.
 */
export function provisionMentions({
  invoice,
  issuer,
}: {
  invoice: Pick<Invoice, 'vatExemptMention' | 'deboursCents' | 'totalTvaCents'>;
  issuer: IssuerSnapshot;
}): string[] {
  const ownMentions = cabinetMentions(issuer.mentions);
  const vat = issuer.vatFranchise
    ? FRANCHISE_NOTE
    : invoice.totalTvaCents > 0
      ? PROVISION_VAT_MENTION
      : invoice.vatExemptMention;
  return [
    [PROVISION_MENTION, vat].filter(Boolean).join(' '),
    invoice.deboursCents ? PROVISION_DEBOURS_MENTION : null,
    ownMentions || null,
  ].filter((mention): mention is string => !!mention);
}
