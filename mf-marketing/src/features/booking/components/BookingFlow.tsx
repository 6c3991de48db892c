import { lazy, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ConsultationType } from 'shared-data';
import {
  Checkbox,
  FormError,
  LazyPage,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  focusWhenShown,
} from 'shared-ui/public';
import { usePageSearchParams } from 'shared-ui/public';
import pageStyles from '../../../components/marketing.module.css';
import { Honeypot } from '../../../components/Honeypot.tsx';
import { offeredSlots } from '../model/offeredSlots.ts';
import { TextArea } from '../../../components/TextArea.tsx';
import { BOOKING_LIMIT, browserRate, rateMessage } from '../../../lib/rateLimit.ts';
import { CONSULTATION_LABELS } from '../../directory/model/directory.ts';
import { BOOKING_ERRORS, type BookingDone, describeBookingFailure, requestBooking } from '../hooks/bookingActions.ts';
import type { BookingData } from '../hooks/useBookingData.ts';
import { phoneRule, prefetchPhoneRule } from '../hooks/phoneRule.ts';
import {
  BOOKING_MESSAGES,
  type BookingFormValues,
  checkBookingForm,
  EMPTY_BOOKING_FORM,
  MOTIF_MAX,
  NAME_MAX,
} from '../model/bookingForm.ts';
import { resolverOf } from '../../../lib/formChecks.ts';
import styles from './booking.module.css';
import { SlotPicker } from './SlotPicker.tsx';
import { TEXT_LIMITS } from 'shared-data/textLimits';

type Ready = Extract<BookingData, { status: 'ready' }>;

// The confirmation (and its .ics file) is shown once a request is sent: fetched when the visitor
// starts on the form, with the data layer that sends it — not with the page.
const loadConfirmation = () => import('./BookingConfirmation.tsx');
const BookingConfirmation = lazy(() => loadConfirmation().then((module) => ({ default: module.BookingConfirmation })));

function prefetchSending(): void {
  prefetchPhoneRule();
  loadConfirmation().catch(() => undefined);
}

/** The notice is on the same page: scroll to it without a new history entry (the form stays as typed). */
function showPrivacyNotice(event: MouseEvent<HTMLAnchorElement>) {
  const notice = document.getElementById('confidentialite');
  if (!notice) return;
  event.preventDefault();
  notice.scrollIntoView();
  notice.focus({ preventScroll: true });
}

/** The minute, refreshed every minute: slots inside the minimum notice disappear as time passes. */
function useNowMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return Math.floor(now / 60_000) * 60_000;
}

export type Submitted = BookingDone & { type: ConsultationType; values: BookingFormValues };

const bookingResolver = resolverOf<BookingFormValues>(async (values) => checkBookingForm(values, await phoneRule()));

