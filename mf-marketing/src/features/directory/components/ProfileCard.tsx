import { formatAmount } from 'shared-ui/public';
import { usePageSearchParams } from 'shared-ui/public';
import { SearchLink } from '../../../components/SearchLink.tsx';
import styles from '../../../components/marketing.module.css';
import { slotLabel } from '../model/slotFormat.ts';
import { DOMINANT_AREAS_LABEL } from '../model/deontology.ts';
import { CONSULTATION_LABELS, type DirectoryRow, profileHref } from '../model/directory.ts';

export type ProfileCardProps = { row: DirectoryRow; nearby?: boolean; headingLevel?: 2 | 3 };

/** One professional of the directory: who, where, what (deontology wording), when, how much. */
export function ProfileCard({ row, nearby = false, headingLevel = 2 }: ProfileCardProps) {
  const { profile, expertise, nextSlot } = row;
  const Heading = `h${headingLevel}` as const;
  const [params] = usePageSearchParams();
  const fees = new Map((profile.consultationFees ?? []).map((fee) => [fee.type, fee.amountCents]));
  return (
    <article className={styles.card} aria-labelledby={`pro-${row.id}`} data-profile={row.id}>
      <Heading id={`pro-${row.id}`} style={{ margin: 0, fontSize: '1.2rem' }}>
        <SearchLink href={profileHref({ params, id: row.id })}>{profile.fullName}</SearchLink>
      </Heading>
      <p className={styles.muted}>
        {[profile.title, profile.firmName].filter(Boolean).join(' · ')}
        {profile.barreau ? ` · ${profile.barreau}` : ''}
      </p>
      <p>
        {profile.city} ({profile.postcode}){nearby ? ' — à proximité' : ''}
      </p>
      {expertise.specialistLabels.length > 0 ? (
        <ul className={styles.tags} aria-label="Spécialisations certifiées">
          {expertise.specialistLabels.map((label) => (
            <li key={label} className={styles.specialist}>
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      {expertise.dominantAreas.length > 0 ? (
        <div>
          <p className={styles.small}>{DOMINANT_AREAS_LABEL} :</p>
          <ul className={styles.tags} aria-label={DOMINANT_AREAS_LABEL}>
            {expertise.dominantAreas.map((area) => (
              <li key={area} className={styles.tag}>
                {area}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={styles.small}>
        <strong>Langues :</strong> {profile.languages.join(', ')}
      </p>
      <p className={styles.small}>
        <strong>Rendez-vous :</strong>{' '}
        {profile.consultationTypes
          .map((type) => {
            const fee = fees.get(type);
            return `${CONSULTATION_LABELS[type].toLowerCase()}${fee !== undefined ? ` (${formatAmount(fee)})` : ''}`;
          })
          .join(', ')}
        {fees.size === 0 ? ' — honoraires indiqués lors de la prise de contact' : ''}
      </p>
      <p>
        {nextSlot ? (
          <>
            <strong>Prochain créneau libre :</strong> {slotLabel(nextSlot.start)}
          </>
        ) : (
          <span className={styles.muted}>Aucun créneau libre dans les trois prochaines semaines.</span>
        )}
      </p>
      <p>
        <a
          href={`/book?pro=${encodeURIComponent(row.id)}`}
          className={styles.buttonLink}
          aria-label={`Prendre rendez-vous avec ${profile.fullName}`}
        >
          Prendre rendez-vous
        </a>
      </p>
    </article>
  );
}
