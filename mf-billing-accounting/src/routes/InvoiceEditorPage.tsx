import { useMemo } from 'react';
import { useWorkContext } from 'shared-data';
import { InvoiceNotFound } from '../features/invoices/components/InvoiceNotFound.tsx';
import { InvoiceEditor } from '../features/invoices/components/InvoiceEditor.tsx';
import { ProvisionEditor } from '../features/invoices/components/ProvisionEditor.tsx';
import { useBillingSettings, useInvoice } from '../features/invoices/hooks/useBillingData.ts';
import { emptyInvoiceForm, fromInvoice } from '../features/invoices/model/invoiceForm.ts';
import { emptyProvisionForm, fromProvision } from '../features/invoices/model/provision.ts';
import { addDays, todayIso, useSearchParams, Loading, NoCabinet } from 'shared-ui';

const DEFAULT_TERMS_DAYS = 30;

/**
 * /app/billing/new: a new draft (optionally ?client=…&dossier=…), or ?brouillon=ID to edit a draft;
 * `?provision=1` (or the draft of one): a demande de provision.
 */
export function InvoiceEditorPage() {
  const work = useWorkContext();
  const [params] = useSearchParams();
  const draftId = params.get('brouillon');
  const settings = useBillingSettings(work.firmId);
  const draft = useInvoice(work.firmId, draftId);
  const today = todayIso();
  const days = settings.data?.paymentTermsDays ?? DEFAULT_TERMS_DAYS;
  const initial = useMemo(
    () =>
      draft.data
        ? fromInvoice(draft.data)
        : emptyInvoiceForm({
            clientId: params.get('client') ?? '',
            caseId: params.get('dossier') ?? '',
            dueDate: addDays(today, days),
            paymentTerms:
              days === 0 ? 'Paiement à réception de la facture.' : `Paiement à ${days} jours à compter de l’émission.`,
            franchise: settings.data?.vatFranchise ?? false,
          }),
    [draft.data, params, today, days, settings.data?.vatFranchise],
  );
  const isProvision = draft.data ? draft.data.kind === 'provision' : params.get('provision') === '1';
  const initialProvision = useMemo(
    () =>
      draft.data?.kind === 'provision'
        ? fromProvision(draft.data)
        : emptyProvisionForm({
            clientId: params.get('client') ?? '',
            caseId: params.get('dossier') ?? '',
            dueDate: today,
            franchise: settings.data?.vatFranchise ?? false,
          }),
    [draft.data, params, today, settings.data?.vatFranchise],
  );

  if (work.loading || settings.loading || (draftId && draft.loading)) return <Loading />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  if (draftId && draft.data?.status !== 'draft') return <InvoiceNotFound />;
  if (isProvision)
    return (
      <ProvisionEditor
        key={draftId ?? 'new-provision'}
        firmId={work.firmId}
        uid={work.uid}
        draftId={draftId}
        initial={initialProvision}
        seenUpdatedAt={draft.data?.updatedAt}
      />
    );
  return (
    <InvoiceEditor
      key={draftId ?? 'new'}
      firmId={work.firmId}
      uid={work.uid}
      draftId={draftId}
      initial={initial}
      seenUpdatedAt={draft.data?.updatedAt}
      franchise={settings.data?.vatFranchise ?? false}
    />
  );
}
