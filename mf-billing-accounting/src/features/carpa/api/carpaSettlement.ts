/**
 * A demande de provision received on the dossier's CARPA account, and fees taken from it to settle a
 * demande de provision or an invoice (settlement.ts says which VAT rule applies and why). Each is ONE
 * transaction that re-reads the ledger (two people at once never take it below zero): the deposit
 * writes the movement and the ledger; the withdrawal writes the movement, the ledger and the
 * cabinet's receipt (payment by CARPA, with its VAT in the livre-journal) with the invoice's paid
 * amount — so the money never leaves CARPA without being booked, nor is booked twice.
 */
import { DataError, formatCentsForMessage, getDataStore, type Invoice, paths, recordAudit } from 'shared-data';
import { formatIsoDay, parseEuros } from 'shared-ui';
import { remainingCents } from 'shared-data/invoiceTotals';
import { PaymentRefused, payableProblem, writePayment } from '../../payments/api/paymentActions.ts';
import type { CarpaDepositValues, CarpaFeesValues } from '../model/settlement.ts';
import { writeMovement } from './carpaActions.ts';

export class CarpaRefused extends DataError {
  constructor(
    message: string,
    readonly field: 'date' | 'amount' | 'authorisationDate' | 'authorisationReference' | null,
  ) {
    super('invalid-argument', message);
  }
}

/** The funds of a demande de provision paid into the dossier's CARPA account: a `depot`, no receipt. */
export async function receiveProvisionOnCarpa({
  firmId,
  uid,
  invoiceId,
  values,
  today,
}: {
  firmId: string;
  uid: string;
  invoiceId: string;
  values: CarpaDepositValues;
  today: string;
}): Promise<{ id: string }> {
  const store = getDataStore();
  const id = store.newId();
  const amountCents = parseEuros(values.amount) ?? 0;
  await store.runTransaction(async (tx) => {
    const provision = (await tx.get<Invoice>(paths.invoice(firmId, invoiceId))).data;
    if (provision?.kind !== 'provision' || provision.status !== 'issued' || !provision.caseId)
      throw new DataError('invalid-argument', 'Seule une demande de provision émise d’un dossier se reçoit sur CARPA.');
    if (provision.deductedBy)
      throw new DataError('invalid-argument', 'Cette provision est déjà déduite d’une facture.');
    const remaining = remainingCents(provision);
    if (amountCents > remaining)
      throw new CarpaRefused(
        `Le montant dépasse ce qui reste attendu sur la demande de provision (${formatCentsForMessage(remaining)}).`,
        'amount',
      );
    if (provision.issueDate && values.date < provision.issueDate)
      throw new CarpaRefused('La réception ne peut précéder l’émission de la demande de provision.', 'date');
    if (values.date > today) throw new CarpaRefused('La réception ne peut pas être datée dans le futur.', 'date');
    await writeMovement(tx, {
      firmId,
      uid,
      id,
      caseId: provision.caseId,
      request: { kind: 'depot', date: values.date, amountCents, authorisation: null },
      about: {
        clientId: provision.clientId,
        label: `Provision ${provision.number}`,
        counterparty: values.counterparty.trim() || (provision.clientSnapshot?.name ?? ''),
        invoiceId,
      },
      refuse: (message) => new CarpaRefused(message, 'amount'),
    });
    recordAudit(tx, {
      firmId,
      uid,
      action: 'invoice.provisionCarpa',
      target: paths.invoice(firmId, invoiceId),
      details: { number: provision.number, movementId: id, amountCents, date: values.date },
    });
  });
  return { id };
}

/**
 * Fees taken from the dossier's CARPA account, with the client's written authorisation, to settle a
 * demande de provision or an invoice: the `honoraires` movement and the cabinet's receipt (dated the
 * withdrawal: the day the cabinet receives the money and the VAT becomes due), one transaction.
 */
export async function payFromCarpa({
  firmId,
  uid,
  invoiceId,
  values,
  today,
}: {
  firmId: string;
  uid: string;
  invoiceId: string;
  values: CarpaFeesValues;
  today: string;
}): Promise<{ movementId: string; paymentId: string; remainingCents: number }> {
  const store = getDataStore();
  const movementId = store.newId();
  const paymentId = store.newId();
  const amountCents = parseEuros(values.amount) ?? 0;
  return store.runTransaction(async (tx) => {
    const invoice = (await tx.get<Invoice>(paths.invoice(firmId, invoiceId))).data;
    const refused = payableProblem(invoice);
    if (refused) throw new DataError('invalid-argument', refused);
    if (!invoice!.caseId)
      throw new DataError('invalid-argument', 'Sans dossier, pas de compte CARPA où prélever les honoraires.');
    const authorisation = {
      date: values.authorisationDate,
      reference: values.authorisationReference.trim(),
      documentPath: null,
      documentName: null,
    };
    const { sequence } = await writeMovement(tx, {
      firmId,
      uid,
      id: movementId,
      caseId: invoice!.caseId,
      request: { kind: 'honoraires', date: values.date, amountCents, authorisation },
      about: {
        clientId: invoice!.clientId,
        label: `Honoraires ${invoice!.number}`,
        counterparty: invoice!.issuerSnapshot?.legalName ?? '',
        invoiceId,
        paymentId,
      },
      refuse: (message) =>
        new CarpaRefused(
          message,
          /autorisation/i.test(message) ? 'authorisationReference' : /solde/i.test(message) ? 'amount' : null,
        ),
    });
    let written: { remainingCents: number };
    try {
      written = writePayment(tx, {
        firmId,
        uid,
        id: paymentId,
        invoiceId,
        invoice: invoice!,
        amountCents,
        date: values.date,
        method: 'carpa',
        reference: `Prélèvement CARPA n° ${sequence} (autorisation du ${formatIsoDay(values.authorisationDate)})`,
        today,
        carpaMovementId: movementId,
      });
    } catch (error) {
      if (error instanceof PaymentRefused)
        throw new CarpaRefused(error.message, error.field === 'date' || error.field === 'amount' ? error.field : null);
      throw error;
    }
    recordAudit(tx, {
      firmId,
      uid,
      action: 'invoice.carpaFees',
      target: paths.invoice(firmId, invoiceId),
      details: {
        number: invoice!.number,
        movementId,
        paymentId,
        amountCents,
        authorisationDate: values.authorisationDate,
      },
    });
    return { movementId, paymentId, remainingCents: written.remainingCents };
  });
}
