import { type CarpaAuthorisation, formatCentsForMessage } from 'shared-data';
import { applyMovement, CARPA_MESSAGES, movementProblem, summarizeLedgers } from './carpa.ts';
import { carpaFormSchema, emptyCarpaValues, toMovementRequest } from './carpaForm.ts';

const NOW = '2026-11-02T09:00:00.000Z';
const authorised: CarpaAuthorisation = {
  date: '2026-10-01',
  reference: 'Lettre du 1er octobre',
  documentPath: null,
  documentName: null,
};

describe('CARPA rules', () => {
  it('receives funds, pays out, and takes fees with a written authorisation', () => {
    let step = applyMovement({
      ledger: null,
      caseId: 'c1',
      request: { kind: 'depot', date: '2026-10-01', amountCents: 150_000, authorisation: null },
      now: NOW,
    });
    if (!step.ok) throw new Error(step.message);
    expect(step).toMatchObject({ sequence: 1, balanceAfterCents: 150_000 });
    step = applyMovement({
      ledger: step.ledger,
      caseId: 'c1',
      request: { kind: 'versement', date: '2026-10-02', amountCents: 100_000, authorisation: null },
      now: NOW,
    });
    if (!step.ok) throw new Error(step.message);
    step = applyMovement({
      ledger: step.ledger,
      caseId: 'c1',
      request: { kind: 'honoraires', date: '2026-10-03', amountCents: 30_000, authorisation: authorised },
      now: NOW,
    });
    if (!step.ok) throw new Error(step.message);
    expect(step.ledger).toMatchObject({
      balanceCents: 20_000,
      receivedCents: 150_000,
      paidOutCents: 100_000,
      feesCents: 30_000,
      movementCount: 3,
    });
  });

  it('refuses a payout above the balance, showing the balance', () => {
    expect(
      movementProblem({ kind: 'versement', date: '2026-10-01', amountCents: 20_001, authorisation: null }, 20_000),
    ).toBe(
      `Solde CARPA insuffisant : le solde du dossier est de ${formatCentsForMessage(20_000)}, le mouvement demandé est de ${formatCentsForMessage(20_001)}.`,
    );
    expect(CARPA_MESSAGES.insufficient(20_000, 20_001)).toContain('200,00 €');
  });

  it('refuses fees without a written authorisation (date, and a reference or a document)', () => {
    const fees = (authorisation: typeof authorised | null) =>
      movementProblem({ kind: 'honoraires', date: '2026-10-05', amountCents: 1_000, authorisation }, 50_000);
    expect(fees(null)).toBe(CARPA_MESSAGES.noAuthorisation);
    expect(fees({ ...authorised, date: '' })).toBe(CARPA_MESSAGES.authorisationDate);
    expect(fees({ ...authorised, date: '2026-10-06' })).toBe(CARPA_MESSAGES.authorisationFuture);
    expect(fees({ ...authorised, reference: '  ' })).toBe(CARPA_MESSAGES.authorisationProof);
    expect(fees({ ...authorised, reference: '', documentPath: 'firms/f/carpa/c1/a.pdf' })).toBeNull();
    expect(fees(authorised)).toBeNull();
  });

  it('refuses a zero amount', () => {
    expect(movementProblem({ kind: 'depot', date: '2026-10-01', amountCents: 0, authorisation: null }, 0)).toBe(
      CARPA_MESSAGES.amount,
    );
  });

  it('summarizes balances per dossier and the total held', () => {
    const ledger = (caseId: string, balanceCents: number) => ({
      caseId,
      balanceCents,
      receivedCents: balanceCents,
      paidOutCents: 0,
      feesCents: 0,
      movementCount: 1,
      updatedAt: NOW,
    });
    const { rows, totalHeldCents } = summarizeLedgers(
      [ledger('a', 100), ledger('b', 500), ledger('c', 0)],
      new Map([['b', { reference: '2026-0002', title: 'Vente' }]]),
    );
    expect(rows.map((row) => row.caseId)).toEqual(['b', 'a', 'c']);
    expect(rows[0]).toMatchObject({ reference: '2026-0002', title: 'Vente' });
    expect(totalHeldCents).toBe(600);
  });
});

describe('CARPA form', () => {
  const values = (overrides: Partial<ReturnType<typeof emptyCarpaValues>>) => ({
    ...emptyCarpaValues('2026-10-05'),
    amount: '1 500,50',
    label: 'Indemnité',
    ...overrides,
  });
  const messages = (input: ReturnType<typeof values>) => {
    const result = carpaFormSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('maps a deposit to a request in cents', () => {
    expect(toMovementRequest(values({}), null)).toEqual({
      kind: 'depot',
      date: '2026-10-05',
      amountCents: 150_050,
      authorisation: null,
    });
  });

  it('asks for the authorisation of a fee withdrawal, next to its fields', () => {
    expect(messages(values({ kind: 'honoraires' }))).toEqual({
      authorisationDate: CARPA_MESSAGES.authorisationDate,
      authorisationReference: CARPA_MESSAGES.authorisationProof,
    });
    expect(messages(values({ kind: 'honoraires', authorisationDate: '2026-10-01', hasDocument: true }))).toEqual({});
    expect(messages(values({ amount: '12,345' }))).toEqual({ amount: expect.stringMatching(/^Montant invalide/) });
  });
});
