import { useMemo, useRef } from 'react';
import {
  DataTable,
  EmptyState,
  formatAmount,
  formatCount,
  formatDate,
  Select,
  TextField,
  useUrlFilters,
  type DataColumn,
  todayIso,
  Link,
  LoadError,
  Loading,
  NoCabinet,
  ShowMore,
  shownCount,
  useSettledValue,
} from 'shared-ui';
import { OneLine } from '../components/OneLine.tsx';
import styles from '../components/layout.ts';
import { EinvoiceBadge } from '../features/invoices/components/EinvoiceBadge.tsx';
import { InvoiceDetail } from '../features/invoices/components/InvoiceDetail.tsx';
import { StateBadge } from '../features/invoices/components/StateBadge.tsx';
import { useInvoice } from '../features/invoices/hooks/useBillingData.ts';
import { useTransmissionStatuses } from '../features/invoices/hooks/useEinvoicing.ts';
import { type ListPart, useInvoiceList } from '../features/invoices/hooks/useInvoiceList.ts';
import { listStatus } from '../features/invoices/model/einvoicing.ts';
import { KIND_LABELS } from '../features/invoices/model/documentKind.ts';
import {
  type InvoiceFilters,
  type InvoiceRow,
  type InvoiceView,
  VIEW_STATE_OPTIONS,
} from '../features/invoices/model/invoiceList.ts';
import { INVOICE_STATE_LABELS } from 'shared-data/invoiceTotals';
import { DATA_MESSAGES, type EinvoiceTransmission, searchQueryOf, useWorkContext } from 'shared-data';

const TITLES: Record<InvoiceView, { title: string; empty: string }> = {
  all: { title: 'Facturation', empty: 'Aucune facture pour le moment' },
  paid: { title: 'Factures payées', empty: 'Aucune facture payée' },
  unpaid: { title: 'Factures impayées', empty: 'Aucune facture impayée' },
  pending: { title: 'Factures en attente', empty: 'Aucune facture en attente' },
};

const DOCUMENTS = { one: 'document', many: 'documents' };
const DRAFTS = { one: 'brouillon', many: 'brouillons' };

// Eight columns side by side in the 974 px a 1280 px laptop leaves the list, the client's name (and
// under it the dossier's reference) taking the rest: about 7rem there, 17rem at 1440 px. Dates and
// amounts stay on one line.
const COLUMNS: DataColumn<InvoiceRow>[] = [
  {
    id: 'number',
    header: 'Numéro',
    width: '8rem',
    cell: (row) => (
      <Link to={`/app/billing?facture=${row.id}`} aria-label={`${KIND_LABELS[row.kind]} ${row.number}`}>
        {row.kind === 'facture' ? null : `${row.kind === 'avoir' ? 'Avoir' : 'Provision'} `}
        <OneLine>{row.number}</OneLine>
      </Link>
    ),
  },
  {
    id: 'client',
    header: 'Client',
    // One element: the phone's card layout lays a cell's children side by side.
    cell: (row) => (
      <span>
        {row.clientName}
        {row.caseReference ? (
          <span className={styles.cellNote}>
            <span className="pt-visually-hidden">Dossier </span>
            {row.caseReference}
          </span>
        ) : null}
      </span>
    ),
  },
  { id: 'date', header: 'Date', width: '7.5rem', cell: (row) => <OneLine>{formatDate(row.date)}</OneLine> },
  {
    id: 'due',
    header: 'Échéance',
    width: '7.5rem',
    cell: (row) => (row.dueDate ? <OneLine>{formatDate(row.dueDate)}</OneLine> : '—'),
  },
  {
    id: 'ttc',
    header: 'Total TTC',
    width: '7.5rem',
    cell: (row) => <OneLine>{formatAmount(row.kind === 'avoir' ? -row.totalTtcCents : row.totalTtcCents)}</OneLine>,
  },
  {
    id: 'remaining',
    header: 'Reste dû',
    width: '7.5rem',
    cell: (row) => <OneLine>{formatAmount(row.remainingCents)}</OneLine>,
  },
  { id: 'state', header: 'Statut', width: '7rem', cell: (row) => <StateBadge state={row.state} /> },
];

