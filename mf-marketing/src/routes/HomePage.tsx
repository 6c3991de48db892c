import { PRACTICE_AREAS } from 'shared-data/constants';
import { Select, TextField } from 'shared-ui/public';
import styles from '../components/marketing.module.css';
import { HomeIllustration } from '../features/pro/components/Illustrations.tsx';

const STEPS = [
  {
    title: 'Cherchez',
    text: 'Filtrez par domaine du droit, ville ou code postal, langue parlée et type de rendez-vous. L’ordre des résultats équivalents est tiré au sort chaque jour : personne ne paie pour apparaître en premier.',
  },
  {
    title: 'Réservez',
    text: 'Choisissez un créneau libre dans l’agenda du professionnel, au cabinet, en visio ou par téléphone, et décrivez en une phrase l’objet du rendez-vous.',
  },
  {
    title: 'Rencontrez',
    text: 'Le professionnel confirme votre demande. Venez avec les documents utiles : notre guide vous dit lesquels, et ce que doit contenir la convention d’honoraires.',
  },
];

const GUIDE_LINKS = [
  { hash: 'choisir-un-avocat', label: 'Choisir un avocat : spécialisations et domaines d’activité' },
  { hash: 'premier-rendez-vous', label: 'Préparer le premier rendez-vous : les documents à apporter' },
  { hash: 'honoraires', label: 'Honoraires et convention d’honoraires' },
  { hash: 'aide-juridictionnelle', label: 'L’aide juridictionnelle : conditions et demande' },
  { hash: 'delais', label: 'Les délais, expliqués simplement' },
];

/** `/`: what Prétoire offers the public, a search form, three steps, the guide and the way for professionals. */
export default function HomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.grid2}>
          <div className={styles.section}>
            <h1 id="home-title">Trouvez un professionnel du droit et prenez rendez-vous en ligne</h1>
            <p className={styles.lead}>
              Avocats, juristes, notaires et commissaires de justice près de chez vous : consultez leurs domaines
              d’activité, les langues qu’ils parlent et leurs prochains créneaux libres, puis réservez en quelques
              minutes.
            </p>
          </div>
          <HomeIllustration />
        </div>
        {/* A plain GET form: it works before any JavaScript; with it, the address carries only what was filled in. */}
        <form
          action="/search"
          method="get"
          aria-label="Rechercher un professionnel"
          className={styles.searchForm}
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const params = new URLSearchParams();
            for (const key of ['domaine', 'lieu']) {
              const value = String(form.get(key) ?? '').trim();
              if (value) params.set(key, value);
            }
            const query = params.toString();
            window.location.assign(query ? `/search?${query}` : '/search');
          }}
        >
          <Select name="domaine" label="Domaine du droit" placeholder="Tous les domaines" options={PRACTICE_AREAS} />
          <TextField
            name="lieu"
            label="Ville ou code postal"
            autoComplete="address-level2"
            placeholder="Lyon, 69002…"
          />
          <button type="submit" className={styles.button}>
            Rechercher
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="steps-title">
        <h2 id="steps-title">Comment ça marche</h2>
        <ol className={styles.grid3}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.card}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className={styles.actions}>
          <a href="/search" className={styles.buttonLink}>
            Consulter l’annuaire
          </a>
          <a href="/book" className={styles.buttonLinkSecondary}>
            Prendre rendez-vous
          </a>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="guide-title">
        <h2 id="guide-title">Comprendre vos démarches</h2>
        <p className={styles.lead}>
          Un guide écrit pour les particuliers et les entreprises, sans jargon : comment choisir, combien cela coûte,
          quelles aides existent, comment se déroule un procès.
        </p>
        <ul className={styles.grid3}>
          {GUIDE_LINKS.map((link) => (
            <li key={link.hash} className={styles.card}>
              <a href={`/guide#${link.hash}`}>{link.label}</a>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="pros-title">
        <h2 id="pros-title">Vous êtes avocat, juriste ou notaire ?</h2>
        <p>
          Prétoire est aussi un logiciel de gestion de cabinet : dossiers, clients, temps passés, facturation,
          comptabilité, agenda et délais de procédure, avec votre profil dans cet annuaire et la prise de rendez-vous en
          ligne incluse. Essai gratuit de 30 jours.
        </p>
        <p className={styles.actions}>
          <a href="/pro" className={styles.buttonLink}>
            Découvrir l’espace professionnel
          </a>
          <a href="/pilot" className={styles.buttonLinkSecondary}>
            Rejoindre le programme pilote
          </a>
        </p>
      </section>
    </div>
  );
}
