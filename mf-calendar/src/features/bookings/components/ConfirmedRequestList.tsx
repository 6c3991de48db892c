import { Badge, EmptyState, Link } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { requestWhen as when, TYPE_LABELS } from '../model/bookingDecision.ts';
import { caseUrl, clientUrl, createCaseUrl, createClientUrl, intakeState } from '../model/intakeLinks.ts';
import type { BookingRequestWithId } from './BookingRequestList.tsx';

/**
 * The confirmed requests (meetings ahead or of the last weeks) and what became of them: « Créer le
 * client et le dossier » opens mf-cases-clients' client form prefilled from the request (by its
 * address: this area imports none of its code); once done, « Client et dossier créés » with links.
 * Pages only: the links use the router (the dashboard's widget shows pending requests only).
 */
export function ConfirmedRequestList({ requests }: { requests: readonly BookingRequestWithId[] }) {
  if (requests.length === 0)
    return (
      <EmptyState title="Aucune demande confirmée récente">
        Une demande confirmée apparaît ici : vous pourrez en créer le client et le dossier sans rien ressaisir.
      </EmptyState>
    );
  return (
    <ul className={styles.list} aria-label="Demandes confirmées">
      {requests.map((request) => {
        const state = intakeState(request);
        return (
          <li key={request.id} className={styles.listItem} data-confirmed-request={request.id}>
            <div>
              <strong>{request.name}</strong> — {when(request)}{' '}
              {state === 'créés' ? (
                <Badge tone="success">Client et dossier créés</Badge>
              ) : state === 'client' ? (
                <Badge tone="warning">Client créé, dossier à créer</Badge>
              ) : (
                <Badge tone="success">Confirmé</Badge>
              )}
              <br />
              <span className={styles.muted}>
                {TYPE_LABELS[request.type]} · {request.email}
                {request.phone ? ` · ${request.phone}` : ''}
              </span>
              {request.motif ? <p style={{ margin: '0.25rem 0 0' }}>{request.motif}</p> : null}
            </div>
            <span className={styles.actions}>
              {state === 'à créer' ? (
                <Link to={createClientUrl(request.id)} aria-label={`Créer le client et le dossier — ${request.name}`}>
                  Créer le client et le dossier
                </Link>
              ) : null}
              {request.clientId ? (
                <Link to={clientUrl(request.clientId)} aria-label={`Voir le client — ${request.name}`}>
                  Voir le client
                </Link>
              ) : null}
              {request.clientId && !request.caseId ? (
                <Link
                  to={createCaseUrl({ requestId: request.id, clientId: request.clientId })}
                  aria-label={`Créer le dossier — ${request.name}`}
                >
                  Créer le dossier
                </Link>
              ) : null}
              {request.caseId ? (
                <Link to={caseUrl(request.caseId)} aria-label={`Voir le dossier — ${request.name}`}>
                  Voir le dossier
                </Link>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
