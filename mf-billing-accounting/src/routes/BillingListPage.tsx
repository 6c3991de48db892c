import { useDeferredValue, useMemo } from 'react';
import {
  DataTable,
  EmptyState,
  formatAmount,
  formatDate,
  TextField,
  useUrlFilters,
  type DataColumn,
  todayIso,
  Link,
} from 'shared-ui';
import { Loading, LoadError } from '../components/PageStates.tsx';
import styles from '../components/layout.ts';
import { EinvoiceBadge } from '../features/invoices/components/EinvoiceBadge.tsx';
import { InvoiceDetail } from '../features/invoices/components/InvoiceDetail.tsx';
import { StateBadge } from '../features/invoices/components/StateBadge.tsx';
import { useInvoiceRows } from '../features/invoices/hooks/useBillingData.ts';
import { useTransmissionStatuses } from '../features/invoices/hooks/useEinvoicing.ts';
import { listStatus } from '../features/invoices/model/einvoicing.ts';
import { KIND_LABELS } from '../features/invoices/model/documentKind.ts';
import {
  DEFAULT_INVOICE_FILTERS,
  filterInvoices,
  sortInvoiceRows,
  totalsOf,
  type InvoiceRow,
  type InvoiceView,
} from '../features/invoices/model/invoiceList.ts';
import { type EinvoiceTransmission, useWorkContext } from 'shared-data';

const TITLES: Record<InvoiceView, { title: string; empty: string }> = {
  all: { title: 'Facturation', empty: 'Aucune facture pour le moment' },
  paid: { title: 'Factures payées', empty: 'Aucune facture payée' },
  unpaid: { title: 'Factures impayées', empty: 'Aucune facture impayée' },
  pending: { title: 'Factures en attente', empty: 'Aucune facture en attente' },
};

const COLUMNS: DataColumn<InvoiceRow>[] = [
  {
    id: 'number',
    header: 'Numéro',
    width: '10rem',
    cell: (row) => (
      <Link to={`/app/billing?facture=${row.id}`} aria-label={`${KIND_LABELS[row.kind]} ${row.number}`}>
        {row.kind === 'facture' ? row.number : `${row.kind === 'avoir' ? 'Avoir' : 'Provision'} ${row.number}`}
      </Link>
    ),
  },
  { id: 'client', header: 'Client', cell: (row) => row.clientName },
  { id: 'case', header: 'Dossier', width: '7rem', cell: (row) => row.caseReference || '—' },
  { id: 'date', header: 'Date', width: '8rem', cell: (row) => formatDate(row.date) },
  { id: 'due', header: 'Échéance', width: '8rem', cell: (row) => (row.dueDate ? formatDate(row.dueDate) : '—') },
  {
    id: 'ttc',
    header: 'Total TTC',
    width: '8rem',
    cell: (row) => formatAmount(row.kind === 'avoir' ? -row.totalTtcCents : row.totalTtcCents),
  },
  { id: 'remaining', header: 'Reste dû', width: '8rem', cell: (row) => formatAmount(row.remainingCents) },
  { id: 'state', header: 'Statut', width: '9rem', cell: (row) => <StateBadge state={row.state} /> },
];

/** The columns, with each row's status on the plateforme agréée (« Déposée », « Refusée »…) when it has one. */
function columnsWith(transmissions: ReadonlyMap<string, EinvoiceTransmission>): DataColumn<InvoiceRow>[] {
  return [
    ...COLUMNS,
    {
      id: 'einvoice',
      header: 'Facture électronique',
      width: '11rem',
      cell: (row) => {
        const shown = listStatus(transmissions.get(row.id), row.toPlatform);
        return shown ? <EinvoiceBadge status={shown.status} label={shown.label} /> : '—';
      },
    },
  ];
}

const URL_DEFAULTS = { q: '', du: '', au: '', facture: '' };

/** /app/billing (all, drafts included), /paid, /unpaid, /pending: counts, totals, search, period; detail by ?facture=ID. */
export function BillingListPage({ view }: { view: InvoiceView }) {
  const work = useWorkContext();
  const today = todayIso();
  const [url, setUrl] = useUrlFilters(URL_DEFAULTS);
  const { rows, invoices, loading, error } = useInvoiceRows(work.firmId, today);
  const transmissions = useTransmissionStatuses(work.firmId);
  const columns = useMemo(() => columnsWith(transmissions), [transmissions]);
  const query = useDeferredValue(url.q);
  const sorted = useMemo(() => sortInvoiceRows(rows), [rows]);
  const visible = useMemo(
    () => filterInvoices(sorted, view, { ...DEFAULT_INVOICE_FILTERS, query, from: url.du, to: url.au }),
    [sorted, view, query, url.du, url.au],
  );
  const totals = useMemo(() => totalsOf(visible), [visible]);
  const { title, empty } = TITLES[view];

  if (work.loading || (loading && rows.length === 0)) return <Loading label="Chargement des factures…" />;
  if (!work.firmId || !work.uid)
    return <LoadError message="Votre cabinet n’a pas pu être identifié. Reconnectez-vous puis réessayez." />;
  if (error) return <LoadError message={error} />;
  if (url.facture) {
    const invoice = invoices.data.find((item) => item.id === url.facture) ?? null;
    return <InvoiceDetail firmId={work.firmId} uid={work.uid} invoice={invoice} today={today} />;
  }

  return (
    <section aria-labelledby="billing-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Facturation</p>
          <h1 id="billing-title">{title}</h1>
        </div>
        <div className={styles.actions}>
          <Link className={styles.primaryLink} to="/app/billing/new">
            Nouvelle facture
          </Link>
          <Link to="/app/billing/new?provision=1">Demande de provision</Link>
        </div>
      </header>
      <search className={styles.toolbar} aria-label="Rechercher des factures">
        <TextField
          label="Rechercher"
          type="search"
          placeholder="Numéro, client, dossier…"
          value={url.q}
          onChange={(event) => setUrl({ q: event.target.value })}
        />
        <TextField label="Du" type="date" value={url.du} onChange={(event) => setUrl({ du: event.target.value })} />
        <TextField label="Au" type="date" value={url.au} onChange={(event) => setUrl({ au: event.target.value })} />
      </search>
      <dl className={styles.totals} aria-label="Totaux de la liste">
        <div>
          <dt>Nombre</dt>
          <dd data-testid="invoices-count">{totals.count}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd data-testid="invoices-total">{formatAmount(totals.ttcCents)}</dd>
        </div>
        <div>
          <dt>Reste dû</dt>
          <dd data-testid="invoices-remaining">{formatAmount(totals.remainingCents)}</dd>
        </div>
      </dl>
      <p className={styles.count} role="status" data-query={query}>
        {visible.length} document{visible.length > 1 ? 's' : ''} sur {rows.length}
      </p>
      <DataTable
        caption={title}
        columns={columns}
        rows={visible}
        rowKey={(row) => row.id}
        empty={
          rows.length === 0 ? (
            <EmptyState title={empty} action={<Link to="/app/billing/new">Préparer une facture</Link>}>
              Les factures du cabinet apparaîtront ici, numérotées sans trou par année.
            </EmptyState>
          ) : (
            <EmptyState title={empty}>Modifiez la recherche ou la période.</EmptyState>
          )
        }
      />
    </section>
  );
}
