import {
  type DataColumn,
  DataTable,
  EmptyState,
  formatAmount,
  formatDate,
  LoadError,
  ShowMore,
  TextField,
} from 'shared-ui';
import { OneLine } from '../../../components/OneLine.tsx';
import styles from '../../../components/ledger.module.css';
import type { ReceiptsJournalState } from '../hooks/useAccountingBook.ts';
import type { ReceiptRow } from '../model/receipts.ts';

export type ReceiptsJournalProps = {
  journal: ReceiptsJournalState;
  /** The period's total and number of receipts (aggregation) when nothing is searched; null while read. */
  periodTotals: { encaisseCents: number; receiptCount: number } | null;
  periodLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
};

const NOUN = { one: 'règlement', many: 'règlements' };

const columns: DataColumn<ReceiptRow>[] = [
  { id: 'date', header: 'Date', cell: (row) => <OneLine>{formatDate(row.date)}</OneLine>, width: '7.5rem' },
  { id: 'client', header: 'Client', cell: (row) => row.clientName },
  { id: 'invoice', header: 'Facture', cell: (row) => <OneLine>{row.invoiceNumber}</OneLine>, width: '8rem' },
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

/**
 * Livre-journal des recettes (CGI art. 99): every payment received, with the client's identity —
 * most recent first, 50 at a time; the totals are the period's (aggregation) unless a search
 * narrows the rows, then those of the rows shown.
 */
export function ReceiptsJournal({ journal, periodTotals, periodLabel, query, onQueryChange }: ReceiptsJournalProps) {
  const searching = query.trim() !== '';
  const shownTotal = journal.rows.reduce((sum, row) => sum + row.amountCents, 0);
  const total = searching ? shownTotal : (periodTotals?.encaisseCents ?? null);
  const count = searching ? journal.rows.length : (periodTotals?.receiptCount ?? null);
  return (
    <section aria-labelledby="receipts-title">
      <h2 id="receipts-title">Livre-journal des recettes — {periodLabel}</h2>
      <p className={styles.muted}>
        Chaque encaissement avec l’identité du client, la date, le montant et le mode de règlement (CGI, art. 99), et la
        facture réglée. La TVA de chaque règlement est la part de TVA de la facture, au prorata de son TTC.
      </p>
      <div className={styles.toolbar}>
        <TextField
          label="Rechercher"
          type="search"
          hint="Client, numéro de facture, mode ou référence."
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <dl
        className={styles.totals}
        aria-label={searching && journal.hasMore ? 'Totaux des recettes affichées' : 'Totaux des recettes'}
      >
        <div>
          <dt>Encaissements</dt>
          <dd data-testid="receipts-total">{total === null ? '…' : formatAmount(total)}</dd>
        </div>
        <div>
          <dt>Règlements</dt>
          <dd>{count ?? '…'}</dd>
        </div>
      </dl>
      {journal.error ? (
        <LoadError message={journal.error} />
      ) : journal.loading ? (
        <p role="status">Chargement des encaissements…</p>
      ) : (
        <>
          <DataTable
            caption={`Livre-journal des recettes — ${periodLabel}`}
            columns={columns}
            rows={journal.rows}
            rowKey={(row) => row.id}
            empty={
              <EmptyState title={searching ? 'Aucun encaissement trouvé' : 'Aucun encaissement sur la période'}>
                {searching
                  ? 'Aucun règlement de la période ne correspond à cette recherche.'
                  : 'Les règlements enregistrés sur les factures (Facturation › Enregistrer un paiement) apparaissent ici.'}
              </EmptyState>
            }
          />
          <ShowMore
            hasMore={journal.hasMore}
            loadingMore={journal.loadingMore}
            onMore={journal.loadMore}
            of="de règlements"
            shown={journal.rows.length}
            total={searching ? null : (periodTotals?.receiptCount ?? null)}
            noun={NOUN}
          />
        </>
      )}
    </section>
  );
}
