import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'shared-ui';
import type { ConflictMatch } from '../model/fuzzy.ts';
import styles from '../../../components/layout.module.css';

export type ConflictWarningProps = {
  name: string;
  matches: readonly ConflictMatch[];
  /** Save anyway: the decision "poursuivi malgré alerte" is recorded. */
  onProceed: () => void;
  /** Do not save: the decision "refusé" is recorded; the form keeps what was typed. */
  onRefuse: () => void;
  busy?: boolean;
};

/** The conflict-of-interest warning shown before saving: who matches, in which dossiers. */
export function ConflictWarning({ name, matches, onProceed, onRefuse, busy }: ConflictWarningProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.warning} role="alert" data-conflict-warning="">
      <h3 ref={heading} tabIndex={-1}>
        Conflit d’intérêts possible
      </h3>
      <p>
        « {name} » ressemble à {matches.length > 1 ? `${matches.length} noms déjà connus` : 'un nom déjà connu'} du
        cabinet. Vérifiez avant d’enregistrer : votre décision sera conservée.
      </p>
      <ul>
        {matches.map((match, index) => (
          <li key={`${match.source}-${match.name}-${index}`}>
            <strong>{match.name}</strong> — {match.source === 'client' ? 'client du cabinet' : 'partie adverse'}
            {match.cases.length > 0 ? (
              <>
                {' '}
                · dossier{match.cases.length > 1 ? 's' : ''} concerné{match.cases.length > 1 ? 's' : ''} :{' '}
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
