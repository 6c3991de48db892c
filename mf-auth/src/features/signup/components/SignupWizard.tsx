import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { getDraft, resetDraft, useOnboardingDraft } from 'shared-auth';
import { Button, FormError, Stepper } from 'shared-ui';
import { firstInvalidStep, neighbours, resolveStep, stepsFor, type StepId } from '../model/steps.ts';
import { submitSignup } from '../model/submitSignup.ts';
import { formatSiret } from '../../validation/model/index.ts';
import { AccountStep, FirmStep, PreferencesStep, ProfileStep, TypeStep, type StepProps } from './steps.tsx';
import layout from '../../layout/components/formLayout.module.css';

const EMAIL_IN_USE = 'Cet email est déjà utilisé.';

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
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const step = resolveStep(searchParams.get('etape'), draft.accountType);
  const steps = stepsFor(draft.accountType);
  const { previous, next } = neighbours(step, draft.accountType);
  const [generation, setGeneration] = useState(0);
  const [revalidate, setRevalidate] = useState<StepId | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<SubmitError>(null);
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
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!revalidate) heading.current?.focus();
  }, [step, generation, revalidate]);

  useEffect(() => {
    if (submitError) errorRef.current?.focus();
  }, [submitError]);

  const goTo = (target: StepId, options: { revalidate?: boolean } = {}) => {
    setSubmitError(null);
    setRevalidate(options.revalidate ? target : null);
    setSearchParams(target === 'type' ? {} : { etape: target });
  };

  const restart = () => {
    resetDraft();
    setSubmitError(null);
    setRevalidate(null);
    setGeneration((n) => n + 1);
    setSearchParams({});
    toast.info('Inscription recommencée : le brouillon a été effacé.');
  };

  const finish = async () => {
    const current = getDraft();
    const invalid = firstInvalidStep(current);
    if (invalid) {
      goTo(invalid, { revalidate: true });
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    const outcome = await submitSignup(current);
    if (outcome.ok) {
      toast.success('Votre compte est créé. Bienvenue sur Prétoire !');
      if (mounted.current) navigate('/app', { replace: true });
      return;
    }
    if (!mounted.current) {
      toast.error(outcome.error);
      return;
    }
    setSubmitting(false);
    setSubmitError({ message: outcome.error, stage: outcome.stage });
  };

  const props: StepProps = {
    draft,
    onNext: () => (next ? goTo(next) : void finish()),
    onBack: previous ? () => goTo(previous) : undefined,
    revalidate: revalidate === step,
  };

  const errorBlock = submitError ? (
    <FormError ref={errorRef} title="Le compte n’a pas pu être créé" message={submitError.message}>
      {submitError.message === EMAIL_IN_USE ? (
        <>
          <p className={layout.muted}>Un compte Prétoire existe déjà avec l’adresse {draft.account.email}.</p>
          <Link to={`/pro/login?email=${encodeURIComponent(draft.account.email)}`}>Se connecter avec ce compte</Link>
          <Button variant="link" onClick={() => goTo('compte')}>
            Utiliser une autre adresse email
          </Button>
        </>
      ) : null}
    </FormError>
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
