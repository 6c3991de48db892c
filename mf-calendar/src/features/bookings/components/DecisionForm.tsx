/** The answer to one booking request (confirm or decline, with a message): loaded when opened. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type BookingRequest, messageOf, TEXT_LIMITS } from 'shared-data';
import { Button, FormError, SubmitButton, TextArea, UnsavedChangesGuard, focusWhenShown } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { keepFieldFocusOnPress } from '../../../lib/pointer.ts';
import { confirmBooking, declineBooking } from '../hooks/bookingActions.ts';
import { defaultMessage, requestWhen as when, TYPE_LABELS } from '../model/bookingDecision.ts';
import { type DecisionValues, decisionSchema } from '../model/decisionForm.ts';

export type Decision = { request: BookingRequest & { id: string }; decision: 'confirm' | 'decline' };

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
