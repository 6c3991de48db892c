import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isRetryable, messageOf, type BillingSettings, TEXT_LIMITS } from 'shared-data';
import {
  Checkbox,
  ConflictReview,
  FormError,
  FormNotice,
  RadioGroup,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  useEditConflict,
} from 'shared-ui';
import { toast } from 'sonner';
import { TextArea } from '../../../components/TextArea.tsx';
import styles from '../../../components/layout.ts';
import { logoUrl, saveBilling, uploadLogo } from '../api/settingsActions.ts';
import { svgToPng } from '../api/svgLogo.ts';
import {
  BILLING_FIELDS,
  billingFormSchema,
  logoProblem,
  toBillingForm,
  toBillingSettings,
  VAT_FRANCHISE_MENTION,
  VAT_REGIME_OPTIONS,
  type BillingFormValues,
} from '../model/billingForm.ts';

/** The logo stored for the invoices, or « Aucun logo. ». */
function LogoPreview({ path }: { path: string | null }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    if (!path) setUrl(null);
    else
      logoUrl(path)
        .then((u) => active && setUrl(u))
        .catch(() => active && setUrl(null));
    return () => {
      active = false;
    };
  }, [path]);
  if (!path) return <p className={styles.muted}>Aucun logo.</p>;
  return url ? <img src={url} alt="Logo actuel du cabinet" style={{ maxWidth: 240, maxHeight: 120 }} /> : null;
}

/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof BillingFormValues, string>> = {
  legalName: 'Dénomination',
  siret: 'SIRET',
  address: 'Adresse',
  vatFranchise: 'Franchise en base de TVA',
  vatRegime: 'Régime de TVA',
  vatNumber: 'Numéro de TVA intracommunautaire',
  iban: 'IBAN',
  bic: 'BIC',
  numberingPrefix: 'Préfixe de numérotation',
  paymentTermsDays: 'Délai de paiement (jours)',
  mentions: 'Mentions complémentaires',
};

/**
 * The invoicing identity (`settings/billing`), owner only: SIRET, VAT, bank details, terms and the
 * logo (an SVG sanitised and made a PNG). French errors next to the fields, focus on the first one,
 * nothing typed lost on a failed save, a two-tab conflict reviewed.
 */
