import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type BookingRequest, messageOf, TEXT_LIMITS } from 'shared-data';
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  FormError,
  SubmitButton,
  TextArea,
  UnsavedChangesGuard,
  focusWhenShown,
} from 'shared-ui';
import styles from '../../../components/layout.ts';
import { keepFieldFocusOnPress } from '../../../lib/pointer.ts';
import { confirmBooking, declineBooking } from '../hooks/bookingActions.ts';
import { type DecisionValues, decisionSchema, defaultMessage, TYPE_LABELS } from '../model/bookingDecision.ts';
import { formatParisDate, formatParisTime } from '../../../lib/parisTime.ts';

export type BookingRequestWithId = BookingRequest & { id: string };
type Decision = { request: BookingRequestWithId; decision: 'confirm' | 'decline' };

export type BookingRequestListProps = {
  firmId: string;
  uid: string;
  requests: readonly BookingRequestWithId[];
  /** Compact rendering for the dashboard widget. */
  compact?: boolean;
};

const when = (request: BookingRequest) => `${formatParisDate(request.start)} à ${formatParisTime(request.start)}`;

/** Pending booking requests from the public page, each confirmed or declined with a message. */
export function BookingRequestList({ firmId, uid, requests, compact = false }: BookingRequestListProps) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const pending = requests.filter((r) => r.status === 'à confirmer').sort((a, b) => a.start.localeCompare(b.start));
  if (pending.length === 0)
    return (
      <EmptyState title="Aucune demande en attente">
        Les demandes de rendez-vous faites sur votre page publique de réservation apparaîtront ici.
      </EmptyState>
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
                onClick={() => setDecision({ request, decision: 'confirm' })}
                aria-label={`Confirmer la demande de ${request.name}`}
              >
                Confirmer
              </Button>
              <Button
                onClick={() => setDecision({ request, decision: 'decline' })}
                aria-label={`Refuser la demande de ${request.name}`}
              >
                Refuser
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Dialog
        open={decision !== null}
        title={
          decision
            ? `${decision.decision === 'confirm' ? 'Confirmer' : 'Refuser'} le rendez-vous de ${decision.request.name}`
            : 'Répondre'
        }
        onClose={() => setDecision(null)}
      >
        {decision ? (
          <DecisionForm
            key={`${decision.request.id}-${decision.decision}`}
            firmId={firmId}
            uid={uid}
            decision={decision}
            onDone={() => setDecision(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function DecisionForm({
  firmId,
  uid,
  decision,
  onDone,
}: {
  firmId: string;
  uid: string;
  decision: Decision;
  onDone: () => void;
}) {
  const { request } = decision;
  const form = useForm<DecisionValues>({
    resolver: zodResolver(decisionSchema),
    defaultValues: {
      message: defaultMessage({ decision: decision.decision, name: request.name, when: when(request) }),
    },
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const confirm = decision.decision === 'confirm';
  const onValid = async ({ message }: DecisionValues) => {
    setFailure(null);
    try {
      if (confirm) await confirmBooking({ firmId, uid, requestId: request.id, message });
      else await declineBooking({ uid, requestId: request.id, message });
      toast.success(
        confirm ? 'Rendez-vous confirmé et ajouté à l’agenda.' : 'Demande refusée : le créneau est libéré.',
      );
      onDone();
    } catch (error) {
      setFailure(messageOf(error));
      focusWhenShown(errorRef);
    }
  };
  const messageError = form.formState.errors.message?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, () => form.setFocus('message'))}
      aria-label="Réponse au demandeur"
    >
      <p>
        {when(request)} · {TYPE_LABELS[request.type]} · {request.email}
      </p>
      <p className={styles.muted}>
        {confirm
          ? 'Le rendez-vous sera ajouté à votre agenda ; le créneau reste réservé.'
          : 'Le créneau sera de nouveau proposé sur votre page de réservation.'}
      </p>
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <FormError
        ref={errorRef}
        title={confirm ? 'Confirmation impossible' : 'Refus impossible'}
        message={failure ?? undefined}
      />
      <TextArea
        label="Message au demandeur"
        showRequired
        id="decision-message"
        maxLength={TEXT_LIMITS.message}
        error={messageError}
        {...form.register('message')}
      />
      <div className={styles.formActions}>
        <SubmitButton {...keepFieldFocusOnPress} submitting={form.formState.isSubmitting} submittingLabel="Envoi…">
          {confirm ? 'Confirmer le rendez-vous' : 'Refuser la demande'}
        </SubmitButton>
        <Button onClick={onDone}>Annuler</Button>
      </div>
    </form>
  );
}
