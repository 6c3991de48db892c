/** /app/help: the help centre, owned by the shell. */
export function HelpPage() {
  return (
    <section aria-labelledby="help-title">
      <h1 id="help-title">Aide</h1>
      <p>Retrouvez ici les réponses aux questions les plus fréquentes sur Prétoire.</p>
      <h2>Naviguer au clavier</h2>
      <ul>
        <li>
          <kbd>Tab</kbd> : passer d’un élément à l’autre ; le premier lien « Aller au contenu principal » saute la navigation.
        </li>
        <li>
          <kbd>Entrée</kbd> : activer un lien ou un bouton.
        </li>
        <li>
          <kbd>Échap</kbd> : fermer une fenêtre ou une notification.
        </li>
      </ul>
      <h2>Par espace</h2>
      <dl>
        <dt>Dossiers et clients</dt>
        <dd>Créez un client, ouvrez un dossier (numéroté par année), ajoutez les parties, les documents et le temps passé.</dd>
        <dt>Facturation</dt>
        <dd>Émettez vos factures à partir du temps passé, suivez les paiements et exportez vos écritures.</dd>
        <dt>Agenda</dt>
        <dd>Audiences, rendez-vous et délais de procédure calculés selon le Code de procédure civile.</dd>
        <dt>Équipe et paramètres</dt>
        <dd>Invitez vos collaborateurs, répartissez les tâches et réglez votre cabinet.</dd>
      </dl>
      <h2>Nous contacter</h2>
      <p>
        Écrivez-nous à <a href="mailto:support@pretoire.fr">support@pretoire.fr</a>.
      </p>
    </section>
  );
}
