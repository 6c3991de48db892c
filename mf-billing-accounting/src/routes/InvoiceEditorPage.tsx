import { useMemo } from 'react';
import { paths, useDocument, type Invoice, useWorkContext } from 'shared-data';
import { InvoiceNotFound, Loading, LoadError } from '../components/PageStates.tsx';
import { InvoiceEditor } from '../features/invoices/components/InvoiceEditor.tsx';
import { useBillingLookups, useBillingSettings } from '../features/invoices/hooks/useBillingData.ts';
import { addDaysIso, emptyInvoiceForm, fromInvoice } from '../features/invoices/model/invoiceForm.ts';
import { todayIso, useSearchParams } from 'shared-ui';

const DEFAULT_TERMS_DAYS = 30;

/** /app/billing/new: a new draft (optionally ?client=…&dossier=…), or ?brouillon=ID to edit a draft. */
export function InvoiceEditorPage() {
  const work = useWorkContext();
  const [params] = useSearchParams();
  const draftId = params.get('brouillon');
  const settings = useBillingSettings(work.firmId);
  const lookups = useBillingLookups(work.firmId);
  const draft = useDocument<Invoice>(work.firmId && draftId ? paths.invoice(work.firmId, draftId) : null);
  const today = todayIso();
  const days = settings.data?.paymentTermsDays ?? DEFAULT_TERMS_DAYS;
  const initial = useMemo(
    () =>
      draft.data
        ? fromInvoice(draft.data)
        : emptyInvoiceForm({
            clientId: params.get('client') ?? '',
            caseId: params.get('dossier') ?? '',
            dueDate: addDaysIso(today, days),
            paymentTerms:
              days === 0 ? 'Paiement à réception de la facture.' : `Paiement à ${days} jours à compter de l’émission.`,
            franchise: settings.data?.vatFranchise ?? false,
          }),
    [draft.data, params, today, days, settings.data?.vatFranchise],
  );

  if (work.loading || settings.loading || lookups.loading || (draftId && draft.loading))
    return <Loading label="Chargement…" />;
  if (!work.firmId || !work.uid)
    return <LoadError message="Votre cabinet n’a pas pu être identifié. Reconnectez-vous puis réessayez." />;
  if (draftId && draft.data?.status !== 'draft') return <InvoiceNotFound />;
  return (
    <InvoiceEditor
      key={draftId ?? 'new'}
      firmId={work.firmId}
      uid={work.uid}
      draftId={draftId}
      initial={initial}
      lookups={lookups}
      seenUpdatedAt={draft.data?.updatedAt}
    />
  );
}
