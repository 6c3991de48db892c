import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type Expense, messageOf, PAYMENT_METHOD_LABELS } from 'shared-data';
import {
  Badge,
  Button,
  ConfirmDialog,
  type DataColumn,
  DataTable,
  Dialog,
  EmptyState,
  formatAmount,
  formatDate,
  LoadError,
  ShowMore,
} from 'shared-ui';
import { OneLine } from '../../../components/OneLine.tsx';
import styles from '../../../components/ledger.module.css';
import { deleteExpense, readInvoiceFile } from '../api/expenseActions.ts';
import type { ExpenseListState } from '../hooks/useAccountingBook.ts';
import { openStoredFile } from '../api/fileActions.ts';
import { expenseCategoryLabel } from '../model/pcg.ts';
import { expenseOriginLabel, type ImportedInvoice } from '../model/receivedInvoice.ts';
import { ExpenseForm } from './ExpenseForm.tsx';

type Row = Expense & { id: string };

export type ExpensesPanelProps = {
  firmId: string;
  uid: string;
  today: string;
  /** The period's expenses, most recent first, a page at a time, and their totals. */
  list: ExpenseListState;
  periodLabel: string;
};

const IMPORT_LABEL = 'Importer une facture reçue (Factur-X, CII, UBL)';

/**
 * Dépenses: record, edit, delete (confirmed) and open the receipts, for the chosen period; import
 * a supplier's e-invoice file into a prefilled expense.
 */
