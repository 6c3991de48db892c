/**
 * E-reporting (flux 10): what the cabinet must declare without an e-invoice — the payment data of
 * its services (10.4, VAT due on receipt) and its B2C sales (10.3) — per period. The owner writes
 * the report the browser computed from the journal (`ereports/{kind}-{period}`, « à transmettre »);
 * the server side writes it as an e-reporting flow (syntax FRR, processing rule B2C, the layout of
 * the DGFiP's external specifications: a ReportDocument, then TransactionsReport or PaymentsReport
 * for the period, per day and VAT rate) and deposits it: « transmis » with its flow, « rejeté »
 * with the platform's reason, or « en échec » (tried again by the sync after a growing pause).
 */
import { escapeXml } from 'shared-data/cdar';
import { type Ereport, paths } from 'shared-data/server';
import {
  type EinvoicingDeps,
  firmIdentity,
  type Platform,
  serverStatePath,
  waitingToRetry,
  withLease,
} from './context.ts';
import { depositFlow, depositInTurn, flowName } from './deposit.ts';
import { xmlAmount, xmlDay, xmlInstant, xmlPercent } from 'shared-data/xmlValues';

/** The report type of each kind (DGFiP flux 10): aggregated B2C sales, aggregated payments. */
export const EREPORT_TYPE_CODES: Record<Ereport['kind'], '10.3' | '10.4'> = { b2c: '10.3', paiements: '10.4' };

