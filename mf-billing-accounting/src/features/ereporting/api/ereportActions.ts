/**
 * Creating a month's e-reports: one document per kind (`ereports/{kind}-{period}`), written by the
 * owner as « à transmettre »; the server side deposits it on the PA and records the outcome. A kind
 * already created for that month is never written again (the data policy refuses any update too).
 */
import { DataError, type Ereport, getDataStore, paths } from 'shared-data';
import { ereportDocument, ereportId, type EreportKind, ofPeriod, type PeriodReport } from '../model/ereporting.ts';

export async function submitEreports({
  firmId,
  uid,
  period,
  reports,
}: {
  firmId: string;
  uid: string;
  period: string;
  reports: readonly PeriodReport[];
}): Promise<EreportKind[]> {
  const now = new Date().toISOString();
  return getDataStore().runTransaction(async (tx) => {
    const missing: PeriodReport[] = [];
    for (const report of reports) {
      const existing = await tx.get<Ereport>(paths.ereport(firmId, ereportId(report.kind, period)));
      if (!existing.exists) missing.push(report);
    }
    if (missing.length === 0)
      throw new DataError(
        'invalid-argument',
        `L’e-reporting ${ofPeriod(period)} est déjà enregistré : il n’est pas transmis deux fois.`,
      );
    for (const report of missing)
      tx.set(paths.ereport(firmId, ereportId(report.kind, period)), ereportDocument({ report, period, uid, now }));
    return missing.map((report) => report.kind);
  });
}
