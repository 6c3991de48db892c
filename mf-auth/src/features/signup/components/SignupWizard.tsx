import { useEffect, useRef, useState } from 'react';
import { useOnboardingDraft } from '../hooks/useOnboardingDraft.ts';
import { getDraft, resetDraft } from '../model/onboardingDraft.ts';
import {
  Button,
  FormError,
  Stepper,
  usePageSearchParams,
  showToast,
  showToastOnNextPage,
  leavePageFor,
} from 'shared-ui/public';
import { firstInvalidStep, neighbours, resolveStep, stepsFor, type StepId } from '../model/steps.ts';
import { submitSignup } from '../model/submitSignup.ts';
import { formatSiret } from 'shared-data/identifiers';
import { EMAIL_IN_USE } from '../../validation/model/messages.ts';
import { AccountStep, FirmStep, PreferencesStep, ProfileStep, TypeStep, type StepProps } from './steps.tsx';
import layout from '../../layout/components/formLayout.module.css';

const STEP_TITLES: Record<StepId, string> = {
  type: 'Type de compte',
  compte: 'Votre compte',
  profil: 'Votre profil',
  cabinet: 'Votre cabinet',
  preferences: 'Vos préférences',
};

type SubmitError = { message: string; stage: 'account' | 'records' } | null;

/** The sign-up in steps; the step lives in the URL (?etape=…), the answers in the draft. */
export function SignupWizard() {
  const draft = useOnboardingDraft();
  const [searchParams, setSearchParams] = usePageSearchParams();
  const step = resolveStep(searchParams.get('etape'), draft.accountType);
  const steps = stepsFor(draft.accountType);
  const { previous, next } = neighbours(step, draft.accountType);
  const [generation, setGeneration] = useState(0);
  const [revalidate, setRevalidate] = useState<StepId | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<SubmitError>(null);
  const [emailTaken, setEmailTaken] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);
  const firstRender = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A new step: its title takes the focus (not on arrival on the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: step and generation are the triggers, not inputs.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Back on the account step for a refused email: the email field takes the focus instead.
    if (!revalidate && !emailTaken) heading.current?.focus();
  }, [step, generation, revalidate]);

  useEffect(() => {
    if (submitError) errorRef.current?.focus();
  }, [submitError]);

  const goTo = (target: StepId, options: { revalidate?: boolean } = {}) => {
    setSubmitError(null);
    if (target !== 'compte') setEmailTaken(null);
    setRevalidate(options.revalidate ? target : null);
    setSearchParams(new URLSearchParams(target === 'type' ? {} : { etape: target }), { push: true });
  };

  const restart = () => {
    resetDraft();
    setSubmitError(null);
    setRevalidate(null);
    setGeneration((n) => n + 1);
    setSearchParams(new URLSearchParams(), { push: true });
    showToast('info', 'Inscription recommencée : le brouillon a été effacé.');
  };

  const finish = async () => {
    const current = getDraft();
    // Busy from the first check on: one submission, even while the phone rule is fetched.
    setSubmitting(true);
    setSubmitError(null);
    const invalid = await firstInvalidStep(current);
    if (invalid) {
      setSubmitting(false);
      goTo(invalid, { revalidate: true });
      return;
    }
    const outcome = await submitSignup(current);
    if (outcome.ok) {
      showToastOnNextPage('success', 'Votre compte est créé. Bienvenue sur Prétoire !');
      if (mounted.current) leavePageFor('/app');
      return;
    }
    if (!mounted.current) {
      showToast('error', outcome.error);
      return;
    }
    setSubmitting(false);
    if (outcome.stage === 'account' && outcome.error === EMAIL_IN_USE) {
      // Known only now (no early check: it would let anyone probe which emails have an account).
      // Straight back to the account step, everything else kept.
      setEmailTaken(current.account.email.trim());
      goTo('compte');
      return;
    }
    setSubmitError({ message: outcome.error, stage: outcome.stage });
  };

  const props: StepProps = {
    draft,
    onNext: () => {
      // A corrected email after a refusal: the other answers are kept, back to the last step.
      if (step === 'compte' && emailTaken) return goTo(steps.at(-1)?.id ?? 'preferences');
      return next ? goTo(next) : void finish();
    },
    onBack: previous ? () => goTo(previous) : undefined,
    revalidate: revalidate === step,
    emailTaken: step === 'compte' ? emailTaken : null,
  };

  const errorBlock = submitError ? (
    <FormError ref={errorRef} title="Le compte n’a pas pu être créé" message={submitError.message} />
  ) : null;

  const recap = (
    <section aria-labelledby="signup-recap-title">
      <h3 id="signup-recap-title" className={layout.stepTitle}>
        Récapitulatif
      </h3>
      <dl className={layout.summary} data-testid="signup-recap">
        <dt>Type de compte</dt>
        <dd>{draft.accountType === 'firm' ? 'Cabinet' : 'Exercice individuel'}</dd>
        <dt>Adresse email</dt>
        <dd>{draft.account.email}</dd>
        <dt>Nom et prénom</dt>
        <dd>{draft.profile.fullName}</dd>
        <dt>Téléphone</dt>
        <dd>{draft.profile.phone}</dd>
        {draft.accountType === 'firm' ? (
          <>
            <dt>Cabinet</dt>
            <dd>
              {draft.firm.name} — SIRET {formatSiret(draft.firm.siret)}
              <br />
              {draft.firm.address}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );

  const stepKey = `${step}-${generation}`;
  return (
    <div data-step={step}>
      <Stepper steps={steps} current={step} label="Étapes de l’inscription" />
      <h2 ref={heading} tabIndex={-1} className={layout.stepTitle}>
        {STEP_TITLES[step]}
      </h2>
      {step === 'type' ? <TypeStep key={stepKey} {...props} /> : null}
      {step === 'compte' ? <AccountStep key={stepKey} {...props} /> : null}
      {step === 'profil' ? <ProfileStep key={stepKey} {...props} /> : null}
      {step === 'cabinet' ? <FirmStep key={stepKey} {...props} /> : null}
      {step === 'preferences' ? (
        <PreferencesStep key={stepKey} {...props} submitting={submitting} error={errorBlock} recap={recap} />
      ) : null}
      <p className={layout.muted}>
        Vos réponses sont gardées dans ce navigateur le temps de l’inscription (jamais le mot de passe).{' '}
        <Button variant="link" onClick={restart}>
          Recommencer
        </Button>
      </p>
    </div>
  );
}
