import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type EinvoicingSettings, isRetryable, messageOf, TEXT_LIMITS } from 'shared-data';
import {
  Button,
  ConfirmDialog,
  ConflictReview,
  DescriptionList,
  FormError,
  formatDate,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  useEditConflict,
  LoadError,
} from 'shared-ui';
import { toast } from 'sonner';
import styles from '../../../components/layout.ts';
import { removeEinvoicing, saveEinvoicing } from '../api/settingsActions.ts';
import {
  CLIENT_SECRET_MAX,
  EINVOICING_FIELDS,
  einvoicingFormSchema,
  toEinvoicingForm,
  toEinvoicingSave,
  type EinvoicingFormValues,
} from '../model/einvoicingForm.ts';

const TITLE_ID = 'einvoicing-title';

function Explanation() {
  return (
    <>
      <p>
        Depuis le 1<sup>er</sup> septembre 2026, chaque cabinet doit pouvoir recevoir les factures de ses fournisseurs
        sous forme électronique, par une plateforme agréée (PA) immatriculée par l’administration fiscale. À partir du 1
        <sup>er</sup> septembre 2027, les petites et moyennes entreprises — la plupart des cabinets — émettent aussi par
        elle leurs factures aux clients professionnels.
      </p>
      <p className={styles.muted}>
        Renseignez la plateforme choisie par le cabinet et les accès qu’elle vous a remis. Le secret client est conservé
        hors de portée du navigateur : une fois enregistré, personne ne peut le relire, seulement le remplacer.
      </p>
    </>
  );
}

/** The fields a two-tab conflict review compares (the secret is never read back: nothing to compare). */
const CONFLICT_LABELS: Partial<Record<keyof EinvoicingFormValues, string>> = {
  platformUrl: 'Adresse de la plateforme',
  tokenUrl: 'Adresse du jeton OAuth',
  clientId: 'Identifiant client',
};

const secretSavedText = (secretSetAt: string) => `Secret enregistré le ${formatDate(secretSetAt)}`;

