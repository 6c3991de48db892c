import { useEffect, useMemo, useRef, useState } from 'react';
import type { ConsultationType } from 'shared-data';
import { focusWhenShown, lazyModule, useNearScreen } from 'shared-ui/public';
import { usePageSearchParams } from 'shared-ui/public';
import pageStyles from '../../../components/marketing.module.css';
import { offeredSlots } from '../model/offeredSlots.ts';
import { CONSULTATION_LABELS } from '../../directory/model/directory.ts';
import { BOOKING_ERRORS } from '../api/bookingActions.ts';
import type { BookingData } from '../hooks/useBookingData.ts';
import { BOOKING_MESSAGES } from '../model/bookingForm.ts';
import type { Submitted } from './BookingDetails.tsx';
import styles from './booking.module.css';
import { bookingConfirmation } from './bookingConfirmation.ts';
import { SlotPicker } from './SlotPicker.tsx';

type Ready = Extract<BookingData, { status: 'ready' }>;

// Step 3 (the details form, react-hook-form and the sending) is fetched as the
// visitor starts choosing — their first press or key — or scrolls to it, not with the page.
const bookingDetails = lazyModule(() => import('./BookingDetails.tsx'));

/** The minute, refreshed every minute: slots inside the minimum notice disappear as time passes. */
function useNowMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return Math.floor(now / 60_000) * 60_000;
}

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
  const [done, setDone] = useState<Submitted | null>(null);
  const slotErrorRef = useRef<HTMLDivElement>(null);
  const now = useNowMinute();

  // Slots a request was just refused on (taken by another visitor, or withdrawn) leave the list at
  // once: on Firestore the directory is read again only every minute.
  const [refused, setRefused] = useState<string[]>([]);
  const slots = useMemo(
    () =>
      availability && type
        ? offeredSlots({
            availability,
            taken: [...taken, ...refused.map((refusedStart) => ({ start: refusedStart }))],
            type,
            now,
          })
        : [],
    [availability, taken, refused, type, now],
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

  const detailsArea = useRef<HTMLDivElement>(null);
  const detailsWanted = useNearScreen(detailsArea, true, '0px');
  const BookingDetails = bookingDetails.useLoaded(detailsWanted)?.BookingDetails;
  const BookingConfirmation = bookingConfirmation.useLoaded(done !== null)?.BookingConfirmation;

  const askFor = (missing: 'type' | 'slot') => {
    if (missing === 'type') {
      setTypeError(BOOKING_MESSAGES.type);
      document.getElementById('booking-type-0')?.focus();
    } else {
      // Keep the reason a chosen slot went away (taken meanwhile) rather than a bare "choose one".
      setSlotError((current) => current ?? BOOKING_MESSAGES.slot);
      slotErrorRef.current?.focus();
    }
  };
  const slotRefused = (message: string) => {
    if (start) setRefused((current) => [...current, start]);
    setStart('');
    setSlotError(message);
    focusWhenShown(slotErrorRef);
  };

  if (done)
    return BookingConfirmation ? (
      <BookingConfirmation profile={profile} submitted={done} />
    ) : (
      <p role="status" aria-busy="true">
        Demande envoyée. Chargement du récapitulatif…
      </p>
    );

  return (
    <div className={styles.steps}>
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
        <div ref={detailsArea} className={styles.detailsArea}>
          {BookingDetails ? (
            <BookingDetails
              profile={profile}
              type={type}
              start={start}
              onMissingChoice={askFor}
              onSlotRefused={slotRefused}
              onSent={setDone}
            />
          ) : detailsWanted ? (
            <p role="status" aria-busy="true" className={pageStyles.small}>
              Chargement du formulaire…
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
