import styles from '../components/marketing.module.css';
import { PilotForm } from '../features/pilot/components/PilotForm.tsx';

const GETS = [
  'Prétoire gratuit pendant toute la durée du pilote (six mois), puis 50 % de remise la première année.',
  'Une ligne directe avec l’équipe : une réponse sous un jour ouvré à chaque question ou anomalie.',
  'La reprise de vos données (clients, dossiers, modèles) depuis vos fichiers actuels, faite avec vous.',
  'Votre voix sur la feuille de route : les fonctions du pilote sont priorisées avec les cabinets participants.',
];
const GIVES = [
  'Utiliser Prétoire sur des dossiers réels pendant au moins quatre semaines.',
  'Deux entretiens de 45 minutes (au début et à la fin) pour nous dire ce qui marche et ce qui manque.',
  'Nous signaler les anomalies dès que vous les voyez, avec une capture si possible.',
];

/** `/pilot`: the pilot programme and its application form. */
export default function PilotPage() {
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1>Programme pilote Prétoire</h1>
        <p className={styles.lead}>
          Nous cherchons une vingtaine de cabinets pour construire avec eux l’outil de gestion qu’ils attendent :
          avocats seuls ou en cabinet jusqu’à quinze professionnels, juristes, notaires et commissaires de justice,
          partout en France.
        </p>
      </header>
      <div className={styles.grid2}>
        <section className={styles.panel} aria-labelledby="gets-title">
          <h2 id="gets-title">Ce que vous recevez</h2>
          <ul>
            {GETS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section className={styles.panel} aria-labelledby="gives-title">
          <h2 id="gives-title">Ce que nous vous demandons</h2>
          <ul>
            {GIVES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.small}>
            Vos données restent les vôtres : hébergées dans l’Union européenne, exportables à tout moment, jamais
            utilisées pour autre chose que votre cabinet. <a href="/pro">Découvrir Prétoire</a>.
          </p>
        </section>
      </div>
      <div className={styles.panel}>
        <PilotForm />
      </div>
    </div>
  );
}