function EinvoicingForm({
  firmId,
  uid,
  stored,
}: {
  firmId: string;
  uid: string;
  /** `settings/einvoicing` as it is now (live), or null when no platform is configured. */
  stored: EinvoicingSettings | null;
}) {
  const [error, setError] = useState<{ title: string; message: string; retry: boolean } | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removing, setRemoving] = useState(false);
  const edit = useEditConflict<EinvoicingFormValues>({
    seenUpdatedAt: stored?.updatedAt,
    toValues: (saved) => toEinvoicingForm(saved as Partial<EinvoicingSettings>),
    labels: CONFLICT_LABELS,
  });
  const form = useForm<EinvoicingFormValues>({
    resolver: zodResolver(einvoicingFormSchema),
    defaultValues: toEinvoicingForm(stored),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const enterSecret = form.watch('enterSecret');
  // Showing or hiding the secret field moves the focus to what replaced the pressed button.
  const moveFocus = useRef(false);
  const replaceButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (enterSecret) form.setFocus('clientSecret');
    else replaceButton.current?.focus();
  }, [enterSecret, form]);

  function replaceSecret() {
    moveFocus.current = true;
    form.setValue('enterSecret', true, { shouldDirty: true });
  }

  function keepSavedSecret() {
    moveFocus.current = true;
    form.setValue('clientSecret', '', { shouldDirty: true });
    form.setValue('enterSecret', false, { shouldDirty: true });
    form.clearErrors('clientSecret');
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      const { settings, clientSecret } = toEinvoicingSave(values);
      try {
        const updatedAt = await saveEinvoicing({
          firmId,
          uid,
          settings,
          clientSecret,
          seenUpdatedAt: edit.seenUpdatedAt(),
        });
        edit.markSaved(updatedAt);
        // The secret typed is not kept in the page once saved.
        form.reset({ ...values, ...settings, clientSecret: '', enterSecret: false });
        toast.success('Plateforme agréée enregistrée.');
      } catch (e) {
        // Changed elsewhere: the review shows (focused); the values stay in the form.
        if (!edit.handle(e))
          setError({ title: 'Enregistrement impossible', message: messageOf(e), retry: isRetryable(e) });
      }
    },
    (fieldErrors) => {
      const first = EINVOICING_FIELDS.find((name) => fieldErrors[name]);
      if (first) form.setFocus(first);
    },
  );

  async function remove() {
    setRemoving(true);
    setError(null);
    try {
      await removeEinvoicing({ firmId, uid });
      edit.markSaved(undefined);
      form.reset(toEinvoicingForm(null));
      toast.success('Plateforme agréée retirée : son secret client est supprimé.');
    } catch (e) {
      setError({ title: 'Retrait impossible', message: messageOf(e), retry: false });
    } finally {
      setRemoving(false);
      setConfirmRemove(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={TITLE_ID}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <FormError
        message={error?.message}
        title={error?.title}
        onRetry={error?.retry ? () => void onSubmit() : undefined}
        retrying={isSubmitting}
      />
      <ConflictReview edit={edit} form={form} busy={isSubmitting} onKeepMine={() => void onSubmit()} />
      <div className={styles.grid}>
        <TextField
          label="Adresse de la plateforme"
          showRequired
          type="url"
          inputMode="url"
          hint="Adresse de base de ses services, commençant par https:// (ex. https://pa.example.fr)"
          autoComplete="off"
          spellCheck={false}
          error={errors.platformUrl?.message}
          maxLength={TEXT_LIMITS.url}
          {...form.register('platformUrl')}
        />
        <TextField
          label="Adresse du jeton OAuth"
          showRequired
          type="url"
          inputMode="url"
          hint="Communiquée par la plateforme avec vos identifiants"
          autoComplete="off"
          spellCheck={false}
          error={errors.tokenUrl?.message}
          maxLength={TEXT_LIMITS.url}
          {...form.register('tokenUrl')}
        />
        <TextField
          label="Identifiant client"
          showRequired
          autoComplete="off"
          spellCheck={false}
          error={errors.clientId?.message}
          maxLength={TEXT_LIMITS.identifier}
          {...form.register('clientId')}
        />
        {enterSecret ? (
          <div>
            <TextField
              label="Secret client"
              showRequired
              type="password"
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
              hint={
                stored?.secretSetAt
                  ? 'Le nouveau secret remplacera celui enregistré.'
                  : 'Il ne pourra plus être affiché après l’enregistrement.'
              }
              error={errors.clientSecret?.message}
              maxLength={CLIENT_SECRET_MAX}
              {...form.register('clientSecret')}
            />
            {stored?.secretSetAt ? (
              <Button variant="link" onClick={keepSavedSecret}>
                Garder le secret enregistré
              </Button>
            ) : null}
          </div>
        ) : (
          <div>
            <p>
              <strong>Secret client</strong>
            </p>
            <p data-testid="einvoicing-secret-state">
              {stored?.secretSetAt ? secretSavedText(stored.secretSetAt) : 'Aucun secret enregistré.'}
            </p>
            <Button ref={replaceButton} onClick={replaceSecret}>
              Remplacer le secret
            </Button>
          </div>
        )}
      </div>
      <div className={styles.formActions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer la plateforme
        </SubmitButton>
        {stored ? (
          <Button onClick={() => setConfirmRemove(true)} disabled={isSubmitting}>
            Retirer la plateforme
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        title="Retirer la plateforme agréée ?"
        confirmLabel="Retirer la plateforme"
        cancelLabel="Annuler"
        destructive
        busy={removing}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => void remove()}
      >
        Sa configuration et son secret client seront supprimés. Tant qu’aucune plateforme n’est configurée, Prétoire ne
        peut ni transmettre ni recevoir de factures électroniques pour le cabinet.
      </ConfirmDialog>
    </form>
  );
}

/** What a member sees: the configuration, never editable (the policy refuses their writes anyway). */
function EinvoicingSummary({ stored }: { stored: EinvoicingSettings | null }) {
  return (
    <>
      {stored ? (
        <DescriptionList
          items={[
            { term: 'Adresse de la plateforme', value: stored.platformUrl },
            { term: 'Adresse du jeton OAuth', value: stored.tokenUrl },
            { term: 'Identifiant client', value: stored.clientId },
            {
              term: 'Secret client',
              value: stored.secretSetAt ? secretSavedText(stored.secretSetAt) : 'Aucun secret enregistré',
            },
          ]}
        />
      ) : (
        <p>Aucune plateforme agréée n’est configurée pour le cabinet.</p>
      )}
      <p className={styles.muted}>Seul le titulaire du compte configure la plateforme agréée du cabinet.</p>
    </>
  );
}

/**
 * « Facturation électronique (plateforme agréée) » on /app/settings/billing: the owner configures
 * the cabinet's PA (`settings/einvoicing`, the secret apart in `platformCredentials/current`, which
 * this page never reads: the policy refuses it); a member reads the configuration.
 */
export function EinvoicingSection({
  firmId,
  uid,
  canEdit,
  stored,
  loadError,
}: {
  firmId: string;
  uid: string;
  canEdit: boolean;
  stored: EinvoicingSettings | null;
  loadError?: string | null | undefined;
}) {
  return (
    <section className={styles.panel} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>Facturation électronique (plateforme agréée)</h2>
      <Explanation />
      {loadError ? (
        <LoadError message={loadError} />
      ) : canEdit ? (
        <EinvoicingForm firmId={firmId} uid={uid} stored={stored} />
      ) : (
        <EinvoicingSummary stored={stored} />
      )}
    </section>
  );
}
