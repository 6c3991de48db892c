/**
 * The states every work screen passes through, said the same way in every area: loading, a read
 * that failed (with « Réessayer »), and a record that does not exist or belongs to another cabinet
 * — the same page and no data, so an id tells nothing about what exists elsewhere — and a screen
 * reserved to the cabinet's owner.
 */
import { ErrorPanel } from './ErrorPanel.tsx';
import styles from './areaLayout.module.css';
import { Link } from './router.ts';

/** Polite "loading" for a screen or a block. */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p role="status" aria-busy="true" className={styles.muted}>
      {label}
    </p>
  );
}

/** A read that failed for another reason than "not found" (network, access…): the French reason and « Réessayer ». */
export function LoadError({ message }: { message: string }) {
  return <ErrorPanel title="Chargement impossible" message={message} onRetry={() => window.location.reload()} />;
}

/**
 * A work screen with no cabinet to show: nobody is signed in (a standalone page, a session that
 * ended) or the account belongs to no cabinet. Said plainly with the way in — never an endless
 * « Chargement… », nor an error whose « Réessayer » could not help.
 */
export function NoCabinet({ signedOut }: { signedOut: boolean }) {
  return signedOut ? (
    <section aria-labelledby="no-cabinet-title" data-signed-out="">
      <h1 id="no-cabinet-title">Vous n’êtes pas connecté</h1>
      <p>Les données du cabinet ne sont visibles qu’après connexion.</p>
      <p>
        <a href="/pro/login">Se connecter</a>
      </p>
    </section>
  ) : (
    <section aria-labelledby="no-cabinet-title" data-no-cabinet="">
      <h1 id="no-cabinet-title">Aucun cabinet</h1>
      <p>Connectez-vous avec un compte rattaché à un cabinet pour accéder à cet écran.</p>
    </section>
  );
}

/**
 * A member on a screen only the cabinet's owner (« titulaire du compte ») may use — the shell's
 * owner-only routes and an area's own owner-only screens say it in the same words, never a blank
 * page. `screen` names the screen (« Abonnement »), else it is « Cet écran »; `back` leads away. The
 * data policy is what refuses; this only says so.
 */
export function OwnerOnlyNotice({ screen, back }: { screen?: string; back: { to: string; label: string } }) {
  return (
    <section aria-labelledby="owner-only-title" data-owner-only="">
      <h1 id="owner-only-title">Accès réservé au titulaire du compte</h1>
      <p>
        {screen ? `« ${screen} »` : 'Cet écran'} gère le cabinet, sa facturation ou son abonnement : seul le titulaire
        du compte peut l’utiliser. Demandez-lui si un changement est nécessaire.
      </p>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}

/**
 * « Dossier introuvable », « Facture introuvable »…: `what` names the record with its article
 * (« Ce dossier », « Cette facture »), `kind` marks the page for tests, `back` leads to the list.
 */
export function RecordNotFound({
  title,
  what,
  kind,
  back,
}: {
  title: string;
  what: string;
  kind: string;
  back: { to: string; label: string };
}) {
  const feminine = what.startsWith('Cette');
  return (
    <section aria-labelledby="not-found-title" data-not-found={kind}>
      <h1 id="not-found-title">{title}</h1>
      <p>
        {what} n’existe pas, a été {feminine ? 'supprimée' : 'supprimé'}, ou vous n’y avez pas accès. Seuls les membres
        du cabinet concerné peuvent l’ouvrir.
      </p>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}
