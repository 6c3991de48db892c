import { lazyModule, usePageSearchParams } from 'shared-ui/public';
import styles from '../components/marketing.module.css';
import { PrivacyNotice } from '../features/booking/components/PrivacyNotice.tsx';
import { ProPicker } from '../features/booking/components/ProPicker.tsx';
import { useBookingData } from '../features/booking/hooks/useBookingData.ts';

// The booking flow comes once a professional is chosen, fetched alongside their slots: `/book`
// without one is a search in the directory. Its details form comes later still (BookingFlow).
const bookingFlow = lazyModule(() => import('../features/booking/components/BookingFlow.tsx'));
// The answer to a proposed time: only for visitors who came by that emailed link.
const proposalAnswer = lazyModule(() => import('../features/booking/components/ProposalAnswer.tsx'));

/** `/book`: choose the professional, the type, a free slot, then send the request. */
export default function BookPage() {
  const [params] = usePageSearchParams();
  const proUid = params.get('pro')?.trim() || null;
  const data = useBookingData(proUid);
  // Fetched alongside the professional's slots; a failure reaches the page's error boundary.
  const BookingFlow = bookingFlow.useLoaded(proUid !== null)?.BookingFlow;
  const proposal = {
    requestId: params.get('proposition')?.trim() ?? '',
    token: params.get('jeton')?.trim() ?? '',
    proposedStart: params.get('horaire')?.trim() ?? '',
  };
  const proposed = proUid !== null && proposal.requestId !== '' && proposal.token !== '';
  const ProposalAnswer = proposalAnswer.useLoaded(proposed)?.ProposalAnswer;
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1>Prendre rendez-vous</h1>
        <p className={styles.lead}>
          Choisissez le type de rendez-vous et un créneau libre. Le professionnel confirme ensuite votre demande.
        </p>
      </header>
      <div className={styles.bookingArea}>
        {!proUid ? (
          <ProPicker />
        ) : data.status === 'loading' || data.status === 'idle' || (data.status === 'ready' && !BookingFlow) ? (
          <div aria-busy="true" className={styles.section}>
            <p role="status">Chargement des disponibilités…</p>
            <div className={styles.skeleton} />
          </div>
        ) : data.status === 'unavailable' ? (
          <div className={styles.panel} role="alert">
            <h2>Professionnel introuvable</h2>
            <p>
              Ce professionnel n’est pas référencé dans l’annuaire, ou ne propose plus la prise de rendez-vous en ligne.
            </p>
            <p>
              <a href="/search" className={styles.buttonLink}>
                Consulter l’annuaire
              </a>
            </p>
          </div>
        ) : data.status === 'error' ? (
          <div className={styles.panel} role="alert">
            <h2>Les disponibilités n’ont pas pu être chargées</h2>
            <p>{data.message}</p>
          </div>
        ) : (
          <>
            <section className={styles.card} aria-label="Professionnel choisi">
              <p>
                <strong>{data.profile.fullName}</strong>
                {data.profile.firmName ? ` — ${data.profile.firmName}` : ''}
              </p>
              <p className={styles.muted}>
                {data.profile.title}
                {data.profile.city ? ` à ${data.profile.city}` : ''}
              </p>
              <p>
                <a href="/search">Choisir un autre professionnel</a>
              </p>
            </section>
            {proposed && ProposalAnswer ? <ProposalAnswer {...proposal} /> : null}
            {BookingFlow ? <BookingFlow key={data.profile.uid} data={data} /> : null}
          </>
        )}
      </div>
      <PrivacyNotice />
    </div>
  );
}
