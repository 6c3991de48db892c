/**
 * E-reporting (the reform's flux 10) of a month, computed from the cabinet's book. Pure.
 *
 * - `paiements`: the payments received for services in the month — the receipts of the
 *   livre-journal, whose VAT share is the journal's (VAT on receipts, receipts.ts) — per day and
 *   VAT rate: amount received TTC and VAT collected. Débours are outside VAT: left out.
 * - `b2c`: the invoices and avoirs issued to individuals in the month, per day and VAT rate:
 *   amount HT and VAT (avoirs negative). Débours left out likewise.
 *
 * A receipt's amount is split between the rates of the invoice it settles in proportion to each
 * rate's TTC, and its VAT in proportion to each rate's VAT, on the *cumulated* amounts paid on
 * that invoice (the journal's own rule): payments that settle an invoice carry exactly its amounts
 * per rate, and a month's lines add up, to the cent, to the journal's receipts of that month.
 */
import type { Ereport } from 'shared-data';
import { formatIsoDay } from 'shared-ui';

export type EreportKind = Ereport['kind'];
export type EreportLine = Ereport['lines'][number];

/** A receipt of the livre-journal (receipts.ts `ReceiptRow`): its amount, VAT and débours shares. */
export type JournalReceipt = {
  id: string;
  date: string;
  invoiceId: string;
  amountCents: number;
  tvaCents: number;
  deboursCents: number;
};

/** An invoice or avoir as stored (its sealed totals per rate). */
export type SaleInvoice = {
  id: string;
  kind: 'facture' | 'avoir' | 'provision';
  status: 'draft' | 'issued';
  issueDate: string | null;
  clientSnapshot: { kind: 'physique' | 'morale' } | null;
  vatBreakdown: readonly { rate: number; baseCents: number; vatCents: number }[];
};

export type PeriodReport = {
  kind: EreportKind;
  lines: EreportLine[];
  totalCents: number;
  vatCents: number;
  /** What should be checked before sending (French). */
  problems: string[];
};

export const EREPORT_KIND_LABELS: Record<EreportKind, string> = {
  paiements: 'Encaissements',
  b2c: 'Ventes aux particuliers',
};

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `paiements-2026-10`: one document per kind and month, so nothing is sent twice. */
export function ereportId(kind: EreportKind, period: string): string {
  return `${kind}-${period}`;
}

/** The first and last days of a `YYYY-MM` month. */
export function periodBounds(period: string): { from: string; to: string } {
  const match = PERIOD.exec(period);
  if (!match) throw new Error(`Not a month: ${period}`);
  const lastDay = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(lastDay).padStart(2, '0')}` };
}

/** The month before `today`'s (the default: a month is reported once it is over). */
export function previousMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The months that can be reported: the `count` completed months before `today`'s, latest first. */
export function reportableMonths(today: string, count = 24): string[] {
  const months: string[] = [];
  let period = today.slice(0, 7);
  for (let i = 0; i < count; i += 1) {
    period = previousMonth(`${period}-01`);
    months.push(period);
  }
  return months;
}

const MONTH_LABEL = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-10` → « octobre 2026 ». */
export function periodLabel(period: string): string {
  const { from } = periodBounds(period);
  return MONTH_LABEL.format(new Date(`${from}T00:00:00Z`));
}

/** « de mars 2026 », « d’octobre 2026 » (elided before a vowel). */
export function ofPeriod(period: string): string {
  const label = periodLabel(period);
  return /^[aeiouyéèêâàîôû]/i.test(label) ? `d’${label}` : `de ${label}`;
}

/**
 * Payment data is reported for services whose VAT is due when paid: not under the option for
 * débits (the VAT was due at the invoice). B2C sales are reported in every regime.
 */
export function kindsToReport(regime: 'encaissements' | 'debits' | 'franchise'): EreportKind[] {
  return regime === 'debits' ? ['b2c'] : ['paiements', 'b2c'];
}

/** `total` split in proportion to `weights` (largest remainder): the parts add up to `total`. */
export function splitByWeights(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + Math.abs(weight), 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  const whole = Math.abs(total);
  const exact = weights.map((weight) => (whole * Math.abs(weight)) / sum);
  const parts = exact.map(Math.floor);
  let left = whole - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts.map((part) => sign * part + 0);
}

type Cell = { date: string; rate: number; amountCents: number; vatCents: number };

function toReport(kind: EreportKind, cells: readonly Cell[], problems: string[]): PeriodReport {
  const byKey = new Map<string, Cell>();
  for (const cell of cells) {
    const key = `${cell.date}|${cell.rate}`;
    const line = byKey.get(key) ?? { date: cell.date, rate: cell.rate, amountCents: 0, vatCents: 0 };
    line.amountCents += cell.amountCents;
    line.vatCents += cell.vatCents;
    byKey.set(key, line);
  }
  const lines = [...byKey.values()]
    .filter((line) => line.amountCents !== 0 || line.vatCents !== 0)
    .sort((a, b) => a.date.localeCompare(b.date) || b.rate - a.rate);
  return {
    kind,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    vatCents: lines.reduce((sum, line) => sum + line.vatCents, 0),
    problems,
  };
}

