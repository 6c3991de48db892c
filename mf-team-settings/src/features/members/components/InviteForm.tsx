import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { dataBackend, invitationLink, messageOf, TEXT_LIMITS } from 'shared-data';
import { Button, FormError, SubmitButton, TextField, UnsavedChangesGuard, Link } from 'shared-ui';
import { toast } from 'sonner';
import styles from '../../../components/layout.ts';
import { TextArea } from '../../../components/TextArea.tsx';
import { inviteMember } from '../api/memberActions.ts';
import { EMPTY_INVITE, inviteFormSchema, type InviteFormValues } from '../model/invitations.ts';

export function InviteForm({ firmId, uid }: { firmId: string; uid: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [invited, setInvited] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: EMPTY_INVITE,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        const token = await inviteMember({ firmId, uid, values });
        setLink(invitationLink(token, window.location.origin));
        setInvited(values.email.trim());
        form.reset(EMPTY_INVITE);
      } catch (e) {
        setError(messageOf(e));
      }
    },
    (fieldErrors) => {
      const first = (['email', 'name', 'message'] as const).find((name) => fieldErrors[name]);
      if (first) form.setFocus(first);
    },
  );

  return (
    <>
      {link ? (
        <section aria-labelledby="invite-link-title" className={styles.panel} data-invite-link="">
          <h2 id="invite-link-title">Invitation créée</h2>
          <p>
            {/* On the shared backend the server side emails the link; the single-browser demo has no server. */}
            {dataBackend() === 'firestore'
              ? `Le lien part par e-mail à ${invited}. Vous pouvez aussi le transmettre vous-même : `
              : 'Envoyez ce lien au collaborateur : '}
            il est valable 14 jours et ne sert qu’une fois, pour l’adresse invitée.
          </p>
          <TextField label="Lien d’invitation" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
          <div className={styles.formActions}>
            <Button
              variant="primary"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(link);
                  toast.success('Lien d’invitation copié.');
                } catch {
                  toast.info('Sélectionnez le lien et copiez-le (Ctrl+C).');
                }
              }}
            >
              Copier le lien
            </Button>
            <Button onClick={() => setLink(null)}>Inviter une autre personne</Button>
            <Link to="/app/teammates">Voir les membres</Link>
          </div>
        </section>
      ) : null}
      <form noValidate onSubmit={onSubmit} className={styles.panel} aria-labelledby="invite-form-title">
        <UnsavedChangesGuard when={form.formState.isDirty} />
        <h2 id="invite-form-title">Nouvelle invitation</h2>
        <FormError message={error ?? undefined} title="Invitation impossible" />
        <div className={styles.grid}>
          <TextField
            label="Email du collaborateur"
            type="email"
            autoComplete="off"
            showRequired
            error={errors.email?.message}
            maxLength={TEXT_LIMITS.email}
            {...form.register('email')}
          />
          <TextField
            label="Nom (facultatif)"
            error={errors.name?.message}
            maxLength={TEXT_LIMITS.name}
            {...form.register('name')}
          />
        </div>
        <TextArea
          label="Message (facultatif)"
          rows={3}
          error={errors.message?.message}
          maxLength={TEXT_LIMITS.message}
          {...form.register('message')}
        />
        <div className={styles.formActions}>
          <SubmitButton submitting={isSubmitting} submittingLabel="Création de l’invitation…">
            Créer l’invitation
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
