/** The five sign-up steps. Each saves what is typed into the draft as it is typed. */
import { type ReactNode, useEffect } from 'react';
import { updateDraft, type OnboardingDraft } from '../model/onboardingDraft.ts';
import { LANGUAGES, PRACTICE_AREAS } from 'shared-data/constants';
import { TEXT_LIMITS } from 'shared-data/textLimits';
import { CheckboxGroup, FormNotice, PasswordField, RadioGroup, TextField } from 'shared-ui/public';
import { checkedList } from '../../validation/model/fields.ts';
import { EMAIL_IN_USE, PASSWORD_RULE_HINT } from '../../validation/model/messages.ts';
import { ruleOf } from '../../validation/model/rules.ts';
import { loadPhoneRule } from '../model/phone.ts';
import {
  STEP_RULES,
  type AccountValues,
  type FirmStepValues,
  type PreferencesValues,
  type ProfileValues,
  type TypeValues,
} from '../model/steps.ts';
import { useStepForm } from '../hooks/useStepForm.ts';
import { StepActions } from './StepActions.tsx';

export type StepProps = {
  draft: OnboardingDraft;
  onNext: () => void;
  onBack?: (() => void) | undefined;
  /** Show this step's errors at once. */
  revalidate?: boolean;
  /** The provider refused this email at the end of the sign-up (account step only). */
  emailTaken?: string | null;
};

export function TypeStep({ draft, onNext, revalidate }: StepProps) {
  const form = useStepForm<TypeValues>({
    defaultValues: { accountType: draft.accountType },
    save: (values) => {
      if (values.accountType === 'solo' || values.accountType === 'firm')
        updateDraft((d) => ({ ...d, accountType: values.accountType! }));
    },
    revalidate,
  });
  const onSubmit = form.handleSubmit(() => onNext());
  return (
    <form noValidate onSubmit={onSubmit}>
      <RadioGroup
        legend="Vous créez un compte pour…"
        error={form.formState.errors.accountType?.message}
        inputProps={form.register('accountType', ruleOf(STEP_RULES.type.accountType))}
        options={[
          {
            value: 'solo',
            label: 'Exercice individuel',
            description: 'Vous exercez seul : votre cabinet, c’est vous.',
          },
          {
            value: 'firm',
            label: 'Cabinet',
            description:
              'Vous êtes titulaire d’un cabinet : nom, SIRET et adresse, puis vous pourrez inviter vos collaborateurs.',
          },
        ]}
      />
      <StepActions />
    </form>
  );
}

export function AccountStep({ draft, onNext, onBack, revalidate, emailTaken }: StepProps) {
  const form = useStepForm<AccountValues>({
    defaultValues: { email: draft.account.email, password: draft.account.password },
    save: (values) =>
      updateDraft((d) => ({
        ...d,
        account: { email: values.email ?? d.account.email, password: values.password ?? d.account.password },
      })),
    revalidate,
  });
  const { errors } = form.formState;
  const passwordForgotten = Boolean(draft.account.email && !draft.account.password);
  const { setError } = form;
  // Back from the last step because the provider refused the email: say it next to the field.
  useEffect(() => {
    if (emailTaken) setError('email', { type: 'provider', message: EMAIL_IN_USE }, { shouldFocus: true });
  }, [emailTaken, setError]);
  return (
    <form noValidate onSubmit={form.handleSubmit(() => onNext())}>
      {emailTaken ? (
        <FormNotice>
          <p>
            Un compte Prétoire existe déjà avec l’adresse {emailTaken}. Vos autres réponses sont gardées : choisissez
            une autre adresse, ou{' '}
            <a href={`/pro/login?email=${encodeURIComponent(emailTaken)}`}>connectez-vous avec ce compte</a>.
          </p>
        </FormNotice>
      ) : null}
      {passwordForgotten ? (
        <FormNotice>
          <p>Pour votre sécurité, le mot de passe n’est jamais conservé dans le brouillon : saisissez-le à nouveau.</p>
        </FormNotice>
      ) : null}
      <TextField
        label="Adresse email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        hint="Votre identifiant de connexion."
        showRequired
        error={errors.email?.message}
        maxLength={TEXT_LIMITS.email}
        {...form.register('email', ruleOf(STEP_RULES.compte.email))}
      />
      <PasswordField
        label="Mot de passe"
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        showRequired
        error={errors.password?.message}
        {...form.register('password', ruleOf(STEP_RULES.compte.password))}
      />
      <StepActions onBack={onBack} />
    </form>
  );
}

