import { RecordNotFound } from 'shared-ui';

export { Loading, LoadError } from 'shared-ui';

export type NotFoundProps = { kind: 'dossier' | 'client' };

/** A dossier or a client that does not exist or belongs to another cabinet. */
export function NotFound({ kind }: NotFoundProps) {
  return kind === 'dossier' ? (
    <RecordNotFound
      title="Dossier introuvable"
      what="Ce dossier"
      kind="dossier"
      back={{ to: '/app/cases', label: 'Retour aux dossiers' }}
    />
  ) : (
    <RecordNotFound
      title="Client introuvable"
      what="Ce client"
      kind="client"
      back={{ to: '/app/clients', label: 'Retour aux clients' }}
    />
  );
}

/** Nobody is signed in: say so and offer the way in (never an endless "Chargement…"). */
export function SignedOut() {
  return (
    <section aria-labelledby="signed-out-title" data-signed-out="">
      <h1 id="signed-out-title">Vous n’êtes pas connecté</h1>
      <p>Les dossiers et les clients du cabinet ne sont visibles qu’après connexion.</p>
      <p>
        <a href="/pro/login">Se connecter</a>
      </p>
    </section>
  );
}
