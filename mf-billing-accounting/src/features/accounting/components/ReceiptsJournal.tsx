import { useDeferredValue, useMemo } from 'react';
import {
  type DataColumn,
  DataTable,
  EmptyState,
  formatAmount,
  formatDate,
  matchesWords,
  queryWords,
  TextField,
} from 'shared-ui';
import styles from '../../../components/ledger.module.css';
import type { ReceiptRow } from '../model/receipts.ts';

export type ReceiptsJournalProps = {
  /** The period's receipts, in date order. */
  receipts: ReceiptRow[];
  periodLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  problems: string[];
};

const columns: DataColumn<ReceiptRow>[] = [
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.date), width: '7.5rem' },
  { id: 'client', header: 'Client', cell: (row) => row.clientName },
  { id: 'invoice', header: 'Facture', cell: (row) => row.invoiceNumber, width: '8rem' },
  { id: 'method', header: 'Mode', cell: (row) => row.methodLabel, width: '8rem' },
  {
    id: 'amount',
    header: 'Montant',
    cell: (row) => <span className={styles.num}>{formatAmount(row.amountCents)}</span>,
  },
  {
    id: 'ht',
    header: 'dont honoraires HT',
    cell: (row) => <span className={styles.num}>{formatAmount(row.honorairesCents)}</span>,
  },
  { id: 'tva', header: 'dont TVA', cell: (row) => <span className={styles.num}>{formatAmount(row.tvaCents)}</span> },
  {
    id: 'debours',
    header: 'dont débours',
    cell: (row) => <span className={styles.num}>{formatAmount(row.deboursCents)}</span>,
  },
];

/** Livre-journal des recettes (CGI art. 99): every payment received, with the client's identity. */
export function ReceiptsJournal({ receipts, periodLabel, query, onQueryChange, problems }: ReceiptsJournalProps) {
  const deferred = useDeferredValue(query);
  const rows = useMemo(() => {
    const words = queryWords(deferred);
    if (words.length === 0) return receipts;
    return receipts.filter((row) => matchesWords(row.searchKey, words));
  }, [receipts, deferred]);
  const total = rows.reduce((sum, row) => sum + row.amountCents, 0);
  return (
    <section aria-labelledby="receipts-title">
      <h2 id="receipts-title">Livre-journal des recettes — {periodLabel}</h2>
      <p className={styles.muted}>
        Chaque encaissement avec l’identité du client, la date, le montant et le mode de règlement (CGI, art. 99), et la
        facture réglée. La TVA de chaque règlement est la part de TVA de la facture, au prorata de son TTC.
      </p>
      {problems.length > 0 ? (
        <div className={styles.notice} role="status">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <div className={styles.toolbar}>
        <TextField
          label="Rechercher"
          type="search"
          hint="Client, numéro de facture, mode ou référence."
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <dl className={styles.totals} aria-label="Totaux des recettes affichées">
        <div>
          <dt>Encaissements</dt>
          <dd data-testid="receipts-total">{formatAmount(total)}</dd>
        </div>
        <div>
          <dt>Règlements</dt>
          <dd>{rows.length}</dd>
        </div>
      </dl>
      <DataTable
        caption={`Livre-journal des recettes — ${periodLabel}`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={
          <EmptyState title="Aucun encaissement sur la période">
            Les règlements enregistrés sur les factures (Facturation › Enregistrer un paiement) apparaissent ici.
          </EmptyState>
        }
      />
    </section>
  );
}
