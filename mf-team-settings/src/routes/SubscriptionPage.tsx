import { useState } from 'react';
import { messageOf, useWorkContext } from 'shared-data';
import {
  Badge,
  Button,
  ConfirmDialog,
  FormError,
  FormNotice,
  PLANS,
  formatAmount,
  formatDate,
  type Plan,
  LoadError,
  Loading,
  NoCabinet,
  ShowMore,
  OwnerOnlyNotice,
} from 'shared-ui';
import { toast } from 'sonner';
import { PageHeader } from '../components/PageHeader.tsx';
import styles from '../components/layout.ts';
import { useMembers } from '../features/members/hooks/useTeam.ts';
import { useSubscriptionRequests } from '../features/settings/hooks/useSubscriptionRequests.ts';
import { requestPlanChange } from '../features/settings/api/settingsActions.ts';
import { type SubscriptionDoc, useSubscriptionSettings } from '../features/settings/hooks/useSettingsDocuments.ts';

function currentPlan(doc: SubscriptionDoc | null): Plan {
  const key = (doc?.plan ?? '').toLowerCase();
  return PLANS.find((p) => p.id === key || p.name.toLowerCase() === key) ?? PLANS[0]!;
}

/** /app/settings/subscription (owner): the plan, seats used, trial end; plan changes are recorded requests. */
export function SubscriptionPage() {
  const work = useWorkContext();
  const doc = useSubscriptionSettings(work.firmId);
  const members = useMembers(work.firmId);
  const requests = useSubscriptionRequests(work.firmId);
  const [asking, setAsking] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (work.loading || doc.loading || members.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  if (work.role !== 'owner')
    return <OwnerOnlyNotice screen="Abonnement" back={{ to: '/app/teammates', label: 'Voir l’équipe' }} />;
  if (doc.error) return <LoadError message={doc.error} />;
  const plan = currentPlan(doc.data);
  const used = members.data.length;
  const firmId = work.firmId;
  const uid = work.uid;
  const sorted = requests.data;
  return (
    <>
      <PageHeader title="Abonnement" intro="Votre formule, vos places et votre période d’essai." />
      <FormNotice title="Aucun moyen de paiement n’est encore relié">
        Prétoire n’encaisse rien pour le moment : un changement de formule est enregistré comme une demande, que notre
        équipe traite avec vous. Aucun prélèvement n’est effectué.
      </FormNotice>
      <FormError message={error ?? undefined} title="Demande impossible" />
      <section className={styles.panel} aria-labelledby="current-plan-title">
        <h2 id="current-plan-title">Formule actuelle : {plan.name}</h2>
        <p data-testid="seats">
          {used} place{used > 1 ? 's' : ''} utilisée{used > 1 ? 's' : ''} sur {plan.maxSeats} incluse
          {plan.maxSeats > 1 ? 's' : ''}
          {used > plan.maxSeats ? ' — au-delà de la formule : choisissez une formule plus large.' : '.'}
        </p>
        <p>
          {doc.data?.trialEndsAt
            ? `Fin de la période d’essai : ${formatDate(doc.data.trialEndsAt)}.`
            : 'Période d’essai terminée ou non applicable.'}
        </p>
      </section>
      <ul className={styles.grid} style={{ listStyle: 'none', padding: 0 }} aria-label="Formules">
        {PLANS.map((p) => (
          <li key={p.id} className={styles.panel} data-plan={p.name}>
            <h2>
              {p.name} {p.id === plan.id ? <Badge tone="success">Formule actuelle</Badge> : null}
            </h2>
            <p>
              <strong>{formatAmount(p.monthlyPriceCents)} HT / mois</strong> · {p.seatsLabel}
            </p>
            <p className={styles.muted}>{p.audience}</p>
            <ul>
              {p.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {p.id !== plan.id ? (
              <Button onClick={() => setAsking(p)} disabled={used > p.maxSeats}>
                Demander la formule {p.name}
              </Button>
            ) : null}
            {p.id !== plan.id && used > p.maxSeats ? (
              <p className={styles.muted}>Le cabinet compte plus de membres que cette formule n’en couvre.</p>
            ) : null}
          </li>
        ))}
      </ul>
      <section className={styles.panel} aria-labelledby="requests-title">
        <h2 id="requests-title">Demandes de changement</h2>
        {sorted.length === 0 ? (
          <p>Aucune demande enregistrée.</p>
        ) : (
          <ul className={styles.list} aria-label="Demandes de changement de formule">
            {sorted.map((r) => (
              <li key={r.id} className={styles.listItem}>
                {formatDate(r.createdAt)} : {r.fromPlan} → {r.toPlan} <Badge tone="info">{r.status}</Badge>
              </li>
            ))}
          </ul>
        )}
        {sorted.length > 0 ? (
          <ShowMore
            shown={sorted.length}
            total={requests.total}
            hasMore={requests.hasMore}
            loadingMore={requests.loadingMore}
            onMore={requests.loadMore}
            noun={{ one: 'demande', many: 'demandes', feminine: true }}
            of="de demandes de changement"
          />
        ) : null}
      </section>
      <ConfirmDialog
        open={asking !== null}
        title={`Demander la formule ${asking?.name ?? ''} ?`}
        confirmLabel="Enregistrer la demande"
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          if (!asking) return;
          setError(null);
          try {
            await requestPlanChange({ firmId, uid, fromPlan: plan.name, toPlan: asking.name });
            toast.success(`Demande de passage à ${asking.name} enregistrée. Aucun paiement n’a été effectué.`);
          } catch (e) {
            setError(messageOf(e));
          } finally {
            setAsking(null);
          }
        }}
      >
        La demande est enregistrée ; votre formule actuelle reste active jusqu’à son traitement. Aucun paiement n’est
        demandé ici.
      </ConfirmDialog>
    </>
  );
}
