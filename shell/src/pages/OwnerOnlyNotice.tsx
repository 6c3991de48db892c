import { Link } from 'shared-ui';

/** A member opening a screen reserved to the account holder: said plainly, never a blank page. */
export function OwnerOnlyNotice() {
  return (
    <section aria-labelledby="owner-only-title">
      <h1 id="owner-only-title">Accès réservé au titulaire du compte</h1>
      <p>
        Cet écran gère le cabinet, sa facturation ou son abonnement : seul le titulaire du compte peut l’utiliser.
        Demandez-lui si un changement est nécessaire.
      </p>
      <p>
        <Link to="/app">Retour au tableau de bord</Link>
      </p>
    </section>
  );
}
