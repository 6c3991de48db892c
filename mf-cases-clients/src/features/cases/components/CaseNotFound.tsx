import { RecordNotFound } from 'shared-ui';

/** A dossier that does not exist or belongs to another cabinet: the same page, no data. */
export function CaseNotFound() {
  return (
    <RecordNotFound
      title="Dossier introuvable"
      what="Ce dossier"
      kind="dossier"
      back={{ to: '/app/cases', label: 'Retour aux dossiers' }}
    />
  );
}
