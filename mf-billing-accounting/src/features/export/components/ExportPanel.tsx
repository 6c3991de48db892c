import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { messageOf, paths, useCollection, type Payment } from 'shared-data';
import { Button, formatAmount, TextField, useUrlFilters } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { useBillingLookups, useInvoices } from '../../invoices/hooks/useBillingData.ts';
import { downloadCsv, downloadPdfZip, journalExport } from '../hooks/exportActions.ts';
import { exportFileName, inPeriod, invoicesCsv, paymentsCsv } from '../model/csv.ts';

/** /app/billing/export: a period, then the invoices CSV, the payments CSV and the zip of the PDFs. */
export function ExportPanel({ firmId, uid, today }: { firmId: string; uid: string; today: string }) {
  const [period, setPeriod] = useUrlFilters({ du: `${today.slice(0, 4)}-01-01`, au: today });
  const invoices = useInvoices(firmId);
  const payments = useCollection<Payment>({ collection: paths.payments(firmId) });
  const lookups = useBillingLookups(firmId);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const range = { from: period.du, to: period.au };
  const periodError = period.du && period.au && period.au < period.du ? 'La fin de la période précède son début.' : '';
  const selected = useMemo(
    () =>
      invoices.data.filter(
        (invoice) => invoice.status === 'issued' && inPeriod(invoice.issueDate, { from: period.du, to: period.au }),
      ),
    [invoices.data, period.du, period.au],
  );
  const selectedPayments = useMemo(
    () => payments.data.filter((payment) => inPeriod(payment.date, { from: period.du, to: period.au })),
    [payments.data, period.du, period.au],
  );
  const total = selected.reduce((sum, i) => sum + (i.kind === 'avoir' ? -i.totalTtcCents : i.totalTtcCents), 0);
  const received = selectedPayments.reduce((sum, p) => sum + p.amountCents, 0);
  const loading = invoices.loading || payments.loading || lookups.loading;
  /** Each file is journaled (owner's journal of sensitive changes) before it is handed over. */
  const exportCsv = async (kind: 'factures' | 'paiements', count: number, content: () => string) => {
    const fileName = exportFileName(kind, range);
    try {
      await journalExport({
        firmId,
        uid,
        action: 'export.invoices',
        fileName,
        details: { kind, from: period.du, to: period.au, count },
      });
      downloadCsv(content(), fileName);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <section aria-labelledby="export-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Facturation</p>
          <h1 id="export-title">Export de la facturation</h1>
        </div>
      </header>
      <fieldset className={styles.toolbar}>
        <legend className="pt-visually-hidden">Période exportée</legend>
        <TextField
          label="Du"
          type="date"
          value={period.du}
          onChange={(event) => setPeriod({ du: event.target.value })}
        />
        <TextField
          label="Au"
          type="date"
          value={period.au}
          error={periodError || undefined}
          onChange={(event) => setPeriod({ au: event.target.value })}
        />
      </fieldset>
      <p role="status" data-testid="export-summary">
        {loading
          ? 'Chargement…'
          : `${selected.length} facture${selected.length > 1 ? 's' : ''} et avoir${selected.length > 1 ? 's' : ''} ` +
            `(${formatAmount(total)} TTC), ${selectedPayments.length} paiement${selectedPayments.length > 1 ? 's' : ''} ` +
            `(${formatAmount(received)}) sur la période.`}
      </p>
      <div className={styles.formActions}>
        <Button
          variant="primary"
          disabled={loading || !!periodError}
          onClick={() =>
            void exportCsv('factures', selected.length, () => invoicesCsv({ invoices: selected, lookups, today }))
          }
        >
          Télécharger les factures (CSV)
        </Button>
        <Button
          disabled={loading || !!periodError}
          onClick={() =>
            void exportCsv('paiements', selectedPayments.length, () =>
              paymentsCsv({ payments: selectedPayments, lookups }),
            )
          }
        >
          Télécharger les paiements (CSV)
        </Button>
        <Button
          disabled={loading || !!periodError || progress !== null || selected.length === 0}
          aria-busy={progress !== null}
          onClick={async () => {
            try {
              await journalExport({
                firmId,
                uid,
                action: 'export.invoices',
                fileName: exportFileName('pdf', range),
                details: { kind: 'pdf', from: period.du, to: period.au, count: selected.length },
              });
              await downloadPdfZip({
                firmId,
                invoices: selected,
                fileName: exportFileName('pdf', range),
                onProgress: (done, count) => setProgress({ done, total: count }),
              });
              toast.success(`${selected.length} PDF exporté${selected.length > 1 ? 's' : ''}.`);
            } catch (error) {
              toast.error(messageOf(error));
            } finally {
              setProgress(null);
            }
          }}
        >
          Télécharger les PDF (zip)
        </Button>
      </div>
      {progress ? (
        <p>
          <label>
            Préparation des PDF : {progress.done} / {progress.total}{' '}
            <progress max={progress.total} value={progress.done} />
          </label>
        </p>
      ) : null}
      <p className={styles.muted}>
        Fichiers au format français : séparateur « ; », virgule décimale, dates JJ/MM/AAAA, UTF-8 avec BOM (ouverture
        directe dans un tableur).
      </p>
    </section>
  );
}
