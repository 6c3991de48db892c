/**
 * The link of a time the cabinet proposed (`/book?pro=…&proposition=…&jeton=…&horaire=…`, sent by
 * email): the requester accepts it here. The page cannot read the request (it is the cabinet's);
 * it writes the link's token, which the data policy checks against the request, and the server
 * confirms the meeting and emails the confirmation. Or the requester picks another slot below.
 */
import { useRef, useState } from 'react';
import { focusWhenShown } from 'shared-ui/public';
import styles from '../../../components/marketing.module.css';
import { acceptProposedTime } from '../api/proposalActions.ts';

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });

export const PROPOSAL_MESSAGES = {
  accepted:
    'Merci : votre accord est transmis au cabinet. Vous recevez la confirmation du rendez-vous par e-mail, avec le fichier pour votre agenda.',
  expired:
    'Cette proposition n’est plus valable : elle a déjà été acceptée, ou le cabinet y a répondu autrement. Choisissez un créneau ci-dessous.',
  failed: 'Votre accord n’a pas pu être transmis. Vérifiez votre connexion et réessayez.',
} as const;

export function ProposalAnswer({
  requestId,
  token,
  proposedStart,
}: {
  requestId: string;
  token: string;
  proposedStart: string;
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'accepted' | 'expired' | 'failed'>('idle');
  const resultRef = useRef<HTMLParagraphElement>(null);
  const instant = new Date(proposedStart);
  const accept = async () => {
    setState('sending');
    try {
      await acceptProposedTime({ requestId, token });
      setState('accepted');
    } catch (error) {
      const code = (error as { code?: string }).code;
      setState(code === 'permission-denied' ? 'expired' : 'failed');
    }
    focusWhenShown(resultRef);
  };
  return (
    <section className={styles.panel} aria-labelledby="proposal-title" data-testid="booking-proposal">
      <h2 id="proposal-title">Un autre horaire vous est proposé</h2>
      {Number.isNaN(instant.getTime()) ? null : (
        <p>
          Le cabinet vous propose le <strong>{when.format(instant)}</strong>. Cet horaire vous est réservé en attendant
          votre réponse.
        </p>
      )}
      {state === 'accepted' || state === 'expired' || state === 'failed' ? (
        <p ref={resultRef} tabIndex={-1} role={state === 'accepted' ? 'status' : 'alert'}>
          {PROPOSAL_MESSAGES[state]}
        </p>
      ) : null}
      {state === 'accepted' || state === 'expired' ? null : (
        <p>
          <button type="button" className={styles.buttonLink} onClick={accept} disabled={state === 'sending'}>
            {state === 'sending' ? 'Envoi…' : 'Accepter ce nouvel horaire'}
          </button>
        </p>
      )}
    </section>
  );
}
