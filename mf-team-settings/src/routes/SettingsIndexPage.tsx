import { Badge, Link } from 'shared-ui';
import { PageHeader } from '../components/PageHeader.tsx';
import styles from '../components/layout.ts';
import { useWorkContext } from 'shared-data';

const SCREENS = [
  {
    path: '/app/settings/team',
    title: 'Cabinet et membres',
    ownerOnly: true,
    holds: 'Nom du cabinet, SIRET, adresse, barreau, et le résumé de l’équipe.',
  },
  {
    path: '/app/settings/billing',
    title: 'Facturation',
    ownerOnly: true,
    holds:
      'L’identité de facturation reprise sur chaque facture : SIRET, TVA ou franchise, IBAN et BIC, numérotation, délai de paiement, mentions, logo.',
  },
  {
    path: '/app/settings/profile',
    title: 'Profil',
    ownerOnly: false,
    holds:
      'Votre nom, téléphone, domaines, spécialisations certifiées, langues, présentation, honoraires et le profil public de l’annuaire.',
  },
  {
    path: '/app/settings/availability',
    title: 'Disponibilités',
    ownerOnly: false,
    holds:
      'Vos horaires de la semaine, la durée des créneaux, la marge, le préavis, l’horizon et les exceptions, avec l’aperçu des prochains créneaux.',
  },
  {
    path: '/app/settings/subscription',
    title: 'Abonnement',
    ownerOnly: true,
    holds: 'La formule (Solo, Cabinet, Cabinet+), les places utilisées et la fin de l’essai.',
  },
  {
    path: '/app/settings/notifications',
    title: 'Notifications',
    ownerOnly: false,
    holds: 'Les événements qui vous alertent, dans l’application ou par email.',
  },
] as const;

/** /app/settings: the six settings screens and what each holds. */
export function SettingsIndexPage() {
  const work = useWorkContext();
  return (
    <>
      <PageHeader title="Paramètres" intro="Les réglages du cabinet et de votre compte." />
      <ul className={styles.list} aria-label="Écrans de paramètres">
        {SCREENS.map((screen) => (
          <li key={screen.path} className={styles.listItem}>
            <span>
              <Link to={screen.path}>
                <strong>{screen.title}</strong>
              </Link>{' '}
              {screen.ownerOnly ? (
                <Badge tone={work.role === 'owner' ? 'info' : 'neutral'}>Titulaire du compte</Badge>
              ) : null}
              <br />
              <span className={styles.muted}>{screen.holds}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