export function ExpensesPanel({ firmId, uid, today, list, periodLabel }: ExpensesPanelProps) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [imported, setImported] = useState<ImportedInvoice | null>(null);
  const [importing, setImporting] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  const importErrorId = useId();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const { totals } = list;
  const amount = (cents: number | undefined) => (cents === undefined ? '…' : formatAmount(cents));

  const open = (row: Row) =>
    row.receiptPath
      ? openStoredFile({ path: row.receiptPath }).catch((failure: unknown) => toast.error(messageOf(failure)))
      : undefined;

  const onImportFile = async (file: File | undefined) => {
    // The same file can be chosen again after a refusal.
    if (importInput.current) importInput.current.value = '';
    if (!file) return;
    setImportError(null);
    setImporting(true);
    const read = await readInvoiceFile(file);
    setImporting(false);
    if (read.ok) setImported(read.imported);
    else {
      setImportError(read.message);
      importButton.current?.focus();
    }
  };

  const columns: DataColumn<Row>[] = [
    { id: 'date', header: 'Date', cell: (row) => <OneLine>{formatDate(row.date)}</OneLine>, width: '7.5rem' },
    {
      id: 'supplier',
      header: 'Fournisseur',
      cell: (row) => {
        const origin = expenseOriginLabel(row.source);
        return origin ? (
          <span className={styles.rowActions}>
            {row.supplier} <Badge tone="info">{origin}</Badge>
          </span>
        ) : (
          row.supplier
        );
      },
    },
    { id: 'category', header: 'Catégorie 2035', cell: (row) => expenseCategoryLabel(row.category) },
    { id: 'ht', header: 'HT', cell: (row) => <span className={styles.num}>{formatAmount(row.htCents)}</span> },
    { id: 'tva', header: 'TVA', cell: (row) => <span className={styles.num}>{formatAmount(row.tvaCents)}</span> },
    { id: 'ttc', header: 'TTC', cell: (row) => <span className={styles.num}>{formatAmount(row.ttcCents)}</span> },
    { id: 'method', header: 'Paiement', cell: (row) => PAYMENT_METHOD_LABELS[row.method] ?? row.method },
    {
      id: 'actions',
      header: 'Actions',
      width: '16rem',
      cell: (row) => (
        <span className={styles.rowActions}>
          {row.receiptPath ? (
            <Button variant="link" onClick={() => open(row)} aria-label={`Ouvrir le justificatif de ${row.supplier}`}>
              Justificatif
            </Button>
          ) : (
            <span className={styles.muted}>Sans justificatif</span>
          )}
          <Button variant="link" onClick={() => setEditing(row)} aria-label={`Modifier la dépense ${row.supplier}`}>
            Modifier
          </Button>
          <Button variant="link" onClick={() => setDeleting(row)} aria-label={`Supprimer la dépense ${row.supplier}`}>
            Supprimer
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="expenses-title">
      <div className={styles.header}>
        <h2 id="expenses-title">Dépenses — {periodLabel}</h2>
        <span className={styles.rowActions}>
          <Button variant="primary" onClick={() => setEditing('new')}>
            Nouvelle dépense
          </Button>
          <Button
            ref={importButton}
            // Not disabled while reading: the focus stays on the button.
            onClick={() => (importing ? undefined : importInput.current?.click())}
            aria-disabled={importing || undefined}
            aria-describedby={importError ? importErrorId : undefined}
          >
            {importing ? 'Lecture de la facture…' : IMPORT_LABEL}
          </Button>
          <input
            ref={importInput}
            type="file"
            hidden
            accept=".pdf,.xml,application/pdf,application/xml,text/xml"
            aria-label={IMPORT_LABEL}
            onChange={(event) => void onImportFile(event.target.files?.[0])}
          />
        </span>
      </div>
      {importError ? (
        <p id={importErrorId} className={styles.error} role="alert">
          {importError}
        </p>
      ) : null}
      <dl className={styles.totals} aria-label="Totaux des dépenses de la période" data-testid="expense-totals">
        <div>
          <dt>Total HT</dt>
          <dd>{amount(totals?.htCents)}</dd>
        </div>
        <div>
          <dt>TVA déductible</dt>
          <dd>{amount(totals?.tvaCents)}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd>{amount(totals?.ttcCents)}</dd>
        </div>
        <div>
          <dt>Dépenses</dt>
          <dd>{totals?.count ?? '…'}</dd>
        </div>
      </dl>
      {list.error ? (
        <LoadError message={list.error} />
      ) : list.loading ? (
        <p role="status">Chargement des dépenses…</p>
      ) : (
        <>
          <DataTable
            caption={`Dépenses — ${periodLabel}`}
            columns={columns}
            rows={list.expenses}
            rowKey={(row) => row.id}
            rowHeight={56}
            empty={
              <EmptyState title="Aucune dépense sur la période">
                Enregistrez les dépenses du cabinet (loyer, cotisations, fournitures…) avec leur justificatif : elles
                alimentent la TVA déductible, l’estimation du résultat BNC et le FEC.
              </EmptyState>
            }
          />
          <ShowMore
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onMore={list.loadMore}
            of="de dépenses"
            shown={list.expenses.length}
            total={totals?.count ?? null}
            noun={{ one: 'dépense', many: 'dépenses', feminine: true }}
          />
        </>
      )}
      <Dialog open={imported !== null} title="Facture reçue à enregistrer" onClose={() => setImported(null)}>
        {imported ? (
          <ExpenseForm
            firmId={firmId}
            uid={uid}
            today={today}
            imported={imported}
            onDone={() => setImported(null)}
            onCancel={() => setImported(null)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? 'Nouvelle dépense' : 'Modifier la dépense'}
        onClose={() => setEditing(null)}
      >
        {editing !== null ? (
          <ExpenseForm
            firmId={firmId}
            uid={uid}
            today={today}
            editing={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer cette dépense ?"
        confirmLabel="Supprimer"
        destructive
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          setBusy(true);
          try {
            await deleteExpense({ firmId, id: deleting.id, expense: deleting });
            toast.success('Dépense supprimée.');
            setDeleting(null);
          } catch (failure) {
            toast.error(messageOf(failure));
          } finally {
            setBusy(false);
          }
        }}
      >
        {deleting
          ? `${deleting.supplier}, ${formatDate(deleting.date)}, ${formatAmount(deleting.ttcCents)} TTC. Son justificatif sera supprimé aussi.`
          : null}
      </ConfirmDialog>
    </section>
  );
}
