import styles from '../../../components/marketing.module.css';

/** The short privacy notice the consent box links to (RGPD art. 13). */
export function PrivacyNotice() {
  return (
    <section id="confidentialite" className={styles.panel} aria-labelledby="confidentialite-title" tabIndex={-1}>
      <h2 id="confidentialite-title">Notice de confidentialité — prise de rendez-vous</h2>
      <dl>
        <dt>
          <strong>Finalité</strong>
        </dt>
        <dd>
          Transmettre votre demande de rendez-vous au professionnel choisi et lui permettre de vous répondre. Rien
          d’autre : pas de prospection, pas de revente, pas de profilage.
        </dd>
        <dt>
          <strong>Base légale</strong>
        </dt>
        <dd>Votre consentement, que vous pouvez retirer à tout moment en écrivant au professionnel.</dd>
        <dt>
          <strong>Destinataire</strong>
        </dt>
        <dd>
          Le seul professionnel (et son cabinet) auprès duquel vous prenez rendez-vous, responsable du traitement de
          votre demande. Prétoire l’héberge pour son compte, dans l’Union européenne.
        </dd>
        <dt>
          <strong>Données</strong>
        </dt>
        <dd>
          Nom, email, téléphone, objet du rendez-vous, date et type choisis. Aucune donnée sensible n’est demandée.
        </dd>
        <dt>
          <strong>Durée de conservation</strong>
        </dt>
        <dd>
          Une demande non suivie d’un rendez-vous est supprimée au plus tard 12 mois après la date prévue. Si vous
          confiez ensuite un dossier au professionnel, ses propres règles de conservation s’appliquent.
        </dd>
        <dt>
          <strong>Vos droits</strong>
        </dt>
        <dd>
          Accès, rectification, effacement, limitation, opposition et retrait du consentement, auprès du professionnel.
          Vous pouvez aussi saisir la CNIL (www.cnil.fr).
        </dd>
      </dl>
    </section>
  );
}
