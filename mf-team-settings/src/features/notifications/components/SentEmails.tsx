/** The cabinet's outgoing emails (the owner's view): to whom, what, when, and whether it left. */
import type { SentEmail } from 'shared-data/store';
import { EmptyState, formatDate, formatTime } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { SENT_EMAILS_SHOWN } from '../hooks/useNotifications.ts';

/** What each kind of email is, for the cabinet. */
const KIND_LABELS: Record<string, string> = {
  'booking-received-visitor': 'Accusé de réception au demandeur',
  'booking-received-lawyer': 'Nouvelle demande de rendez-vous',
  'booking-confirmed': 'Rendez-vous confirmé au demandeur',
  'booking-declined': 'Demande refusée au demandeur',
  'booking-nudge': 'Relance : demande sans réponse',
  'meeting-reminder-veille': 'Rappel de rendez-vous (veille)',
  'meeting-reminder-2h': 'Rappel de rendez-vous (2 h avant)',
  'hearing-reminder': 'Rappel d’audience',
  'deadline-reminder': 'Rappel de délai',
  invitation: 'Invitation d’un collaborateur',
};

export function SentEmails({ items, loading }: { items: (SentEmail & { id: string })[]; loading: boolean }) {
  return (
    <section className={styles.panel} aria-labelledby="sent-emails-title">
      <h2 id="sent-emails-title">E-mails envoyés par le cabinet</h2>
      <p>
        Les {SENT_EMAILS_SHOWN} derniers envois, chacun une seule fois ; un envoi en échec a été réessayé trois fois.
      </p>
      {!loading && items.length === 0 ? (
        <EmptyState title="Aucun e-mail envoyé">Les e-mails partis pour le cabinet apparaîtront ici.</EmptyState>
      ) : (
        <table aria-label="E-mails envoyés par le cabinet">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Destinataire</th>
              <th scope="col">E-mail</th>
              <th scope="col">État</th>
            </tr>
          </thead>
          <tbody>
            {items.map((email) => (
              <tr key={email.id} data-email-status={email.status}>
                <td>
                  {formatDate(email.createdAt)} {formatTime(email.createdAt)}
                </td>
                <td>{email.to}</td>
                <td>{KIND_LABELS[email.kind] ?? email.subject}</td>
                <td>
                  {email.status === 'échec'
                    ? `Échec après ${email.attempts} essais${email.lastError ? ` : ${email.lastError}` : ''}`
                    : email.status === 'envoyé'
                      ? 'Envoyé'
                      : 'En cours'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
