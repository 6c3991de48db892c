/** The answer to one booking request (confirm, decline or propose another time, with a message): loaded when opened. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type BookingRequest, messageOf, TEXT_LIMITS } from 'shared-data';
import { Button, FormError, Select, SubmitButton, TextArea, UnsavedChangesGuard, focusWhenShown } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { keepFieldFocusOnPress } from '../../../components/pointer.ts';
import { confirmBooking, declineBooking, proposeOtherTime } from '../api/bookingActions.ts';
import { useProposableTimes } from '../hooks/useProposableTimes.ts';
import {
  DECISION_LABELS,
  type DecisionKind,
  defaultMessage,
  requestWhen as when,
  TYPE_LABELS,
} from '../model/bookingDecision.ts';
import { type DecisionValues, decisionSchema, proposalSchema } from '../model/decisionForm.ts';

export type Decision = { request: BookingRequest & { id: string }; decision: DecisionKind };

const NOTES: Record<DecisionKind, string> = {
  confirm: 'Le rendez-vous sera ajouté à votre agenda ; le créneau reste réservé.',
  decline: 'Le créneau sera de nouveau proposé sur votre page de réservation.',
  propose:
    'Le créneau demandé est libéré et l’horaire choisi réservé au demandeur, qui reçoit un lien pour l’accepter ; le rendez-vous arrive alors dans votre agenda.',
};

export function DecisionForm({
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
  const propose = decision.decision === 'propose';
  const form = useForm<DecisionValues>({
    resolver: zodResolver(propose ? proposalSchema : decisionSchema),
    defaultValues: {
      message: defaultMessage({ decision: decision.decision, name: request.name, when: when(request) }),
      proposedStart: '',
    },
    mode: 'onTouched',
  });
  const proposable = useProposableTimes(request);
  const [failure, setFailure] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const labels = DECISION_LABELS[decision.decision];
  const onValid = async ({ message, proposedStart }: DecisionValues) => {
    setFailure(null);
    try {
      if (decision.decision === 'confirm') await confirmBooking({ firmId, uid, requestId: request.id, message });
      else if (propose) await proposeOtherTime({ uid, requestId: request.id, start: proposedStart, message });
      else await declineBooking({ uid, requestId: request.id, message });
      toast.success(labels.done);
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
      onSubmit={form.handleSubmit(onValid, (errors) =>
        form.setFocus(errors.proposedStart ? 'proposedStart' : 'message'),
      )}
      aria-label="Réponse au demandeur"
    >
      <p>
        {when(request)} · {TYPE_LABELS[request.type]} · {request.email}
      </p>
      <p className={styles.muted}>{NOTES[decision.decision]}</p>
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <FormError ref={errorRef} title={`${labels.button} : impossible`} message={failure ?? undefined} />
      {propose ? (
        <Select
          label="Nouvel horaire"
          showRequired
          placeholder={proposable.loading ? 'Chargement des créneaux libres…' : 'Choisir…'}
          options={proposable.times.map((time) => ({ value: time.start, label: when(time) }))}
          hint={
            !proposable.loading && proposable.times.length === 0
              ? 'Aucun créneau libre dans les quatre semaines à venir : élargissez vos disponibilités.'
              : 'Vos créneaux libres des quatre prochaines semaines, pour ce type de rendez-vous.'
          }
          error={form.formState.errors.proposedStart?.message}
          {...form.register('proposedStart')}
        />
      ) : null}
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
          {labels.submit}
        </SubmitButton>
        <Button onClick={onDone}>Annuler</Button>
      </div>
    </form>
  );
}
