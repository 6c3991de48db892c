import { lazy, Suspense, useState } from 'react';
import type { BookingRequest } from 'shared-data';
import { Badge, Button, Dialog, EmptyState } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { DECISION_LABELS, requestWhen as when, TYPE_LABELS } from '../model/bookingDecision.ts';
import type { Decision } from './DecisionForm.tsx';

export type BookingRequestWithId = BookingRequest & { id: string };

// The answer form (react-hook-form, zod) comes when a request is answered, not with
// the dashboard; it is fetched as soon as the pointer or the focus reaches an answer button.
const loadDecisionForm = () => import('./DecisionForm.tsx');
const DecisionForm = lazy(() => loadDecisionForm().then((module) => ({ default: module.DecisionForm })));
const prefetchDecisionForm = () => void loadDecisionForm().catch(() => undefined);
const prefetchOnIntent = { onPointerEnter: prefetchDecisionForm, onFocus: prefetchDecisionForm };

export type BookingRequestListProps = {
  firmId: string;
  uid: string;
  requests: readonly BookingRequestWithId[];
  /** Compact rendering for the dashboard widget. */
  compact?: boolean;
  /** Under the requests to confirm, and under those awaiting the requester (a page's « Afficher plus »). */
  pendingMore?: React.ReactNode;
  proposedMore?: React.ReactNode;
};

/** Pending booking requests from the public page, each confirmed or declined with a message. */
export function BookingRequestList({
  firmId,
  uid,
  requests,
  compact = false,
  pendingMore = null,
  proposedMore = null,
}: BookingRequestListProps) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const pending = requests.filter((r) => r.status === 'à confirmer').sort((a, b) => a.start.localeCompare(b.start));
  const proposed = requests.filter((r) => r.status === 'autre horaire proposé');
  const awaiting =
    proposed.length > 0 && !compact ? (
      <ul className={styles.list} aria-label="Horaires proposés, en attente du demandeur">
        {proposed.map((request) => (
          <li key={request.id} className={styles.listItem} data-booking-proposal={request.id}>
            <div>
              <strong>{request.name}</strong> — proposé :{' '}
              {request.proposedStart ? when({ start: request.proposedStart }) : ''}{' '}
              <Badge tone="info">En attente du demandeur</Badge>
              <br />
              <span className={styles.muted}>
                Demandé : {when(request)} · {TYPE_LABELS[request.type]}
              </span>
            </div>
          </li>
        ))}
      </ul>
    ) : null;
  const awaitingBlock = awaiting ? (
    <>
      {awaiting}
      {proposedMore}
    </>
  ) : null;
  if (pending.length === 0)
    return (
      <>
        <EmptyState title="Aucune demande en attente">
          Les demandes de rendez-vous faites sur votre page publique de réservation apparaîtront ici.
        </EmptyState>
        {awaitingBlock}
      </>
    );
  return (
    <>
      <ul className={styles.list} aria-label="Demandes à confirmer">
        {pending.map((request) => (
          <li key={request.id} className={styles.listItem} data-booking-request={request.id}>
            <div>
              <strong>{request.name}</strong> — {when(request)} <Badge tone="warning">À confirmer</Badge>
              <br />
              <span className={styles.muted}>
                {TYPE_LABELS[request.type]}
                {compact ? '' : ` · ${request.email}${request.phone ? ` · ${request.phone}` : ''}`}
              </span>
              {request.motif && !compact ? <p style={{ margin: '0.25rem 0 0' }}>{request.motif}</p> : null}
            </div>
            <span className={styles.actions}>
              <Button
                variant="primary"
                {...prefetchOnIntent}
                onClick={() => setDecision({ request, decision: 'confirm' })}
                aria-label={`Confirmer la demande de ${request.name}`}
              >
                Confirmer
              </Button>
              <Button
                {...prefetchOnIntent}
                onClick={() => setDecision({ request, decision: 'propose' })}
                aria-label={`Proposer un autre horaire à ${request.name}`}
              >
                Autre horaire
              </Button>
              <Button
                {...prefetchOnIntent}
                onClick={() => setDecision({ request, decision: 'decline' })}
                aria-label={`Refuser la demande de ${request.name}`}
              >
                Refuser
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {pendingMore}
      {awaitingBlock}
      <Dialog
        open={decision !== null}
        title={decision ? `${DECISION_LABELS[decision.decision].title} ${decision.request.name}` : 'Répondre'}
        onClose={() => setDecision(null)}
      >
        {decision ? (
          <Suspense fallback={<p role="status">Chargement du formulaire…</p>}>
            <DecisionForm
              key={`${decision.request.id}-${decision.decision}`}
              firmId={firmId}
              uid={uid}
              decision={decision}
              onDone={() => setDecision(null)}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
