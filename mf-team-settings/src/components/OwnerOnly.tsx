import { Link } from 'shared-ui';

/** A member on an owner-only screen (same words as the shell's notice): never a blank page. */
export function OwnerOnly({ title }: { title: string }) {
  return (
    <section aria-labelledby="owner-only-title">
      <h1 id="owner-only-title">Accès réservé au titulaire du compte</h1>
      <p>
        « {title} » gère le cabinet, sa facturation ou son abonnement : seul le titulaire du compte peut l’utiliser.
        Demandez-lui si un changement est nécessaire.
      </p>
      <p>
        <Link to="/app/teammates">Voir l’équipe</Link>
      </p>
    </section>
  );
}
