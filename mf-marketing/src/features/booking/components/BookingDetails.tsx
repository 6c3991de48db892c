import { type MouseEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ConsultationType, PublicProfile } from 'shared-data';
import { TEXT_LIMITS } from 'shared-data/textLimits';
import { Checkbox, FormError, SubmitButton, TextField, UnsavedChangesGuard, focusWhenShown } from 'shared-ui/public';
import { Honeypot } from '../../../components/Honeypot.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { resolverOf } from '../../validation/model/formChecks.ts';
import { BOOKING_LIMIT, browserRate, rateMessage } from '../../validation/model/rateLimit.ts';
import { type BookingDone, describeBookingFailure, requestBooking } from '../api/bookingActions.ts';
import { phoneRule, prefetchPhoneRule } from '../api/phoneRule.ts';
import {
  type BookingFormValues,
  checkBookingForm,
  EMPTY_BOOKING_FORM,
  MOTIF_MAX,
  NAME_MAX,
} from '../model/bookingForm.ts';
import styles from './booking.module.css';
import { bookingConfirmation } from './bookingConfirmation.ts';

export type Submitted = BookingDone & { type: ConsultationType; values: BookingFormValues };

export type BookingDetailsProps = {
  profile: PublicProfile;
  /** What is chosen above ('' while it is not). */
  type: ConsultationType | '';
  start: string;
  /** Sending without a type or a slot: the flow shows why next to that step. */
  onMissingChoice: (missing: 'type' | 'slot') => void;
  /** The slot went away while sending (taken meanwhile…): the flow asks for another, the form keeps what was typed. */
  onSlotRefused: (message: string) => void;
  onSent: (submitted: Submitted) => void;
};

function prefetchSending(): void {
  prefetchPhoneRule();
  bookingConfirmation.preload();
}

/** The notice is on the same page: scroll to it without a new history entry (the form stays as typed). */
function showPrivacyNotice(event: MouseEvent<HTMLAnchorElement>) {
  const notice = document.getElementById('confidentialite');
  if (!notice) return;
  event.preventDefault();
  notice.scrollIntoView();
  notice.focus({ preventScroll: true });
}

const bookingResolver = resolverOf<BookingFormValues>(async (values) => checkBookingForm(values, await phoneRule()));

/**
 * Step 3, the visitor's details and consent, then the atomic booking. Its own chunk, with
 * react-hook-form: BookingFlow fetches it as the visitor starts choosing or scrolls to it.
 */
export function BookingDetails({ profile, type, start, onMissingChoice, onSlotRefused, onSent }: BookingDetailsProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const form = useForm<BookingFormValues>({
    resolver: bookingResolver,
    defaultValues: EMPTY_BOOKING_FORM,
    mode: 'onTouched',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const motifLength = form.watch('motif').length;

  const onValid = async (values: BookingFormValues) => {
    setFormError(null);
    if (!type) return onMissingChoice('type');
    if (!start) return onMissingChoice('slot');
    if (values.website) {
      // A robot filled the honeypot: pretend success, write nothing.
      onSent({ requestId: 'ignored', slotId: '', start, end: start, type, values });
      return;
    }
    const rate = browserRate(BOOKING_LIMIT);
    if (!rate.allowed) {
      setFormError(rateMessage(rate.waitMinutes));
      focusWhenShown(formErrorRef);
      return;
    }
    try {
      const { website: _honeypot, ...details } = values;
      const result = await requestBooking({ proUid: profile.uid, start, type, values: details });
      rate.record();
      form.reset(values); // not dirty any more: leaving the confirmation asks nothing
      onSent({ ...result, type, values });
    } catch (error) {
      const failure = describeBookingFailure(error);
      if (failure.pickAnotherSlot) {
        onSlotRefused(failure.message);
      } else {
        setFormError(failure.message);
        focusWhenShown(formErrorRef);
      }
    }
  };

  return (
    <>
      <UnsavedChangesGuard
        when={isDirty}
        message="Votre demande de rendez-vous n’a pas été envoyée : ce que vous avez saisi sera perdu."
      />
      <form
        noValidate
        className={styles.form}
        onFocus={prefetchSending}
        onSubmit={form.handleSubmit(onValid, (fieldErrors) => {
          const first = (['name', 'email', 'phone', 'motif', 'consent'] as const).find((key) => fieldErrors[key]);
          if (first) form.setFocus(first);
        })}
      >
        <FormError ref={formErrorRef} title="La demande n’a pas été envoyée" message={formError} />
        <TextField
          label="Nom et prénom"
          autoComplete="name"
          showRequired
          error={errors.name?.message}
          maxLength={NAME_MAX}
          {...form.register('name')}
        />
        <TextField
          label="Adresse email"
          type="email"
          autoComplete="email"
          hint="La confirmation du professionnel vous sera envoyée à cette adresse."
          showRequired
          error={errors.email?.message}
          maxLength={TEXT_LIMITS.email}
          {...form.register('email')}
        />
        <TextField
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          showRequired
          error={errors.phone?.message}
          maxLength={TEXT_LIMITS.phone}
          {...form.register('phone')}
        />
        <TextArea
          label="Objet du rendez-vous"
          hint="En une ou deux phrases, par exemple : « Litige avec mon propriétaire sur le dépôt de garantie »."
          maxLength={MOTIF_MAX}
          length={motifLength}
          rows={3}
          error={errors.motif?.message}
          {...form.register('motif')}
        />
        <Checkbox
          label={
            <>
              J’accepte que ces informations soient transmises à {profile.fullName} pour traiter ma demande de
              rendez-vous (voir la{' '}
              {/* biome-ignore lint/a11y/useValidAnchor: a real link to the notice; the handler only avoids a history entry */}
              <a href="#confidentialite" onClick={showPrivacyNotice}>
                notice de confidentialité
              </a>
              ).
            </>
          }
          error={errors.consent?.message}
          {...form.register('consent')}
        />
        <Honeypot {...form.register('website')} />
        <SubmitButton submitting={isSubmitting} submittingLabel="Envoi de la demande…">
          Envoyer la demande de rendez-vous
        </SubmitButton>
      </form>
    </>
  );
}
