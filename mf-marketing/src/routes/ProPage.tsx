import { formatAmount, PLANS, TRIAL_DAYS } from 'shared-ui/public';
import styles from '../components/marketing.module.css';
import {
  AgendaMockup,
  CasesMockup,
  DirectoryMockup,
  InvoiceMockup,
  TeamMockup,
} from '../features/pro/components/Illustrations.tsx';

const FEATURES = [
  {
    id: 'dossiers',
    title: 'Dossiers et clients',
    mockup: <CasesMockup />,
    points: [
      'Références numérotées par année, parties adverses, juridiction et numéro RG.',
      'Contrôle des conflits d’intérêts avant chaque nouveau client ou partie.',
      'Documents du dossier, notes, tâches et temps passés au même endroit.',
    ],
  },
  {
    id: 'facturation',
    title: 'Facturation et comptabilité',
    mockup: <InvoiceMockup />,
    points: [
      'Factures numérotées sans trou, mentions obligatoires, avoirs pour toute correction.',
      'Temps passés facturés en un clic, provisions déduites, débours hors TVA.',
      'Suivi CARPA par dossier, livre-journal, export FEC pour votre expert-comptable.',
    ],
  },
  {
    id: 'agenda',
    title: 'Agenda et délais',
    mockup: <AgendaMockup />,
    points: [
      'Audiences, rendez-vous et délais de procédure calculés selon le Code de procédure civile.',
      'Jours fériés nationaux, d’Alsace-Moselle et d’outre-mer pris en compte.',
      'Demandes de rendez-vous de l’annuaire à confirmer ou refuser en un geste.',
    ],
  },
  {
    id: 'annuaire',
    title: 'Profil public et rendez-vous en ligne',
    mockup: <DirectoryMockup />,
    points: [
      'Votre profil dans l’annuaire, rédigé dans le respect de l’article 10 du RIN.',
      'Vos créneaux calculés à partir de vos horaires, exceptions et rendez-vous existants.',
      'Jamais deux réservations sur le même créneau.',
    ],
  },
  {
    id: 'equipe',
    title: 'Équipe, recherche et modèles',
    mockup: <TeamMockup />,
    points: [
      'Tableau des tâches utilisable au clavier et planning de la semaine par collaborateur.',
      'Notes de recherche avec leurs sources, modèles d’actes remplis depuis le dossier.',
      'Invitations par lien, rôles titulaire et membre.',
    ],
  },
];

/** `/pro`: what Prétoire does for a cabinet, the plans, security, and the way in. */
export default function ProPage() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>Prétoire, la gestion de cabinet pensée pour les professionnels du droit</h1>
        <p className={styles.lead}>
          Dossiers, clients, temps passés, facturation, comptabilité, agenda et délais, recherche et équipe : tout votre
          cabinet dans un seul outil, en français, avec votre profil dans l’annuaire et la prise de rendez-vous en
          ligne.
        </p>
        <p className={styles.actions}>
          <a href="/pro/signup" className={styles.buttonLink}>
            Créer un compte
          </a>
          <a href="/pro/login" className={styles.buttonLinkSecondary}>
            Se connecter
          </a>
        </p>
        <p className={styles.small}>{TRIAL_DAYS} jours d’essai gratuit, sans carte bancaire.</p>
      </header>

      <section className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title">Ce que fait Prétoire, domaine par domaine</h2>
        <ul className={styles.grid2} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {FEATURES.map((feature) => (
            <li key={feature.id} className={styles.card}>
              <h3 id={`feature-${feature.id}`}>{feature.title}</h3>
              {feature.mockup}
              <ul>
                {feature.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="plans-title">
        <h2 id="plans-title">Offres</h2>
        <p className={styles.lead}>
          Toutes les fonctions dans chaque offre ; seule la taille du cabinet change. Prix hors taxes, par mois, sans
          engagement.
        </p>
        <ul className={styles.grid3}>
          {PLANS.map((plan) => (
            <li key={plan.id} className={styles.card} data-plan={plan.id}>
              <h3>{plan.name}</h3>
              <p>
                <strong style={{ fontSize: '1.75rem' }}>{formatAmount(plan.monthlyPriceCents)}</strong> HT / mois
              </p>
              <p>{plan.seatsLabel}</p>
              <p className={styles.muted}>{plan.audience}</p>
              <ul>
                {plan.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>
                <a
                  href={`/pro/signup?offre=${plan.id}`}
                  className={styles.buttonLink}
                  aria-label={`Essayer gratuitement l’offre ${plan.name}`}
                >
                  Essayer gratuitement
                </a>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="security-title">
        <h2 id="security-title">Sécurité, secret professionnel et RGPD</h2>
        <ul>
          <li>
            <strong>Données cloisonnées par cabinet</strong> : seuls les membres de votre cabinet voient vos dossiers ;
            chaque accès est vérifié par des règles contrôlées automatiquement.
          </li>
          <li>
            <strong>Hébergement dans l’Union européenne</strong>, chiffrement en transit et au repos.
          </li>
          <li>
            <strong>Vos données vous appartiennent</strong> : export de chaque fiche client, de vos factures (CSV, PDF)
            et de votre comptabilité (FEC) à tout moment ; anonymisation d’un client sur demande.
          </li>
          <li>
            <strong>Traçabilité</strong> : les changements de statut des factures et des dossiers, et des rôles de
            l’équipe, sont journalisés.
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="start-title">
        <h2 id="start-title">Commencer</h2>
        <p className={styles.actions}>
          <a href="/pro/signup" className={styles.buttonLink}>
            Créer un compte
          </a>
          <a href="/pro/login" className={styles.buttonLinkSecondary}>
            Se connecter
          </a>
          <a href="/pilot">Rejoindre le programme pilote</a>
        </p>
      </section>
    </div>
  );
}