/** Type, slot, details and consent, then the atomic booking; a taken slot keeps everything typed. */
export function BookingFlow({ data }: { data: Ready }) {
  const { profile, availability, taken } = data;
  const offered = profile.consultationTypes;
  const [type, setType] = useState<ConsultationType | ''>(offered.length === 1 ? offered[0]! : '');
  // `/book?pro=ID&jour=YYYY-MM-DD` (from the profile page): that day is shown first when it has free slots.
  const [params] = usePageSearchParams();
  const [day, setDay] = useState(() => params.get('jour') ?? '');
  const [start, setStart] = useState('');
  const [slotError, setSlotError] = useState<string | undefined>();
  const [typeError, setTypeError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Submitted | null>(null);
  const slotErrorRef = useRef<HTMLDivElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const now = useNowMinute();

  const slots = useMemo(
    () => (availability && type ? offeredSlots({ availability, taken, type, now }) : []),
    [availability, taken, type, now],
  );
  // A slot taken meanwhile (another tab, another visitor) leaves the choice, and the visitor is told why.
  useEffect(() => {
    if (start && !slots.some((slot) => slot.start === start)) {
      const takenMeanwhile = taken.some((slot) => new Date(slot.start).getTime() === new Date(start).getTime());
      setStart('');
      setSlotError(takenMeanwhile ? BOOKING_ERRORS.slotTaken : BOOKING_ERRORS.slotGone);
    }
    if (type && day && !slots.some((slot) => slot.date === day)) setDay(slots[0]?.date ?? '');
  }, [slots, start, day, taken, type]);

  const form = useForm<BookingFormValues>({
    resolver: bookingResolver,
    defaultValues: EMPTY_BOOKING_FORM,
    mode: 'onTouched',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const motifLength = form.watch('motif').length;

  const onValid = async (values: BookingFormValues) => {
    setFormError(null);
    if (!type) {
      setTypeError(BOOKING_MESSAGES.type);
      document.getElementById('booking-type-0')?.focus();
      return;
    }
    if (!start) {
      // Keep the reason a chosen slot went away (taken meanwhile) rather than a bare "choose one".
      setSlotError((current) => current ?? BOOKING_MESSAGES.slot);
      slotErrorRef.current?.focus();
      return;
    }
    if (values.website) {
      // A robot filled the honeypot: pretend success, write nothing.
      setDone({ requestId: 'ignored', slotId: '', start, end: start, type, values });
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
      setDone({ ...result, type, values });
    } catch (error) {
      const failure = describeBookingFailure(error);
      if (failure.pickAnotherSlot) {
        setStart('');
        setSlotError(failure.message);
        focusWhenShown(slotErrorRef);
      } else {
        setFormError(failure.message);
        focusWhenShown(formErrorRef);
      }
    }
  };

  if (done)
    return (
      <LazyPage>
        <BookingConfirmation profile={profile} submitted={done} />
      </LazyPage>
    );

  return (
    <div className={styles.steps}>
      <UnsavedChangesGuard
        when={isDirty}
        message="Votre demande de rendez-vous n’a pas été envoyée : ce que vous avez saisi sera perdu."
      />
      <section className={styles.step} aria-labelledby="step-type">
        <h2 id="step-type">1. Type de rendez-vous</h2>
        <fieldset className={styles.choiceGroup} aria-describedby={typeError ? 'type-error' : undefined}>
          <legend>Comment souhaitez-vous rencontrer {profile.fullName} ?</legend>
          <div className={styles.choices}>
            {offered.map((option, index) => (
              <label key={option} className={styles.choice}>
                <input
                  id={`booking-type-${index}`}
                  type="radio"
                  name="type"
                  value={option}
                  checked={type === option}
                  onChange={() => {
                    setType(option);
                    setTypeError(undefined);
                  }}
                />
                <span>{CONSULTATION_LABELS[option]}</span>
              </label>
            ))}
          </div>
          {typeError ? (
            <p id="type-error" className={styles.fieldError}>
              {typeError}
            </p>
          ) : null}
        </fieldset>
        {type === 'cabinet' && profile.address ? <p className={pageStyles.small}>Adresse : {profile.address}</p> : null}
      </section>

      <section className={styles.step} aria-labelledby="step-slot">
        <h2 id="step-slot">2. Jour et heure</h2>
        <div ref={slotErrorRef} tabIndex={-1}>
          {!type ? (
            <p>Choisissez d’abord le type de rendez-vous.</p>
          ) : !availability ? (
            <p>Ce professionnel n’a pas encore publié ses disponibilités. Contactez son cabinet directement.</p>
          ) : slots.length === 0 ? (
            <>
              {slotError ? <p className={styles.fieldError}>{slotError}</p> : null}
              <p>Aucun créneau libre dans les quatre prochaines semaines pour ce type de rendez-vous.</p>
              <p>
                <a href="/search">Chercher un autre professionnel</a>
              </p>
            </>
          ) : (
            <SlotPicker
              slots={slots}
              day={day || slots[0]!.date}
              start={start}
              onDay={(value) => {
                setDay(value);
                setStart('');
              }}
              onStart={(value) => {
                setStart(value);
                setSlotError(undefined);
              }}
              error={slotError}
            />
          )}
        </div>
      </section>

      <section className={styles.step} aria-labelledby="step-details">
        <h2 id="step-details">3. Vos coordonnées</h2>
        <p className={pageStyles.small}>
          Ne donnez ici aucune information sensible (santé, infractions, opinions…) : vous exposerez votre situation au
          professionnel lors du rendez-vous, sous le secret professionnel.
        </p>
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
      </section>
    </div>
  );
}
