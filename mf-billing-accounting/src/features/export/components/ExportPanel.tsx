import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from 'shared-data';
import { Button, formatAmount, TextField, useUrlFilters } from 'shared-ui';
import styles from '../../../components/layout.ts';
import {
  readExportNames,
  readPeriodInvoices,
  readPeriodPayments,
  usePeriodSummary,
} from '../../invoices/api/periodReads.ts';
import { downloadCsv, downloadPdfZip, journalExport } from '../api/exportActions.ts';
import { exportFileName, invoicesCsv, paymentsCsv } from '../model/csv.ts';

type Progress = { label: string; done: number; total: number };

/**
 * /app/billing/export: a period, its figures (aggregations), then the invoices CSV, the payments CSV
 * and the zip of the PDFs — each file's documents read page after page, with progress.
 */
export function ExportPanel({ firmId, uid, today }: { firmId: string; uid: string; today: string }) {
  const [period, setPeriod] = useUrlFilters({ du: `${today.slice(0, 4)}-01-01`, au: today });
  const range = { from: period.du, to: period.au };
  const periodError = period.du && period.au && period.au < period.du ? 'La fin de la période précède son début.' : '';
  const { summary, error } = usePeriodSummary(firmId, range);
  const [progress, setProgress] = useState<Progress | null>(null);
  const busy = progress !== null;
  const reading = (label: string, total: number) => (done: number) => setProgress({ label, done, total });

  /** Reads, journals (owner's journal of sensitive changes) BEFORE handing the file over, downloads. */
  const run = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setProgress(null);
    }
  };
  const exportInvoices = () =>
    run(async () => {
      const invoices = await readPeriodInvoices(firmId, range, reading('Lecture des factures', summary?.invoices ?? 0));
      const lookups = await readExportNames(firmId, { invoices });
      const fileName = exportFileName('factures', range);
      await journalExport({
        firmId,
        uid,
        action: 'export.invoices',
        fileName,
        details: { kind: 'factures', from: period.du, to: period.au, count: invoices.length },
      });
      downloadCsv(invoicesCsv({ invoices, lookups, today }), fileName);
    });
  const exportPayments = () =>
    run(async () => {
      const payments = await readPeriodPayments(
        firmId,
        range,
        reading('Lecture des paiements', summary?.payments ?? 0),
      );
      const lookups = await readExportNames(firmId, { payments });
      const fileName = exportFileName('paiements', range);
      await journalExport({
        firmId,
        uid,
        action: 'export.invoices',
        fileName,
        details: { kind: 'paiements', from: period.du, to: period.au, count: payments.length },
      });
      downloadCsv(paymentsCsv({ payments, lookups }), fileName);
    });
  const exportPdfs = () =>
    run(async () => {
      const invoices = await readPeriodInvoices(firmId, range, reading('Lecture des factures', summary?.invoices ?? 0));
      const fileName = exportFileName('pdf', range);
      await journalExport({
        firmId,
        uid,
        action: 'export.invoices',
        fileName,
        details: { kind: 'pdf', from: period.du, to: period.au, count: invoices.length },
      });
      await downloadPdfZip({
        firmId,
        invoices,
        fileName,
        onProgress: (done, count) => setProgress({ label: 'Préparation des PDF', done, total: count }),
      });
      toast.success(`${invoices.length} PDF exporté${invoices.length > 1 ? 's' : ''}.`);
    });

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
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <p role="status" data-testid="export-summary">
          {!summary
            ? 'Chargement…'
            : `${summary.invoices} facture${summary.invoices > 1 ? 's' : ''} et avoir${summary.invoices > 1 ? 's' : ''} ` +
              `(${formatAmount(summary.ttcCents)} TTC), ${summary.payments} paiement${summary.payments > 1 ? 's' : ''} ` +
              `(${formatAmount(summary.receivedCents)}) sur la période.`}
        </p>
      )}
      <div className={styles.formActions}>
        <Button
          variant="primary"
          disabled={!summary || !!periodError || busy}
          aria-busy={busy}
          onClick={() => void exportInvoices()}
        >
          Télécharger les factures (CSV)
        </Button>
        <Button disabled={!summary || !!periodError || busy} onClick={() => void exportPayments()}>
          Télécharger les paiements (CSV)
        </Button>
        <Button
          disabled={!summary || !!periodError || busy || summary.invoices === 0}
          onClick={() => void exportPdfs()}
        >
          Télécharger les PDF (zip)
        </Button>
      </div>
      {progress ? (
        <p>
          <label>
            {progress.label} : {progress.done} / {progress.total}{' '}
            <progress max={Math.max(progress.total, progress.done, 1)} value={progress.done} />
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
