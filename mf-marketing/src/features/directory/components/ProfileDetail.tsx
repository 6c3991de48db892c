import { useEffect, useMemo, useRef } from 'react';
import { formatAmount } from 'shared-ui/public';
import { SearchLink } from '../../../components/SearchLink.tsx';
import styles from '../../../components/marketing.module.css';
import { slotDay, slotTime } from '../model/slotFormat.ts';
import { DOMINANT_AREAS_LABEL } from '../model/deontology.ts';
import { CONSULTATION_LABELS, type DirectoryRow, upcomingSlots } from '../model/directory.ts';

export type ProfileDetailProps = {
  row: DirectoryRow;
  /** The directory with the visitor's filters (the profile opened from it). */
  backTo: string;
};

/** A professional's public page (`/search?profil=ID`): everything published, and the free slots of two weeks. */
export function ProfileDetail({ row, backTo }: ProfileDetailProps) {
  const { profile, expertise } = row;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The minute the page opened: slots are computed once, the booking page re-checks them live.
  const days = useMemo(() => upcomingSlots({ row, now: Date.now(), days: 14 }), [row]);
  const fees = new Map((profile.consultationFees ?? []).map((fee) => [fee.type, fee.amountCents]));
  const bookHref = `/book?pro=${encodeURIComponent(row.id)}`;
  return (
    <article className={styles.section} aria-labelledby="profile-title" data-testid="profile-detail">
      <p>
        <SearchLink href={backTo}>← Retour aux résultats</SearchLink>
      </p>
      <div className={styles.panel}>
        <h2 id="profile-title" ref={heading} tabIndex={-1}>
          {profile.fullName}
        </h2>
        <p className={styles.muted}>{[profile.title, profile.firmName, profile.barreau].filter(Boolean).join(' · ')}</p>
        {profile.bio ? <p style={{ whiteSpace: 'pre-line' }}>{profile.bio}</p> : null}
        <dl className={styles.facts}>
          {expertise.specialistLabels.length > 0 ? (
            <>
              <dt>Spécialisations certifiées</dt>
              <dd>{expertise.specialistLabels.join(', ')}</dd>
            </>
          ) : null}
          {expertise.dominantAreas.length > 0 ? (
            <>
              <dt>{DOMINANT_AREAS_LABEL}</dt>
              <dd>{expertise.dominantAreas.join(', ')}</dd>
            </>
          ) : null}
          <dt>Langues parlées</dt>
          <dd>{profile.languages.join(', ') || 'Français'}</dd>
          <dt>Adresse</dt>
          <dd>{profile.address || `${profile.city} (${profile.postcode})`}</dd>
          <dt>Rendez-vous proposés</dt>
          <dd>
            <ul className={styles.plainList}>
              {profile.consultationTypes.map((type) => {
                const fee = fees.get(type);
                return (
                  <li key={type}>
                    {CONSULTATION_LABELS[type]} :{' '}
                    {fee !== undefined ? `première consultation ${formatAmount(fee)} TTC` : 'honoraires sur devis'}
                  </li>
                );
              })}
            </ul>
          </dd>
        </dl>
        <p className={styles.small}>
          Les honoraires d’un dossier sont fixés par une convention écrite, signée avant le début du travail (
          <a href="/guide#honoraires">ce qu’elle doit contenir</a>).
        </p>
        <p>
          <a href={bookHref} className={styles.buttonLink}>
            Prendre rendez-vous
          </a>
        </p>
      </div>
      <section className={styles.panel} aria-labelledby="profile-slots">
        <h3 id="profile-slots">Créneaux libres des deux prochaines semaines</h3>
        {days.length === 0 ? (
          <p>
            Aucun créneau libre dans les deux prochaines semaines. Vous pouvez regarder plus loin sur la page de
            rendez-vous, ou <a href="/search">chercher un autre professionnel</a>.
          </p>
        ) : (
          <ul className={styles.plainList}>
            {days.slice(0, 6).map(({ date, slots }) => (
              <li key={date}>
                <a href={`${bookHref}&jour=${date}`}>
                  <strong>{slotDay(slots[0]!.start)}</strong>
                </a>{' '}
                :{' '}
                {slots
                  .slice(0, 8)
                  .map((slot) => slotTime(slot.start))
                  .join(', ')}
                {slots.length > 8 ? '…' : ''}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.small}>
          Heure de Paris. Choisissez un jour : le type de rendez-vous et l’heure se choisissent à l’étape suivante.
        </p>
      </section>
    </article>
  );
}