/** The columns, with each row's status on the plateforme agréée (« Déposée », « Refusée »…) when it has one. */
function columnsWith({
  statuses,
  known,
}: {
  statuses: ReadonlyMap<string, EinvoiceTransmission>;
  known: ReadonlySet<string>;
}): DataColumn<InvoiceRow>[] {
  return [
    ...COLUMNS,
    {
      id: 'einvoice',
      header: 'Facture électronique',
      // « électronique » on one line of its own.
      width: '8.5rem',
      cell: (row) => {
        if (row.toPlatform && !known.has(row.id))
          return <span className="pt-visually-hidden">Statut en chargement</span>;
        const shown = listStatus(statuses.get(row.id), row.toPlatform);
        return shown ? <EinvoiceBadge status={shown.status} label={shown.label} /> : '—';
      },
    },
  ];
}

const URL_DEFAULTS = { q: '', du: '', au: '', statut: 'tous', facture: '' };

/**
 * /app/billing (all, its drafts in their own section), /paid, /unpaid, /pending: a page of
 * documents at a time (« Afficher plus »), filtered, searched and sorted by the backend; count and
 * totals by aggregation; detail by ?facture=ID, read by its id.
 */
export function BillingListPage({ view }: { view: InvoiceView }) {
  const work = useWorkContext();
  const today = todayIso();
  const [url, setUrl] = useUrlFilters(URL_DEFAULTS);
  const states = VIEW_STATE_OPTIONS[view];
  const state: InvoiceFilters['state'] = (states as string[]).includes(url.statut)
    ? (url.statut as InvoiceFilters['state'])
    : 'tous';
  // The backend is asked when the typing pauses (each search reads a page of documents).
  const query = useSettledValue(url.q);
  const search = useMemo(() => searchQueryOf(query), [query]);
  const detailId = url.facture || null;
  // The detail reads its invoice alone; the list is read again on the way back.
  const list = useInvoiceList(detailId ? null : work.firmId, {
    view,
    filters: { state, from: url.du, to: url.au },
    search,
    today,
  });
  const detail = useInvoice(work.firmId, detailId);
  const platformIds = [...(list.drafts?.rows ?? []), ...(list.issued?.rows ?? [])]
    .filter((row) => row.toPlatform)
    .map((row) => row.id);
  const transmissions = useTransmissionStatuses(detailId ? null : work.firmId, platformIds);
  const columns = useMemo(() => columnsWith(transmissions), [transmissions]);
  const countRef = useRef<HTMLParagraphElement>(null);
  const draftCountRef = useRef<HTMLParagraphElement>(null);
  const main = list.issued ?? list.drafts;
  const totals = list.totals;
  // The screen shows once its first page and totals are there; later queries (a filter, a search)
  // keep it shown, the search field focused.
  const shown = useRef(false);
  if (main && !main.loading && (totals || list.totalsError || main.error)) shown.current = true;
  const { title, empty } = TITLES[view];
  const filtered = Boolean(query.trim() || url.du || url.au || state !== 'tous');

  if (work.loading) return <Loading label="Chargement des factures…" />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  if (detailId) {
    if (detail.loading) return <Loading label="Chargement de la facture…" />;
    // Another cabinet's invoice, or none: the same page, no data. Anything else says why, with a retry.
    if (detail.error && detail.error !== DATA_MESSAGES.otherFirm && detail.error !== DATA_MESSAGES.denied)
      return <LoadError message={detail.error} />;
    return <InvoiceDetail firmId={work.firmId} uid={work.uid} invoice={detail.data} today={today} />;
  }
  if (main && !shown.current) return <Loading label="Chargement des factures…" />;

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
        {states.length > 0 ? (
          <Select
            label="Statut"
            value={state}
            onChange={(event) => setUrl({ statut: event.target.value })}
            options={[
              { value: 'tous', label: 'Tous les statuts' },
              ...states.map((value) => ({ value, label: INVOICE_STATE_LABELS[value] })),
            ]}
          />
        ) : null}
        <TextField label="Du" type="date" value={url.du} onChange={(event) => setUrl({ du: event.target.value })} />
        <TextField label="Au" type="date" value={url.au} onChange={(event) => setUrl({ au: event.target.value })} />
      </search>
      <dl className={styles.totals} aria-label="Totaux de la liste" aria-busy={totals === null || undefined}>
        <div>
          <dt>Nombre</dt>
          <dd data-testid="invoices-count">{totals ? formatCount(totals.count) : '…'}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd data-testid="invoices-total">{totals ? formatAmount(totals.ttcCents) : '…'}</dd>
        </div>
        <div>
          <dt>Reste dû</dt>
          <dd data-testid="invoices-remaining">{totals ? formatAmount(totals.remainingCents) : '…'}</dd>
        </div>
      </dl>
      {totals && !totals.exact ? (
        <p className={styles.muted} data-testid="totals-partial">
          Totaux des documents affichés : la recherche se poursuit dans les suivants (« Afficher plus »).
        </p>
      ) : null}
      {list.totalsError ? <p role="alert">{list.totalsError}</p> : null}

      {list.drafts && list.issued ? (
        <>
          <h2>Brouillons</h2>
          <ListSection
            part={list.drafts}
            caption="Brouillons"
            columns={columns}
            noun={DRAFTS}
            total={null}
            query={query}
            countRef={draftCountRef}
            testId="drafts-count"
            empty={<p className={styles.muted}>Aucun brouillon{filtered ? ' ne correspond' : ''}.</p>}
          />
          <h2>Factures émises</h2>
        </>
      ) : null}
      {main ? (
        <ListSection
          part={main}
          caption={title}
          columns={columns}
          noun={list.issued ? DOCUMENTS : DRAFTS}
          total={totals?.exact ? totals.count : null}
          query={query}
          countRef={countRef}
          testId="invoices-shown"
          empty={
            !filtered && view === 'all' ? (
              <EmptyState title={empty} action={<Link to="/app/billing/new">Préparer une facture</Link>}>
                Les factures du cabinet apparaîtront ici, numérotées sans trou par année.
              </EmptyState>
            ) : main.hasMore ? (
              <EmptyState title="Aucun document dans cette page">
                La recherche continue dans les documents suivants : « Afficher plus ».
              </EmptyState>
            ) : (
              <EmptyState title={empty}>Modifiez la recherche, le statut ou la période.</EmptyState>
            )
          }
        />
      ) : (
        <EmptyState title={empty}>Ce statut n’est pas dans cette liste : choisissez-en un autre.</EmptyState>
      )}
    </section>
  );
}

