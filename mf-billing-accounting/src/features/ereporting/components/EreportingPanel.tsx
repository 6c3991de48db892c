import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { type Ereport, messageOf, type WithId } from 'shared-data';
import { Button, ConfirmDialog, formatAmount, formatDate, Loading, Select } from 'shared-ui';
import styles from '../../../components/ledger.module.css';
import { submitEreports } from '../api/ereportActions.ts';
import { useEreportingSources, useEreports } from '../hooks/useEreporting.ts';
import {
  b2cReport,
  EREPORT_KIND_LABELS,
  ereportId,
  type EreportKind,
  ereportStatusText,
  kindsToReport,
  ofPeriod,
  type PeriodReport,
  paymentsReport,
  periodLabel,
  previousMonth,
  reportableMonths,
} from '../model/ereporting.ts';

const rateLabel = (rate: number) => `${String(rate).replace('.', ',')} %`;

function ReportTable({
  report,
  caption,
  amountHeader,
  empty,
}: {
  report: PeriodReport;
  caption: string;
  amountHeader: string;
  empty: string;
}) {
  if (report.lines.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={`ereport-${report.kind}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Taux de TVA</th>
            <th scope="col" className={styles.num}>
              {amountHeader}
            </th>
            <th scope="col" className={styles.num}>
              TVA
            </th>
          </tr>
        </thead>
        <tbody>
          {report.lines.map((line) => (
            <tr key={`${line.date}-${line.rate}`}>
              <td>{formatDate(line.date)}</td>
              <td>{rateLabel(line.rate)}</td>
              <td className={styles.num}>{formatAmount(line.amountCents)}</td>
              <td className={styles.num}>{formatAmount(line.vatCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className={styles.num} data-testid={`ereport-${report.kind}-total`}>
              {formatAmount(report.totalCents)}
            </td>
            <td className={styles.num} data-testid={`ereport-${report.kind}-vat`}>
              {formatAmount(report.vatCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * « E-reporting (TVA) » of /app/accounting: for a completed month, the payments received for
 * services (VAT on receipts) and the sales to individuals, per day and VAT rate, computed from the
 * livre-journal and shown before sending; the owner creates the month's reports, which the server
 * side transmits through the cabinet's plateforme agréée; below, the reports already created.
 */
export function EreportingPanel({
  firmId,
  uid,
  isOwner,
  today,
  regime,
}: {
  firmId: string;
  uid: string;
  isOwner: boolean;
  today: string;
  regime: 'encaissements' | 'debits' | 'franchise';
}) {
  const [period, setPeriod] = useState(() => previousMonth(today));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sources = useEreportingSources(firmId, period);
  const ereports = useEreports(firmId);
  const months = useMemo(() => reportableMonths(today), [today]);
  const kinds = kindsToReport(regime);
  const reports = useMemo(() => {
    const all: Record<EreportKind, PeriodReport> = {
      paiements: paymentsReport({ receipts: sources.receipts, invoices: sources.invoices, period }),
      b2c: b2cReport({ invoices: sources.invoices, period }),
    };
    return all;
  }, [sources.receipts, sources.invoices, period]);
  const byId = useMemo(() => new Map(ereports.data.map((ereport) => [ereport.id, ereport])), [ereports.data]);
  const created = kinds.map((kind) => byId.get(ereportId(kind, period))).filter((e): e is WithId<Ereport> => !!e);
  const toSend = kinds.filter((kind) => !byId.has(ereportId(kind, period)));
  const label = periodLabel(period);
  const ofLabel = ofPeriod(period);
  const loading = sources.loading || ereports.loading;

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const sent = await submitEreports({ firmId, uid, period, reports: toSend.map((kind) => reports[kind]) });
      toast.success(
        `E-reporting ${ofLabel} enregistré (${sent.map((kind) => EREPORT_KIND_LABELS[kind].toLowerCase()).join(', ')}) : il part vers la plateforme.`,
      );
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="ereporting-title" className={styles.panel}>
      <h2 id="ereporting-title">E-reporting (TVA)</h2>
      <p className={styles.muted}>
        Chaque mois, les encaissements de prestations (TVA sur les encaissements) et les ventes aux particuliers sont
        transmis à l’administration par la plateforme agréée du cabinet. Les montants sont calculés depuis le
        livre-journal, par jour et par taux de TVA, débours exclus (hors champ de la TVA).
      </p>
      <div className={styles.toolbar}>
        <Select
          label="Mois déclaré"
          options={months.map((value) => ({ value, label: periodLabel(value) }))}
          value={period}
          onChange={(event) => {
            setPeriod(event.target.value);
            setError(null);
          }}
        />
      </div>
      {loading ? (
        <Loading label="Calcul de l’e-reporting…" />
      ) : (
        <>
          <h3>Encaissements de {label}</h3>
          {kinds.includes('paiements') ? (
            <ReportTable
              report={reports.paiements}
              caption={`Encaissements de ${label}, par jour et taux de TVA`}
              amountHeader="Encaissé TTC"
              empty={`Aucun encaissement de prestations en ${label}.`}
            />
          ) : (
            <p className={styles.muted}>
              Le cabinet a opté pour la TVA sur les débits : ses encaissements ne sont pas à transmettre.
            </p>
          )}
          <h3>Ventes aux particuliers de {label}</h3>
          <ReportTable
            report={reports.b2c}
            caption={`Factures et avoirs émis pour des particuliers en ${label}, par jour et taux de TVA`}
            amountHeader="Montant HT"
            empty={`Aucune facture émise pour un particulier en ${label}.`}
          />
          {[...reports.paiements.problems, ...reports.b2c.problems].map((problem) => (
            <p key={problem} className={styles.notice}>
              {problem}
            </p>
          ))}

          {created.length ? (
            <div className={styles.notice} data-testid="ereport-already">
              <p>L’e-reporting {ofLabel} est déjà enregistré :</p>
              <ul>
                {created.map((ereport) => {
                  const changed =
                    ereport.totalCents !== reports[ereport.kind].totalCents ||
                    ereport.vatCents !== reports[ereport.kind].vatCents;
                  return (
                    <li key={ereport.id}>
                      {EREPORT_KIND_LABELS[ereport.kind]} : {ereportStatusText(ereport, formatDate)}
                      {changed
                        ? ` — les chiffres ont changé depuis (déclaré : ${formatAmount(ereport.totalCents)}, dont TVA ${formatAmount(ereport.vatCents)}).`
                        : ''}
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}

          {toSend.length === 0 ? null : isOwner ? (
            <div className={styles.formActions}>
              <Button variant="primary" onClick={() => setConfirming(true)} disabled={busy}>
                Transmettre l’e-reporting {ofLabel}
              </Button>
            </div>
          ) : (
            <p className={styles.muted}>Seul le titulaire du compte transmet l’e-reporting.</p>
          )}
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </>
      )}

      <h3 id="ereports-sent-title">Déclarations enregistrées</h3>
      {ereports.error ? (
        <p role="alert">{ereports.error}</p>
      ) : ereports.data.length === 0 ? (
        <p className={styles.muted}>Aucune déclaration enregistrée pour le moment.</p>
      ) : (
        <ul aria-labelledby="ereports-sent-title" data-testid="ereports-sent">
          {ereports.data.map((ereport) => (
            <li key={ereport.id}>
              {EREPORT_KIND_LABELS[ereport.kind]} — {periodLabel(ereport.period)} :{' '}
              <strong>{ereportStatusText(ereport, formatDate)}</strong> ({formatAmount(ereport.totalCents)}, dont TVA{' '}
              {formatAmount(ereport.vatCents)})
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming}
        title={`Transmettre l’e-reporting ${ofLabel} ?`}
        confirmLabel="Transmettre"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
      >
        {toSend.map((kind) => `${EREPORT_KIND_LABELS[kind]} : ${formatAmount(reports[kind].totalCents)}`).join(' ; ')}.
        Une déclaration créée n’est plus modifiée : la plateforme la transmet à l’administration.
      </ConfirmDialog>
    </section>
  );
}
