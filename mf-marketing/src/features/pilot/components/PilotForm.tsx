import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PRACTICE_AREAS } from 'shared-data/constants';
import {
  Checkbox,
  CheckboxGroup,
  FormError,
  FormNotice,
  Select,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  focusWhenShown,
} from 'shared-ui/public';
import styles from '../../../components/marketing.module.css';
import { Honeypot } from '../../../components/Honeypot.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { browserRate, PILOT_LIMIT, rateMessage } from '../../validation/model/rateLimit.ts';
import { type PilotOutcome, sendPilotApplication } from '../api/pilotActions.ts';
import {
  CABINET_SIZES,
  EMPTY_PILOT_FORM,
  PILOT_MESSAGE_MAX,
  type PilotFormValues,
  checkPilotForm,
} from '../model/pilotForm.ts';
import { resolverOf } from '../../validation/model/formChecks.ts';
import { TEXT_LIMITS } from 'shared-data/textLimits';

const FIELDS = ['name', 'email', 'firmName', 'barreau', 'size', 'specialties', 'message', 'consent'] as const;

/** The application form; the confirmation replaces it once sent (or says it was already received). */
export function PilotForm() {
  const [outcome, setOutcome] = useState<PilotOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const form = useForm<PilotFormValues>({
    resolver: resolverOf(checkPilotForm),
    defaultValues: EMPTY_PILOT_FORM,
    mode: 'onTouched',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const messageLength = form.watch('message').length;

  const onValid = async (values: PilotFormValues) => {
    setFailure(null);
    if (values.website) {
      setOutcome('received');
      return;
    }
    const rate = browserRate(PILOT_LIMIT);
    if (!rate.allowed) {
      setFailure(rateMessage(rate.waitMinutes));
      focusWhenShown(errorRef);
      return;
    }
    try {
      const { website: _honeypot, ...details } = values;
      const result = await sendPilotApplication({ values: details });
      rate.record();
      form.reset(values);
      setOutcome(result);
      focusWhenShown(noticeRef);
    } catch (error) {
      setFailure(
        error instanceof Error && error.name === 'DataError'
          ? error.message
          : 'La candidature n’a pas pu être envoyée. Vérifiez votre connexion et réessayez ; vos réponses sont conservées.',
      );
      focusWhenShown(errorRef);
    }
  };

  if (outcome === 'received')
    return (
      <FormNotice ref={noticeRef} tone="success" title="Candidature reçue">
        Merci ! Nous étudions chaque candidature et revenons vers vous par email sous dix jours ouvrés.
      </FormNotice>
    );
  if (outcome === 'already-received')
    return (
      <FormNotice ref={noticeRef} title="Candidature déjà reçue">
        Nous avons déjà reçu une candidature avec cette adresse email au cours des 30 derniers jours. Elle est en cours
        d’examen : inutile de la renvoyer, nous revenons vers vous par email.
      </FormNotice>
    );

  return (
    <form
      noValidate
      aria-labelledby="pilot-form-title"
      className={styles.section}
      onSubmit={form.handleSubmit(onValid, (fieldErrors) => {
        const first = FIELDS.find((key) => fieldErrors[key]);
        if (first === 'specialties') document.getElementById('pilot-specialties-0')?.focus();
        else if (first) form.setFocus(first);
      })}
    >
      <h2 id="pilot-form-title">Candidater</h2>
      <UnsavedChangesGuard
        when={isDirty}
        message="Votre candidature n’a pas été envoyée : vos réponses seront perdues."
      />
      <FormError ref={errorRef} title="La candidature n’a pas été envoyée" message={failure} />
      <TextField
        label="Nom et prénom"
        autoComplete="name"
        showRequired
        error={errors.name?.message}
        maxLength={TEXT_LIMITS.name}
        {...form.register('name')}
      />
      <TextField
        label="Adresse email professionnelle"
        type="email"
        autoComplete="email"
        showRequired
        error={errors.email?.message}
        maxLength={TEXT_LIMITS.email}
        {...form.register('email')}
      />
      <TextField
        label="Cabinet"
        autoComplete="organization"
        showRequired
        error={errors.firmName?.message}
        maxLength={TEXT_LIMITS.name}
        {...form.register('firmName')}
      />
      <TextField
        label="Barreau (ou ordre, chambre)"
        hint="Par exemple : Barreau de Lyon."
        showRequired
        error={errors.barreau?.message}
        maxLength={TEXT_LIMITS.short}
        {...form.register('barreau')}
      />
      <Select
        label="Taille du cabinet"
        placeholder="Choisir…"
        options={CABINET_SIZES}
        showRequired
        error={errors.size?.message}
        {...form.register('size')}
      />
      <CheckboxGroup
        id="pilot-specialties"
        legend="Domaines d’activité"
        options={PRACTICE_AREAS}
        columns={2}
        showRequired
        error={errors.specialties?.message}
        inputProps={form.register('specialties')}
      />
      <TextArea
        label="Votre message (facultatif)"
        hint="Ce que vous attendez d’un logiciel de gestion, les outils que vous utilisez aujourd’hui…"
        maxLength={PILOT_MESSAGE_MAX}
        length={messageLength}
        rows={4}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Checkbox
        label="J’accepte que Prétoire conserve ces informations pour étudier ma candidature et me recontacter au sujet du programme pilote (12 mois au plus ; droits d’accès, de rectification et d’effacement par email à pilote@pretoire.fr)."
        error={errors.consent?.message}
        {...form.register('consent')}
      />
      <Honeypot {...form.register('website')} />
      <SubmitButton submitting={isSubmitting} submittingLabel="Envoi de la candidature…">
        Envoyer ma candidature
      </SubmitButton>
    </form>
  );
}
