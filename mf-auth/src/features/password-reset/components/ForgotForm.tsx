import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendPasswordReset } from 'shared-auth';
import { Button, FormError, FormNotice, SubmitButton, TextField } from 'shared-ui/public';
import { FORGOT_RULES, isConfirmedReset, type ForgotValues } from '../model/resetRules.ts';
import { useFocusOnError } from '../../login/hooks/useFocusOnError.ts';
import layout from '../../layout/components/formLayout.module.css';

/** Asks for the email, sends the reset link; the same confirmation whether the account exists or not. */
export function ForgotForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errorRef = useFocusOnError<HTMLDivElement>(error, attempt);
  const noticeRef = useFocusOnError<HTMLDivElement>(sentTo);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    const address = email.trim();
    const result = await sendPasswordReset(address);
    if (isConfirmedReset(result)) {
      setSentTo(address);
      return;
    }
    setError(result.ok ? null : result.error);
    setAttempt((n) => n + 1);
  });

  if (sentTo) {
    return (
      <>
        <FormNotice ref={noticeRef} tone="success" title="Demande enregistrée">
          <p>
            Si un compte Prétoire existe pour <strong>{sentTo}</strong>, un email vient de lui être envoyé avec un lien
            pour choisir un nouveau mot de passe. Le lien est valable une heure.
          </p>
          <p>Rien reçu dans quelques minutes ? Vérifiez vos courriers indésirables et l’adresse saisie.</p>
        </FormNotice>
        <div className={layout.actions}>
          <a href={`/pro/login?email=${encodeURIComponent(sentTo)}`}>Retour à la connexion</a>
          <Button variant="link" onClick={() => setSentTo(null)}>
            Saisir une autre adresse
          </Button>
        </div>
      </>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormError ref={errorRef} title="L’envoi a échoué" message={error ?? undefined} />
      <TextField
        label="Adresse email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        error={errors.email?.message}
        {...register('email', FORGOT_RULES.email)}
      />
      <div className={layout.actions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Envoi du lien en cours…">
          Envoyer le lien
        </SubmitButton>
      </div>
    </form>
  );
}
