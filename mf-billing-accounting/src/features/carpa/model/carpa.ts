/**
 * CARPA sub-ledger of a dossier. Client funds never sit in the cabinet's accounts: they are held
 * by the CARPA (Caisse des règlements pécuniaires des avocats) on the dossier's sub-account. The
 * ledger records funds received for the client (`depot`), paid out to the client or a third party
 * (`versement`), and fees the cabinet takes (`honoraires`) — only with the client's recorded
 * written authorisation (its date, and a reference or the uploaded document). The balance never
 * goes below zero. Pure: the transaction in api/carpaActions.ts applies it to the stored ledger
 * (and the data policy refuses the same things on its side).
 */
import { type CarpaAuthorisation, type CarpaLedger, type CarpaMovement, formatCentsForMessage } from 'shared-data';
import { isIsoDay } from 'shared-ui';

export type CarpaKind = CarpaMovement['kind'];

export const CARPA_KIND_LABELS: Record<CarpaKind, string> = {
  depot: 'Fonds reçus pour le client',
  versement: 'Versement au client ou à un tiers',
  honoraires: 'Prélèvement d’honoraires',
};

export const CARPA_MESSAGES = {
  amount: 'Le montant doit être supérieur à zéro.',
  insufficient: (balance: number, amount: number) =>
    `Solde CARPA insuffisant : le solde du dossier est de ${formatCentsForMessage(balance)}, le mouvement demandé est de ${formatCentsForMessage(amount)}.`,
  noAuthorisation:
    'Prélèvement d’honoraires refusé : les fonds CARPA appartiennent au client. Enregistrez d’abord son autorisation écrite (date, et référence ou document).',
  authorisationDate: 'Saisissez la date de l’autorisation écrite du client.',
  authorisationFuture: 'L’autorisation ne peut pas être datée après le prélèvement.',
  authorisationProof: 'Indiquez la référence de l’autorisation écrite ou joignez le document.',
} as const;

/** Why a written authorisation is not enough (French), or null when it is. */
export function authorisationProblem(
  authorisation: Pick<CarpaAuthorisation, 'date' | 'reference' | 'documentPath'> | null,
  movementDate: string,
): string | null {
  if (!authorisation) return CARPA_MESSAGES.noAuthorisation;
  if (!isIsoDay(authorisation.date)) return CARPA_MESSAGES.authorisationDate;
  if (authorisation.date > movementDate) return CARPA_MESSAGES.authorisationFuture;
  if (!authorisation.reference.trim() && !authorisation.documentPath) return CARPA_MESSAGES.authorisationProof;
  return null;
}

export type MovementRequest = {
  kind: CarpaKind;
  date: string;
  amountCents: number;
  authorisation: CarpaAuthorisation | null;
};

/** Why the movement is refused on this ledger (French), or null. */
export function movementProblem(request: MovementRequest, balanceCents: number): string | null {
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) return CARPA_MESSAGES.amount;
  if (request.kind === 'honoraires') {
    const problem = authorisationProblem(request.authorisation, request.date);
    if (problem) return problem;
  }
  if (request.kind !== 'depot' && request.amountCents > balanceCents)
    return CARPA_MESSAGES.insufficient(balanceCents, request.amountCents);
  return null;
}

export const emptyLedger = (caseId: string, now: string): CarpaLedger => ({
  caseId,
  balanceCents: 0,
  receivedCents: 0,
  paidOutCents: 0,
  feesCents: 0,
  movementCount: 0,
  updatedAt: now,
});

/**
 * The ledger after the movement, and the movement's sequence and balance; or the French reason
 * it is refused. `ledger` is the stored one (null for a dossier without movements yet).
 */
export function applyMovement({
  ledger,
  caseId,
  request,
  now,
}: {
  ledger: CarpaLedger | null;
  caseId: string;
  request: MovementRequest;
  now: string;
}): { ok: true; ledger: CarpaLedger; sequence: number; balanceAfterCents: number } | { ok: false; message: string } {
  const current = ledger ?? emptyLedger(caseId, now);
  const problem = movementProblem(request, current.balanceCents);
  if (problem) return { ok: false, message: problem };
  const sign = request.kind === 'depot' ? 1 : -1;
  const next: CarpaLedger = {
    ...current,
    balanceCents: current.balanceCents + sign * request.amountCents,
    receivedCents: current.receivedCents + (request.kind === 'depot' ? request.amountCents : 0),
    paidOutCents: current.paidOutCents + (request.kind === 'versement' ? request.amountCents : 0),
    feesCents: current.feesCents + (request.kind === 'honoraires' ? request.amountCents : 0),
    movementCount: current.movementCount + 1,
    updatedAt: now,
  };
  return { ok: true, ledger: next, sequence: next.movementCount, balanceAfterCents: next.balanceCents };
}

export type CarpaSummaryRow = {
  caseId: string;
  reference: string;
  title: string;
  balanceCents: number;
  receivedCents: number;
  paidOutCents: number;
  feesCents: number;
  movementCount: number;
};

/** Balance per dossier (largest first) and the total held for clients. */
export function summarizeLedgers(
  ledgers: readonly CarpaLedger[],
  cases: ReadonlyMap<string, { reference: string; title: string }>,
): { rows: CarpaSummaryRow[]; totalHeldCents: number } {
  const rows = ledgers
    .map((ledger) => ({
      caseId: ledger.caseId,
      reference: cases.get(ledger.caseId)?.reference ?? '—',
      title: cases.get(ledger.caseId)?.title ?? 'Dossier introuvable',
      balanceCents: ledger.balanceCents,
      receivedCents: ledger.receivedCents,
      paidOutCents: ledger.paidOutCents,
      feesCents: ledger.feesCents,
      movementCount: ledger.movementCount,
    }))
    .sort((a, b) => b.balanceCents - a.balanceCents || a.reference.localeCompare(b.reference));
  return { rows, totalHeldCents: rows.reduce((sum, row) => sum + row.balanceCents, 0) };
}
