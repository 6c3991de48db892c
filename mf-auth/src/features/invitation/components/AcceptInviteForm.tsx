import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { getSession, refreshMembership, signupWithInvite } from 'shared-auth';
import { TEXT_LIMITS } from 'shared-data/textLimits';
import { FormError, PasswordField, SubmitButton, TextField } from 'shared-ui/public';
import { formatDate } from 'shared-ui/public';
import { ACCEPT_RULES, type AcceptValues } from '../model/acceptRules.ts';
import { PASSWORD_RULE_HINT } from '../../validation/model/messages.ts';
import layout from '../../layout/components/formLayout.module.css';

const EMAIL_IN_USE = 'Cet email est déjà utilisé.';

export type AcceptInviteFormProps = {
  token: string;
  firmName: string;
  email: string;
  expiresAt: string;
  onJoined: (firmName: string) => void;
};

type Failure = { message: string; actions?: ReactNode };

/** Full name and password for the invited email; creates the account, then joins the cabinet. */
export function AcceptInviteForm({ token, firmName, email, expiresAt, onJoined }: AcceptInviteFormProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AcceptValues>({ defaultValues: { fullName: '', password: '' } });

  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async ({ fullName, password }) => {
    setFailure(null);
    // A previous attempt may have created the account without joining: do not create it twice.
    const current = getSession().user;
    let uid: string;
    if (current && current.email.toLowerCase() === email.toLowerCase()) {
      uid = current.id;
    } else {
      const created = await signupWithInvite(email, password, fullName.trim());
      if (!created.ok) {
        if (created.error === EMAIL_IN_USE) {
          setFailure({
            message: `${EMAIL_IN_USE} Un compte Prétoire existe déjà pour ${email} : cette invitation sert à créer un nouveau compte.`,
            actions: (
              <>
                <a href={`/pro/login?email=${encodeURIComponent(email)}`}>Se connecter avec ce compte</a>
                <a href={`/pro/forgot?email=${encodeURIComponent(email)}`}>Mot de passe oublié ?</a>
                <p className={layout.muted}>
                  Pour rejoindre « {firmName} » avec une autre adresse, demandez au titulaire du cabinet une nouvelle
                  invitation.
                </p>
              </>
            ),
          });
        } else {
          setFailure({ message: created.error });
        }
        return;
      }
      uid = created.user.id;
    }
    try {
      // The data layer's writes (and their schemas) come with the acceptance, not with the page.
      const { acceptInvitation } = await import('shared-data');
      const joined = await acceptInvitation({ token, uid, email, name: fullName.trim() });
      await refreshMembership(uid);
      onJoined(joined.firmName);
    } catch (error) {
      setFailure({
        message:
          error instanceof Error && error.message ? error.message : 'Le rattachement au cabinet a échoué. Réessayez.',
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <dl className={layout.summary} data-testid="invitation-summary">
        <dt>Cabinet</dt>
        <dd>{firmName}</dd>
        <dt>Invitation valable jusqu’au</dt>
        <dd>{formatDate(expiresAt)}</dd>
      </dl>
      <FormError ref={errorRef} title="Le compte n’a pas pu être créé" message={failure?.message}>
        {failure?.actions}
      </FormError>
      <TextField
        label="Adresse email"
        type="email"
        autoComplete="username"
        value={email}
        readOnly
        hint="L’adresse à laquelle l’invitation a été envoyée : elle sera votre identifiant."
      />
      <TextField
        label="Nom et prénom"
        autoComplete="name"
        showRequired
        error={errors.fullName?.message}
        maxLength={TEXT_LIMITS.name}
        {...register('fullName', ACCEPT_RULES.fullName)}
      />
      <PasswordField
        label="Mot de passe"
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        showRequired
        error={errors.password?.message}
        {...register('password', ACCEPT_RULES.password)}
      />
      <div className={layout.actions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Création du compte en cours…">
          Rejoindre le cabinet
        </SubmitButton>
      </div>
    </form>
  );
}
