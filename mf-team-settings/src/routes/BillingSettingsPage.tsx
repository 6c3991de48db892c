import { useWorkContext } from 'shared-data';
import { LoadError, Loading, NoCabinet, OwnerOnlyNotice } from 'shared-ui';
import { PageHeader } from '../components/PageHeader.tsx';
import { BillingForm } from '../features/settings/components/BillingForm.tsx';
import { EinvoicingSection } from '../features/settings/components/EinvoicingSection.tsx';
import {
  useBillingSettings,
  useEinvoicingSettings,
  useFirmDocument,
} from '../features/settings/hooks/useSettingsDocuments.ts';
import { toBillingForm } from '../features/settings/model/billingForm.ts';

/**
 * /app/settings/billing (owner): the invoicing identity (`settings/billing`) and the cabinet's
 * plateforme agréée (`settings/einvoicing`), which a member may read but not change.
 */
export default function BillingSettingsPage() {
  const work = useWorkContext();
  const firm = useFirmDocument(work.firmId);
  const billing = useBillingSettings(work.firmId);
  const einvoicing = useEinvoicingSettings(work.firmId);
  if (work.loading || firm.loading || billing.loading || einvoicing.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  const einvoicingSection = (
    <EinvoicingSection
      firmId={work.firmId}
      uid={work.uid}
      canEdit={work.role === 'owner'}
      stored={einvoicing.data}
      loadError={einvoicing.error}
    />
  );
  if (work.role !== 'owner')
    return (
      <>
        <OwnerOnlyNotice screen="Paramètres de facturation" back={{ to: '/app/teammates', label: 'Voir l’équipe' }} />
        {einvoicingSection}
      </>
    );
  if (billing.error) return <LoadError message={billing.error} />;
  const initial = toBillingForm(billing.data, {
    name: firm.data?.name ?? '',
    siret: firm.data?.siret ?? '',
    address: firm.data?.address ?? '',
  });
  return (
    <>
      <PageHeader
        title="Paramètres de facturation"
        intro="Ces informations figurent sur chaque facture émise ; une facture déjà émise garde celles de son émission."
      />
      <BillingForm
        firmId={work.firmId}
        uid={work.uid}
        initial={initial}
        initialLogo={billing.data?.logoPath ?? null}
        seenUpdatedAt={billing.data?.updatedAt}
      />
      {einvoicingSection}
    </>
  );
}