export function BillingForm({
  firmId,
  uid,
  initial,
  initialLogo,
  seenUpdatedAt,
}: {
  firmId: string;
  uid: string;
  initial: BillingFormValues;
  initialLogo: string | null;
  /** `settings/billing.updatedAt` when the form opened (a save refused if it changed since). */
  seenUpdatedAt: string | undefined;
}) {
  const [error, setError] = useState<{ message: string; retry: boolean } | null>(null);
  const edit = useEditConflict<BillingFormValues>({
    seenUpdatedAt,
    toValues: (saved) => toBillingForm(saved as Partial<BillingSettings>, { name: '', siret: '', address: '' }),
    labels: CONFLICT_LABELS,
  });
  const [logoPath, setLogoPath] = useState<string | null>(initialLogo);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<BillingFormValues>({
    resolver: zodResolver(billingFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const franchise = form.watch('vatFranchise');

  async function onLogo(file: File | undefined) {
    setLogoError(null);
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) return setLogoError(problem);
    setUploading(true);
    try {
      const isSvg = file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg');
      const bitmap = isSvg ? await svgToPng(file) : file;
      setLogoPath(await uploadLogo({ firmId, file: bitmap }));
      toast.success('Logo chargé : enregistrez les paramètres pour l’utiliser sur les factures.');
    } catch (e) {
      setLogoError(messageOf(e));
    } finally {
      setUploading(false);
    }
    return undefined;
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        const updatedAt = await saveBilling({
          firmId,
          uid,
          settings: toBillingSettings(values, logoPath),
          seenUpdatedAt: edit.seenUpdatedAt(),
        });
        edit.markSaved(updatedAt);
        form.reset(values);
        toast.success('Paramètres de facturation enregistrés : ils s’appliqueront aux prochaines factures émises.');
      } catch (e) {
        // Changed elsewhere: the review shows (focused); the values stay in the form.
        if (!edit.handle(e)) setError({ message: messageOf(e), retry: isRetryable(e) });
      }
    },
    (fieldErrors) => {
      const first = BILLING_FIELDS.find((n) => fieldErrors[n]);
      if (first) form.setFocus(first);
    },
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="billing-form-title">
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <FormError
        message={error?.message}
        title="Enregistrement impossible"
        onRetry={error?.retry ? () => void onSubmit() : undefined}
        retrying={isSubmitting}
      />
      <ConflictReview edit={edit} form={form} busy={isSubmitting} onKeepMine={() => void onSubmit()} />
      <section className={styles.panel} aria-labelledby="billing-form-title">
        <h2 id="billing-form-title">Identité de facturation</h2>
        <div className={styles.grid}>
          <TextField
            label="Dénomination"
            showRequired
            error={errors.legalName?.message}
            maxLength={TEXT_LIMITS.title}
            {...form.register('legalName')}
          />
          <TextField
            label="SIRET"
            showRequired
            inputMode="numeric"
            hint="14 chiffres, clé de contrôle vérifiée"
            error={errors.siret?.message}
            {...form.register('siret')}
          />
          <TextField
            label="Adresse"
            showRequired
            className={styles.full}
            error={errors.address?.message}
            maxLength={TEXT_LIMITS.address}
            {...form.register('address')}
          />
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="billing-vat-title">
        <h2 id="billing-vat-title">TVA</h2>
        <Checkbox label="Franchise en base de TVA (pas de TVA facturée)" {...form.register('vatFranchise')} />
        {franchise ? (
          <FormNotice title="Mention portée sur les factures">{VAT_FRANCHISE_MENTION}</FormNotice>
        ) : (
          <>
            <TextField
              label="Numéro de TVA intracommunautaire"
              hint="FR + clé à 2 chiffres + SIREN (9 premiers chiffres du SIRET)"
              error={errors.vatNumber?.message}
              maxLength={TEXT_LIMITS.identifier}
              {...form.register('vatNumber')}
            />
            <RadioGroup
              legend="Régime de TVA"
              hint="Figure sur chaque facture émise (facture électronique) et fixe la TVA collectée en comptabilité."
              error={errors.vatRegime?.message}
              inputProps={form.register('vatRegime')}
              options={VAT_REGIME_OPTIONS}
            />
          </>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="billing-bank-title">
        <h2 id="billing-bank-title">Coordonnées bancaires et conditions</h2>
        <div className={styles.grid}>
          <TextField
            label="IBAN"
            showRequired
            hint="Clé de contrôle vérifiée"
            autoComplete="off"
            error={errors.iban?.message}
            maxLength={TEXT_LIMITS.identifier}
            {...form.register('iban')}
          />
          <TextField
            label="BIC"
            hint="8 ou 11 caractères"
            autoComplete="off"
            error={errors.bic?.message}
            maxLength={TEXT_LIMITS.identifier}
            {...form.register('bic')}
          />
          <TextField
            label="Préfixe de numérotation"
            hint="Ex. FA- donne FA-2026-0001"
            error={errors.numberingPrefix?.message}
            {...form.register('numberingPrefix')}
          />
          <TextField
            label="Délai de paiement (jours)"
            inputMode="numeric"
            error={errors.paymentTermsDays?.message}
            {...form.register('paymentTermsDays')}
          />
        </div>
        <TextArea
          label="Mentions complémentaires"
          hint="Pénalités de retard, indemnité forfaitaire de 40 € pour les clients professionnels…"
          error={errors.mentions?.message}
          maxLength={TEXT_LIMITS.mentions}
          {...form.register('mentions')}
        />
      </section>
      <section className={styles.panel} aria-labelledby="billing-logo-title">
        <h2 id="billing-logo-title">Logo</h2>
        <LogoPreview path={logoPath} />
        <label htmlFor="billing-logo" style={{ display: 'block', fontWeight: 600, marginTop: 8 }}>
          Choisir un logo (PNG, JPEG ou SVG, 1 Mo au maximum)
        </label>
        <input
          id="billing-logo"
          type="file"
          accept="image/png,image/jpeg,image/svg+xml,.svg"
          aria-invalid={logoError ? true : undefined}
          aria-describedby={logoError ? 'billing-logo-error' : undefined}
          onChange={(e) => void onLogo(e.target.files?.[0])}
        />
        {uploading ? <p role="status">Envoi du logo…</p> : null}
        {logoError ? (
          <p id="billing-logo-error" role="alert">
            {logoError}
          </p>
        ) : null}
      </section>
      <div className={styles.formActions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer les paramètres de facturation
        </SubmitButton>
      </div>
    </form>
  );
}