export function ProfileStep({ draft, onNext, onBack, revalidate }: StepProps) {
  const form = useStepForm<ProfileValues>({
    defaultValues: { ...draft.profile },
    save: (values) => updateDraft((d) => ({ ...d, profile: { ...d.profile, ...values } })),
    revalidate,
  });
  // The phone rule comes while the name is typed, before the number is checked.
  useEffect(() => void loadPhoneRule(), []);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => onNext())}>
      <TextField
        label="Nom et prénom"
        autoComplete="name"
        showRequired
        error={errors.fullName?.message}
        maxLength={TEXT_LIMITS.name}
        {...form.register('fullName', ruleOf(STEP_RULES.profil.fullName))}
      />
      <TextField
        label="Téléphone professionnel"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Format français (01 23 45 67 89) ou international (+32 2 123 45 67)."
        showRequired
        error={errors.phone?.message}
        maxLength={TEXT_LIMITS.phone}
        {...form.register('phone', ruleOf(STEP_RULES.profil.phone))}
      />
      <StepActions onBack={onBack} />
    </form>
  );
}

export function FirmStep({ draft, onNext, onBack, revalidate }: StepProps) {
  const form = useStepForm<FirmStepValues>({
    defaultValues: { ...draft.firm },
    save: (values) => updateDraft((d) => ({ ...d, firm: { ...d.firm, ...values } })),
    revalidate,
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => onNext())}>
      <TextField
        label="Nom du cabinet"
        autoComplete="organization"
        showRequired
        error={errors.name?.message}
        maxLength={TEXT_LIMITS.title}
        {...form.register('name', ruleOf(STEP_RULES.cabinet.name))}
      />
      <TextField
        label="SIRET"
        inputMode="numeric"
        autoComplete="off"
        hint="14 chiffres, espaces permis (ex. 732 829 320 00074). Il figure sur votre avis de situation INSEE."
        showRequired
        error={errors.siret?.message}
        {...form.register('siret', ruleOf(STEP_RULES.cabinet.siret))}
      />
      <TextField
        label="Adresse du cabinet"
        autoComplete="street-address"
        hint="Numéro et voie, code postal et ville (ex. 12 rue de la Paix, 75002 Paris)."
        showRequired
        error={errors.address?.message}
        maxLength={TEXT_LIMITS.address}
        {...form.register('address', ruleOf(STEP_RULES.cabinet.address))}
      />
      <StepActions onBack={onBack} />
    </form>
  );
}

export type PreferencesStepProps = StepProps & {
  submitting: boolean;
  /** Shown above the buttons: the account-creation error, with its ways forward. */
  error?: ReactNode;
  recap?: ReactNode;
};

export function PreferencesStep({ draft, onNext, onBack, revalidate, submitting, error, recap }: PreferencesStepProps) {
  const form = useStepForm<PreferencesValues>({
    defaultValues: { specialties: [...draft.preferences.specialties], languages: [...draft.preferences.languages] },
    save: (values) =>
      updateDraft((d) => ({
        ...d,
        preferences: {
          specialties: values.specialties === undefined ? d.preferences.specialties : checkedList(values.specialties),
          languages: values.languages === undefined ? d.preferences.languages : checkedList(values.languages),
        },
      })),
    revalidate,
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => onNext())}>
      <CheckboxGroup
        legend="Domaines d’activité"
        hint="Au moins un. Ils apparaîtront sur votre profil public si vous choisissez de le publier."
        showRequired
        columns={2}
        options={PRACTICE_AREAS}
        error={errors.specialties?.message}
        inputProps={form.register('specialties', ruleOf(STEP_RULES.preferences.specialties))}
      />
      <CheckboxGroup
        legend="Langues de travail"
        hint="Au moins une."
        showRequired
        columns={3}
        options={LANGUAGES}
        error={errors.languages?.message}
        inputProps={form.register('languages', ruleOf(STEP_RULES.preferences.languages))}
      />
      {recap}
      {error}
      <StepActions
        onBack={onBack}
        submitLabel="Créer mon compte"
        submitting={submitting}
        submittingLabel="Création du compte en cours…"
      />
    </form>
  );
}
