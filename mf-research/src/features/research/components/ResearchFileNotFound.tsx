import { RecordNotFound } from 'shared-ui';

/** A research file that does not exist or belongs to another cabinet: the same page, no data. */
export function ResearchFileNotFound() {
  return (
    <RecordNotFound
      title="Fiche de recherche introuvable"
      what="Cette fiche"
      kind="fiche"
      back={{ to: '/app/research', label: 'Retour aux fiches de recherche' }}
    />
  );
}
