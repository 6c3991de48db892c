import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { confirmPasswordResetWithCode, verifyPasswordReset } from 'shared-auth';
import { FormError, PasswordField, SubmitButton, TextField, showToastOnNextPage, leavePageFor } from 'shared-ui/public';
import { NEW_PASSWORD_RULES, type NewPasswordValues } from '../model/resetRules.ts';
import { PASSWORD_RULE_HINT } from '../../validation/model/messages.ts';
import { useFocusOnError } from '../../login/hooks/useFocusOnError.ts';
import layout from '../../layout/components/formLayout.module.css';

type LinkState = { kind: 'checking' } | { kind: 'valid'; email: string } | { kind: 'invalid'; error: string };

/** The end of the reset: from the emailed link's code, choose the new password. */
export function ResetPasswordForm({ code }: { code: string }) {
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const errorRef = useFocusOnError<HTMLDivElement>(error, attempt);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ defaultValues: { password: '' } });

  useEffect(() => {
    let active = true;
    void verifyPasswordReset(code).then((result) => {
      if (active)
        setLink(result.ok ? { kind: 'valid', email: result.email } : { kind: 'invalid', error: result.error });
    });
    return () => {
      active = false;
    };
  }, [code]);

  if (link.kind === 'checking') return <p role="status">Vérification du lien…</p>;
  if (link.kind === 'invalid') {
    return (
      <FormError title="Ce lien ne permet plus de changer le mot de passe" message={link.error}>
        <a href="/pro/forgot">Recevoir un nouveau lien</a>
        <a href="/pro/login">Retour à la connexion</a>
      </FormError>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    const result = await confirmPasswordResetWithCode(code, password);
    if (result.ok) {
      showToastOnNextPage('success', 'Mot de passe modifié. Connectez-vous avec le nouveau mot de passe.');
      leavePageFor(`/pro/login?reinitialise=1&email=${encodeURIComponent(link.email)}`);
      return;
    }
    setError(result.error);
    setAttempt((n) => n + 1);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormError ref={errorRef} title="Le mot de passe n’a pas été modifié" message={error ?? undefined} />
      <TextField label="Compte" type="email" autoComplete="username" value={link.email} readOnly />
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        error={errors.password?.message}
        {...register('password', NEW_PASSWORD_RULES.password)}
      />
      <div className={layout.actions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement du mot de passe…">
          Enregistrer le nouveau mot de passe
        </SubmitButton>
      </div>
    </form>
  );
}
