/**
 * Creating a client, then its dossier, from a confirmed booking request (the calendar's « Créer le
 * client et le dossier »). Step 1 is the client form of this area, prefilled, with its conflict-of-
 * interest check; step 2 the dossier form, prefilled. The request is linked to each record as it is
 * created, so leaving between the two steps loses nothing: the calendar offers the second step.
 */
import type { ReactNode } from 'react';
import type { BookingRequest } from 'shared-data';
import { Link, type SelectOption, todayIso, Loading } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { CaseForm } from '../../cases/components/CaseForm.tsx';
import { emptyCaseForm, type CaseFormValues } from '../../cases/model/caseForm.ts';
import { ClientForm } from '../../clients/components/ClientForm.tsx';
import { EMPTY_CLIENT_FORM, type ClientFormValues } from '../../clients/model/clientForm.ts';
import { useBookingRequest } from '../hooks/useBookingRequest.ts';
import {
  bookingWhen,
  caseStepUrl,
  caseTitleFromBooking,
  clientPrefill,
  INTAKE_MESSAGES,
} from '../model/bookingIntake.ts';

type Request = BookingRequest & { id: string };

const TYPE_LABELS: Record<BookingRequest['type'], string> = {
  cabinet: 'au cabinet',
  visio: 'en visioconférence',
  téléphone: 'par téléphone',
};

/** Loads the request; says in French why it cannot be used (missing, other cabinet, not confirmed). */
function WithRequest({ requestId, children }: { requestId: string; children: (request: Request) => ReactNode }) {
  const request = useBookingRequest(requestId);
  if (request.loading) return <Loading label="Chargement de la demande de rendez-vous…" />;
  const problem = !request.data
    ? INTAKE_MESSAGES.notFound
    : request.data.status !== 'confirmé'
      ? INTAKE_MESSAGES.notConfirmed
      : null;
  if (problem || !request.data)
    return (
      <div className={styles.warning} role="alert" data-booking-intake="refused">
        <p>{problem}</p>
        <p>
          <Link to="/app/calendar/meetings">Retour aux rendez-vous</Link>
        </p>
      </div>
    );
  return <>{children(request.data)}</>;
}

/** Where the form's values come from: the request, its date, its motif; the step. */
function Origin({ request, step }: { request: Request; step: 1 | 2 }) {
  return (
    <div className={styles.notice} data-booking-origin={request.id}>
      <p>
        <strong>
          Étape {step} sur 2 : {step === 1 ? 'le client' : 'le dossier'}.
        </strong>{' '}
        Prérempli depuis la demande de rendez-vous de {request.name} ({bookingWhen(request)},{' '}
        {TYPE_LABELS[request.type]}) : vérifiez{' '}
        {step === 1 ? 'le nom, le prénom et la civilité' : 'l’intitulé, les honoraires et le responsable'} avant
        d’enregistrer.
      </p>
      {request.motif.trim() ? <p className={styles.muted}>Motif indiqué : {request.motif}</p> : null}
    </div>
  );
}

export type BookingClientStepProps = {
  firmId: string;
  uid: string;
  requestId: string;
  onCancel: () => void;
  onSave: (values: ClientFormValues, request: Request) => Promise<void>;
};

/** Step 1: the client, prefilled from the request; the form's conflict check runs before it is saved. */
export function BookingClientStep({ firmId, uid, requestId, onCancel, onSave }: BookingClientStepProps) {
  return (
    <WithRequest requestId={requestId}>
      {(request) =>
        request.clientId ? (
          <div className={styles.notice} data-booking-intake="client-exists">
            <p>{INTAKE_MESSAGES.clientExists}</p>
            <p className={styles.actions}>
              <Link to={`/app/clients/${request.clientId}`}>Voir le client</Link>
              {request.caseId ? (
                <Link to={`/app/cases/${request.caseId}`}>Voir le dossier</Link>
              ) : (
                <Link to={caseStepUrl({ requestId: request.id, clientId: request.clientId })}>Créer le dossier</Link>
              )}
            </p>
          </div>
        ) : (
          <>
            <Origin request={request} step={1} />
            <ClientForm
              firmId={firmId}
              uid={uid}
              initialValues={{ ...EMPTY_CLIENT_FORM, ...clientPrefill(request) }}
              submitLabel="Enregistrer le client et passer au dossier"
              autoFocus
              onCancel={onCancel}
              onSave={(values) => onSave(values, request)}
            />
          </>
        )
      }
    </WithRequest>
  );
}

export type BookingCaseStepProps = {
  firmId: string;
  requestId: string;
  /** The client chosen in step 1 (`?client=`), else the request's. */
  clientId: string;
  uid: string;
  memberOptions: SelectOption[];
  onCancel: () => void;
  onSave: (values: CaseFormValues, request: Request) => Promise<void>;
};

/** Step 2: the dossier of that client, its title from the motif, the lawyer who received the request responsible. */
export function BookingCaseStep({
  firmId,
  requestId,
  clientId,
  uid,
  memberOptions,
  onCancel,
  onSave,
}: BookingCaseStepProps) {
  return (
    <WithRequest requestId={requestId}>
      {(request) =>
        request.caseId ? (
          <div className={styles.notice} data-booking-intake="case-exists">
            <p>{INTAKE_MESSAGES.caseExists}</p>
            <p>
              <Link to={`/app/cases/${request.caseId}`}>Voir le dossier</Link>
            </p>
          </div>
        ) : (
          <>
            <Origin request={request} step={2} />
            <CaseForm
              initialValues={{
                ...emptyCaseForm(
                  todayIso(),
                  memberOptions.some((option) => option.value === request.proUid) ? request.proUid : uid,
                  clientId || request.clientId,
                ),
                title: caseTitleFromBooking(request),
              }}
              firmId={firmId}
              memberOptions={memberOptions}
              submitLabel="Créer le dossier"
              onCancel={onCancel}
              onSave={(values) => onSave(values, request)}
            />
          </>
        )
      }
    </WithRequest>
  );
}
