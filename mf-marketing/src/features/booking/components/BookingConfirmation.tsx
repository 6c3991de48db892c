import { useEffect, useMemo, useRef } from 'react';
import type { PublicProfile } from 'shared-data';
import pageStyles from '../../../components/marketing.module.css';
import { slotDay, slotTime } from '../../directory/model/slotFormat.ts';
import { CONSULTATION_LABELS } from '../../directory/model/directory.ts';
import { buildIcs } from 'shared-data/ics';
import { httpsLink } from 'shared-data/links';
import styles from './booking.module.css';
import type { Submitted } from './BookingDetails.tsx';

/** The confirmation: summary, what happens next, and the `.ics` file. */
export function BookingConfirmation({ profile, submitted }: { profile: PublicProfile; submitted: Submitted }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The place is the profile's: one of the cabinet's addresses, chosen in the professional's settings.
  const visio = submitted.type === 'visio' ? httpsLink(profile.visioUrl) : null;
  const location =
    submitted.type === 'cabinet'
      ? profile.address
      : submitted.type === 'visio'
        ? visio
          ? `Visioconférence : ${visio}`
          : 'Visioconférence (le lien vous sera envoyé par le professionnel)'
        : `Appel téléphonique au ${submitted.values.phone}`;
  const icsUrl = useMemo(() => {
    const ics = buildIcs({
      uid: `${submitted.requestId}@pretoire`,
      start: submitted.start,
      end: submitted.end,
      summary: `Rendez-vous avec ${profile.fullName} (à confirmer)`,
      description: `${CONSULTATION_LABELS[submitted.type]}. Objet : ${submitted.values.motif}. Demande en attente de confirmation par ${profile.fullName}.${visio ? ` Lien de la visioconférence : ${visio}` : ''}`,
      location,
      now: new Date().toISOString(),
    });
    return URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  }, [submitted, profile.fullName, location, visio]);
  useEffect(() => () => URL.revokeObjectURL(icsUrl), [icsUrl]);

  return (
    <section className={styles.step} aria-labelledby="booking-done" data-testid="booking-confirmation">
      <h2 id="booking-done" ref={heading} tabIndex={-1}>
        Demande de rendez-vous envoyée
      </h2>
      <p>
        Votre demande est <strong>à confirmer</strong> par {profile.fullName}. Le créneau vous est réservé en attendant
        : personne d’autre ne peut le prendre.
      </p>
      <dl className={styles.summary}>
        <dt>Professionnel</dt>
        <dd>
          {profile.fullName}
          {profile.firmName ? ` — ${profile.firmName}` : ''}
        </dd>
        <dt>Date et heure</dt>
        <dd>
          {slotDay(submitted.start)} à {slotTime(submitted.start)} (heure de Paris)
        </dd>
        <dt>Type</dt>
        <dd>{CONSULTATION_LABELS[submitted.type]}</dd>
        <dt>Lieu</dt>
        <dd>
          {visio ? (
            <>
              Visioconférence, par ce lien :{' '}
              <a href={visio} target="_blank" rel="noopener noreferrer">
                {visio}
              </a>{' '}
              (à utiliser une fois le rendez-vous confirmé ; s’ouvre dans un nouvel onglet)
            </>
          ) : (
            location
          )}
        </dd>
        <dt>Objet</dt>
        <dd>{submitted.values.motif}</dd>
        <dt>Vos coordonnées</dt>
        <dd>
          {submitted.values.name} — {submitted.values.email} — {submitted.values.phone}
        </dd>
      </dl>
      <h3>Et ensuite ?</h3>
      <ol>
        <li>Le professionnel examine votre demande et la confirme ou vous propose un autre moment.</li>
        <li>Vous recevez sa réponse à l’adresse {submitted.values.email}.</li>
        <li>
          Préparez les documents utiles : <a href="/guide#premier-rendez-vous">ce qu’il faut apporter</a>.
        </li>
      </ol>
      <p className={pageStyles.actions}>
        <a href={icsUrl} download="rendez-vous-pretoire.ics" className={pageStyles.buttonLink}>
          Ajouter à mon agenda (.ics)
        </a>
        <a href="/search" className={pageStyles.buttonLinkSecondary}>
          Retour à l’annuaire
        </a>
      </p>
    </section>
  );
}
