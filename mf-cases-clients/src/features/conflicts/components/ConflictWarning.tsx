import { useEffect, useRef } from 'react';
import { Button, Link } from 'shared-ui';
import { type CheckedRole, matchKind, matchReason } from '../model/candidates.ts';
import type { ConflictMatch } from '../model/fuzzy.ts';
import styles from '../../../components/layout.ts';

export type ConflictWarningProps = {
  name: string;
  /** What the checked name will be: a new client, or an adverse party of a dossier. */
  checkedAs: CheckedRole;
  matches: readonly ConflictMatch[];
  /** Save anyway: the decision "poursuivi malgré alerte" is recorded. */
  onProceed: () => void;
  /** Do not save: the decision "refusé" is recorded; the form keeps what was typed. */
  onRefuse: () => void;
  busy?: boolean;
};

/**
 * The warning shown before saving: who matches, in which dossiers, and which kind it is — acting
 * against a current or former client (or taking as client someone the cabinet acted against) is a
 * conflict of interest; meeting a known name again is only information. Conflicts come first.
 */
export function ConflictWarning({ name, checkedAs: role, matches, onProceed, onRefuse, busy }: ConflictWarningProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ordered = [...matches].sort(
    (a, b) => Number(matchKind(role, b) === 'conflit') - Number(matchKind(role, a) === 'conflit'),
  );
  const conflict = ordered.some((match) => matchKind(role, match) === 'conflit');
  return (
    <div
      className={styles.warning}
      role="alert"
      data-conflict-warning=""
      data-conflict-kind={conflict ? 'conflit' : 'information'}
    >
      <h3 ref={heading} tabIndex={-1}>
        {conflict ? 'Conflit d’intérêts possible' : 'Nom déjà connu du cabinet (pour information)'}
      </h3>
      <p>
        « {name} » ressemble à {matches.length > 1 ? `${matches.length} noms déjà connus` : 'un nom déjà connu'} du
        cabinet.{' '}
        {conflict
          ? 'Vérifiez avant d’enregistrer : votre décision sera conservée.'
          : 'Ce n’est pas un conflit d’intérêts ; votre décision sera conservée.'}
      </p>
      <ul>
        {ordered.map((match) => (
          <li key={`${match.source}-${match.clientId ?? match.name}`} data-match-kind={matchKind(role, match)}>
            <strong>{match.name}</strong> — {match.source === 'client' ? 'client du cabinet' : 'partie adverse'} :{' '}
            {matchReason(role, match)}
            {match.cases.length > 0 ? (
              <>
                {' '}
                · {match.cases.length} dossier{match.cases.length > 1 ? 's' : ''} concerné
                {match.cases.length > 1 ? 's' : ''} :{' '}
                {match.cases.map((item, position) => (
                  <span key={item.id}>
                    {position > 0 ? ', ' : ''}
                    <Link to={`/app/cases/${item.id}`}>
                      {item.reference} {item.title}
                    </Link>
                  </span>
                ))}
              </>
            ) : (
              ' · aucun dossier'
            )}
          </li>
        ))}
      </ul>
      <div className={styles.formActions}>
        <Button variant="primary" onClick={onProceed} disabled={busy}>
          Enregistrer malgré l’alerte
        </Button>
        <Button onClick={onRefuse} disabled={busy}>
          Ne pas enregistrer
        </Button>
      </div>
    </div>
  );
}