/** One paged section: its count, its table, « Afficher plus ». */
function ListSection({
  part,
  caption,
  columns,
  noun,
  total,
  query,
  countRef,
  testId,
  empty,
}: {
  part: ListPart;
  caption: string;
  columns: DataColumn<InvoiceRow>[];
  noun: { one: string; many: string };
  total: number | null;
  query: string;
  countRef: React.RefObject<HTMLParagraphElement | null>;
  testId: string;
  empty: React.ReactNode;
}) {
  return (
    <>
      <p
        ref={countRef}
        tabIndex={-1}
        className={styles.count}
        role="status"
        aria-busy={part.loading || part.pending || undefined}
        data-testid={testId}
        data-query={part.loading ? undefined : query}
      >
        {part.loading ? 'Chargement des factures…' : shownCount(part.rows.length, total, noun)}
      </p>
      {part.error ? (
        <LoadError message={part.error} />
      ) : part.loading ? null : part.rows.length === 0 && !part.hasMore ? (
        empty
      ) : (
        <DataTable caption={caption} columns={columns} rows={part.rows} rowKey={(row) => row.id} empty={empty} />
      )}
      <ShowMore
        hasMore={part.hasMore}
        loadingMore={part.loadingMore}
        onMore={part.loadMore}
        of={`de ${noun.many}`}
        count={countRef}
      />
    </>
  );
}
