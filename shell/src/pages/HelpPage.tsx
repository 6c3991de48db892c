/** /app/help: the help centre, owned by the shell. */
export function HelpPage() {
  return (
    <section aria-labelledby="help-title">
      <h1 id="help-title">Aide</h1>
      <p>Retrouvez ici les réponses aux questions les plus fréquentes sur Prétoire.</p>
      <nav aria-label="Sommaire de l’aide">
        <ul>
          <li>
            <a href="#raccourcis">Naviguer au clavier</a>
          </li>
          <li>
            <a href="#espaces">Par espace</a>
          </li>
          <li>
            <a href="#ressources">Ressources officielles</a>
          </li>
          <li>
            <a href="#contact">Nous contacter</a>
          </li>
        </ul>
      </nav>
      <h2 id="raccourcis">Naviguer au clavier</h2>
      <ul>
        <li>
          <kbd>Tab</kbd> : passer d’un élément à l’autre ; le premier lien « Aller au contenu principal » saute la
          navigation.
        </li>
        <li>
          <kbd>Entrée</kbd> : activer un lien ou un bouton.
        </li>
        <li>
          <kbd>Échap</kbd> : fermer une fenêtre ou une notification.
        </li>
      </ul>
      <h2 id="espaces">Par espace</h2>
      <dl>
        <dt>Dossiers et clients</dt>
        <dd>
          Créez un client, ouvrez un dossier (numéroté par année), ajoutez les parties, les documents et le temps passé.
        </dd>
        <dt>Facturation</dt>
        <dd>Émettez vos factures à partir du temps passé, suivez les paiements et exportez vos écritures.</dd>
        <dt>Agenda</dt>
        <dd>Audiences, rendez-vous et délais de procédure calculés selon le Code de procédure civile.</dd>
        <dt>Équipe et paramètres</dt>
        <dd>Invitez vos collaborateurs, répartissez les tâches et réglez votre cabinet.</dd>
      </dl>
      <h2 id="ressources">Ressources officielles</h2>
      <ul>
        <li>
          <a href="https://www.legifrance.gouv.fr/">Légifrance</a> : codes, lois et jurisprudence.
        </li>
        <li>
          <a href="https://www.cnb.avocat.fr/">Conseil national des barreaux</a> : règlement intérieur national (RIN).
        </li>
      </ul>
      <h2 id="contact">Nous contacter</h2>
      <p>
        Écrivez-nous à <a href="mailto:support@pretoire.fr">support@pretoire.fr</a>.
      </p>
    </section>
  );
}
