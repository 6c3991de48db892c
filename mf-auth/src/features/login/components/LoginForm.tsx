import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { login } from 'shared-auth';
import { FormError, PasswordField, SubmitButton, TextField } from 'shared-ui/public';
import { LOGIN_RULES, type LoginValues } from '../model/loginRules.ts';
import { useFocusOnError } from '../hooks/useFocusOnError.ts';
import layout from '../../layout/components/formLayout.module.css';

export type LoginFormProps = {
  /** Called once signed in. */
  onSignedIn: () => void;
  defaultEmail?: string;
};

/** Email + password, the provider's errors word for word, one submission at a time. */
export function LoginForm({ onSignedIn, defaultEmail = '' }: LoginFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const errorRef = useFocusOnError<HTMLDivElement>(error, attempt);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    const result = await login(email, password);
    if (result.ok) {
      onSignedIn();
      return;
    }
    setError(result.error);
    setAttempt((n) => n + 1);
  });

  const email = watch('email');
  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={error ? 'login-error' : undefined}>
      <FormError ref={errorRef} id="login-error" title="La connexion a échoué" message={error ?? undefined} />
      <TextField
        label="Adresse email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        error={errors.email?.message}
        {...register('email', LOGIN_RULES.email)}
      />
      <PasswordField
        label="Mot de passe"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', LOGIN_RULES.password)}
      />
      <p className={layout.fieldRow}>
        <a href={email?.includes('@') ? `/pro/forgot?email=${encodeURIComponent(email.trim())}` : '/pro/forgot'}>
          Mot de passe oublié ?
        </a>
      </p>
      <div className={layout.actions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Connexion en cours…">
          Se connecter
        </SubmitButton>
      </div>
    </form>
  );
}
