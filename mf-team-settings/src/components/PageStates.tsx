import { Link } from 'shared-ui';
import styles from './layout.ts';

export { Loading, LoadError } from 'shared-ui';

/** Signed out or in no cabinet: the screen has nothing to show. */
export function NoCabinet() {
  return (
    <section aria-labelledby="no-cabinet-title">
      <h1 id="no-cabinet-title">Aucun cabinet</h1>
      <p>Connectez-vous avec un compte rattaché à un cabinet pour accéder à cet écran.</p>
    </section>
  );
}

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

export function PageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: React.ReactNode }) {
  return (
    <div className={styles.header}>
      <div>
        <h1>{title}</h1>
        {intro ? <p className={styles.eyebrow}>{intro}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