const byDateThenId = (a: JournalReceipt, b: JournalReceipt) =>
  a.date === b.date ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date < b.date ? -1 : 1;

/** The payments received in `period`, per day and VAT rate (TTC received, VAT collected). */
export function paymentsReport({
  receipts,
  invoices,
  period,
}: {
  /** The receipts read (a month's: each split by its invoice's rates, continuing what earlier receipts given here took). */
  receipts: readonly JournalReceipt[];
  invoices: readonly SaleInvoice[];
  period: string;
}): PeriodReport {
  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const received = new Map<string, { fees: number; vat: number }>();
  const cells: Cell[] = [];
  const problems: string[] = [];
  for (const receipt of [...receipts].sort(byDateThenId)) {
    if (receipt.date > periodBounds(period).to) break;
    const inPeriod = receipt.date.startsWith(`${period}-`);
    const fees = receipt.amountCents - receipt.deboursCents;
    const invoice = invoiceById.get(receipt.invoiceId);
    const rates = invoice?.vatBreakdown ?? [];
    if (rates.length === 0) {
      if (inPeriod && fees !== 0) {
        cells.push({ date: receipt.date, rate: 0, amountCents: fees, vatCents: receipt.tvaCents });
        problems.push(
          `Paiement du ${formatIsoDay(receipt.date)} : ${
            invoice ? 'sa facture n’a pas de taux de TVA' : 'facture introuvable'
          }, compté sans TVA.`,
        );
      }
      continue;
    }
    const before = received.get(receipt.invoiceId) ?? { fees: 0, vat: 0 };
    const after = { fees: before.fees + fees, vat: before.vat + receipt.tvaCents };
    received.set(receipt.invoiceId, after);
    if (!inPeriod) continue;
    const ttcWeights = rates.map((row) => row.baseCents + row.vatCents);
    const vatWeights = rates.map((row) => row.vatCents);
    const [feesBefore, feesAfter] = [splitByWeights(before.fees, ttcWeights), splitByWeights(after.fees, ttcWeights)];
    const [vatBefore, vatAfter] = [splitByWeights(before.vat, vatWeights), splitByWeights(after.vat, vatWeights)];
    for (const [index, row] of rates.entries())
      cells.push({
        date: receipt.date,
        rate: row.rate,
        amountCents: feesAfter[index]! - feesBefore[index]!,
        vatCents: vatAfter[index]! - vatBefore[index]!,
      });
  }
  return toReport('paiements', cells, problems);
}

/** The invoices and avoirs issued to individuals in `period`, per day and VAT rate (HT, VAT). */
export function b2cReport({ invoices, period }: { invoices: readonly SaleInvoice[]; period: string }): PeriodReport {
  const cells: Cell[] = [];
  for (const invoice of invoices) {
    if (invoice.status !== 'issued' || invoice.kind === 'provision' || invoice.clientSnapshot?.kind !== 'physique')
      continue;
    if (!invoice.issueDate?.startsWith(`${period}-`)) continue;
    const sign = invoice.kind === 'avoir' ? -1 : 1;
    for (const row of invoice.vatBreakdown)
      cells.push({
        date: invoice.issueDate,
        rate: row.rate,
        amountCents: sign * row.baseCents,
        vatCents: sign * row.vatCents,
      });
  }
  return toReport('b2c', cells, []);
}

/** The document the owner creates: the server side deposits it on the PA and records the outcome. */
export function ereportDocument({
  report,
  period,
  uid,
  now,
}: {
  report: PeriodReport;
  period: string;
  uid: string;
  now: string;
}): Ereport {
  const { from, to } = periodBounds(period);
  return {
    kind: report.kind,
    period,
    from,
    to,
    lines: report.lines.map(({ date, rate, amountCents, vatCents }) => ({ date, rate, amountCents, vatCents })),
    totalCents: report.totalCents,
    vatCents: report.vatCents,
    status: 'aTransmettre',
    flowId: null,
    reason: null,
    createdBy: uid,
    createdAt: now,
    transmittedAt: null,
  };
}

/** « Transmis le … », « Rejeté : … »: the status of a report already created (`formatDay`: fr-FR). */
export function ereportStatusText(
  ereport: Pick<Ereport, 'status' | 'reason' | 'transmittedAt'>,
  formatDay: (iso: string) => string,
): string {
  const reason = ereport.reason?.trim() || 'motif non précisé';
  switch (ereport.status) {
    case 'aTransmettre':
      return 'À transmettre';
    case 'transmis':
      return ereport.transmittedAt ? `Transmis le ${formatDay(ereport.transmittedAt)}` : 'Transmis';
    case 'rejete':
      return `Rejeté : ${reason}`;
    case 'echec':
      return `Échec : ${reason}`;
  }
}
