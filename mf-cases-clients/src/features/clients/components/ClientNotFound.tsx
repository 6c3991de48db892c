import { RecordNotFound } from 'shared-ui';

/** A client that does not exist or belongs to another cabinet: the same page, no data. */
export function ClientNotFound() {
  return (
    <RecordNotFound
      title="Client introuvable"
      what="Ce client"
      kind="client"
      back={{ to: '/app/clients', label: 'Retour aux clients' }}
    />
  );
}