/** The e-reporting flow of a report, for the cabinet `declarant` (its SIREN and name). */
export function buildEreportXml(
  ereport: Ereport,
  reportId: string,
  declarant: { siren: string; name: string },
  issuedAt: Date,
): string {
  const party = (tag: string) =>
    `<${tag}><Id schemeID="0002">${escapeXml(declarant.siren)}</Id><Name>${escapeXml(declarant.name)}</Name></${tag}>`;
  const period = `<ReportPeriod><StartDate>${xmlDay(ereport.from)}</StartDate><EndDate>${xmlDay(ereport.to)}</EndDate></ReportPeriod>`;
  const byDay = new Map<string, Ereport['lines']>();
  for (const line of [...ereport.lines].sort((a, b) => a.date.localeCompare(b.date) || b.rate - a.rate)) {
    byDay.set(line.date, [...(byDay.get(line.date) ?? []), line]);
  }
  const body =
    ereport.kind === 'b2c'
      ? `<TransactionsReport>${period}${[...byDay.entries()]
          .map(([date, lines]) => {
            const base = lines.reduce((sum, line) => sum + line.amountCents, 0);
            const vat = lines.reduce((sum, line) => sum + line.vatCents, 0);
            return `<Transactions><Date>${xmlDay(date)}</Date><CurrencyCode>EUR</CurrencyCode><CategoryCode>TPS1</CategoryCode><TaxExclusiveAmount>${xmlAmount(base)}</TaxExclusiveAmount><TaxTotal>${xmlAmount(vat)}</TaxTotal>${lines
              .map(
                (line) =>
                  `<TaxSubTotal><TaxableAmount>${xmlAmount(line.amountCents)}</TaxableAmount><TaxTotal>${xmlAmount(line.vatCents)}</TaxTotal><TaxCategory><Percent>${xmlPercent(line.rate)}</Percent></TaxCategory></TaxSubTotal>`,
              )
              .join('')}</Transactions>`;
          })
          .join('')}</TransactionsReport>`
      : `<PaymentsReport>${period}<Transactions>${[...byDay.entries()]
          .map(
            ([date, lines]) =>
              `<Payment><Date>${xmlDay(date)}</Date>${lines
                .map(
                  (line) =>
                    `<SubTotals><TaxPercent>${xmlPercent(line.rate)}</TaxPercent><CurrencyCode>EUR</CurrencyCode><Amount>${xmlAmount(line.amountCents)}</Amount></SubTotals>`,
                )
                .join('')}</Payment>`,
          )
          .join('')}</Transactions></PaymentsReport>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Report>',
    '<ReportDocument>',
    `<Id>${escapeXml(reportId)}</Id>`,
    `<Name>${escapeXml(`E-reporting ${ereport.kind === 'b2c' ? 'ventes B2C' : 'paiements'} ${ereport.period}`)}</Name>`,
    `<IssueDateTime><DateTimeString format="204">${xmlInstant(issuedAt)}</DateTimeString></IssueDateTime>`,
    `<TypeCode>${EREPORT_TYPE_CODES[ereport.kind]}</TypeCode>`,
    party('Sender'),
    party('Issuer'),
    '</ReportDocument>',
    body,
    '</Report>',
    '',
  ].join('\n');
}

type RetryRecord = { attempts: number; lastAttemptAt: string };
const retryPath = (firmId: string, reportId: string) => `${serverStatePath(firmId)}/retries/ereport-${reportId}`;

export type EreportOutcome = 'transmis' | 'rejeté' | 'échec' | 'pas encore' | 'rien à faire' | 'occupé';

/** Deposits a report « à transmettre » (or « en échec », when due again), under its lease. */
export async function transmitEreport(
  deps: EinvoicingDeps,
  firmId: string,
  reportId: string,
  platform?: Platform,
): Promise<EreportOutcome> {
  return withLease(deps, firmId, `ereport-${reportId}`, async (): Promise<EreportOutcome> => {
    const ref = deps.db.doc(paths.ereport(firmId, reportId));
    const ereport = (await ref.get()).data() as Ereport | undefined;
    if (!ereport || (ereport.status !== 'aTransmettre' && ereport.status !== 'echec')) return 'rien à faire';
    const retryRef = deps.db.doc(retryPath(firmId, reportId));
    const retry = (await retryRef.get()).data() as RetryRecord | undefined;
    const now = deps.now();
    if (ereport.status === 'echec' && retry && waitingToRetry(retry.lastAttemptAt, retry.attempts, now))
      return 'pas encore';
    const failed = async (reason: string) => {
      await retryRef.set({
        attempts: (retry?.attempts ?? 0) + 1,
        lastAttemptAt: now.toISOString(),
      } satisfies RetryRecord);
      await ref.update({ status: 'echec', reason } satisfies Partial<Ereport>);
    };
    const result = await depositFlow(deps, firmId, {
      platform,
      withoutPlatform:
        'Aucune plateforme agréée n’est configurée : renseignez-la dans Paramètres › Facturation, la déclaration partira ensuite.',
      file: async () => ({
        bytes: Buffer.from(buildEreportXml(ereport, reportId, await firmIdentity(deps, firmId), now), 'utf8'),
        contentType: 'application/xml',
        info: {
          name: flowName(`e-reporting-${reportId}`, '.xml'),
          flowSyntax: 'FRR',
          processingRule: 'B2C',
          trackingId: reportId,
        },
      }),
      failed,
    });
    if (result === 'sans plateforme') return 'rien à faire';
    if (result === 'échec') return 'échec';
    const { flowId, refusal } = result;
    await retryRef.delete();
    if (refusal) {
      await ref.update({ status: 'rejete', flowId, reason: refusal.text } satisfies Partial<Ereport>);
      return 'rejeté';
    }
    await ref.update({
      status: 'transmis',
      flowId,
      reason: null,
      transmittedAt: deps.now().toISOString(),
    } satisfies Partial<Ereport>);
    return 'transmis';
  });
}

/** The reports still to send (a missed trigger) or due again after a failure. */
export async function transmitPendingEreports(
  deps: EinvoicingDeps,
  firmId: string,
  platform: Platform,
  limit = 20,
): Promise<Record<string, EreportOutcome>> {
  const pending = await deps.db
    .collection(paths.ereports(firmId))
    .where('status', 'in', ['aTransmettre', 'echec'])
    .limit(limit)
    .get();
  return depositInTurn(
    pending.docs.map((doc) => doc.id),
    (reportId) => transmitEreport(deps, firmId, reportId, platform),
  );
}
