import { type FormEvent, useRef, useState } from 'react';
import { isRetryable, messageOf, type Member } from 'shared-data';
import { FormError, focusWhenShown, formatAmount, SubmitButton, TextField, UnsavedChangesGuard } from 'shared-ui';
import { toast } from 'sonner';
import styles from '../../../components/layout.ts';
import { setMemberRate } from '../api/memberActions.ts';
import { RATE_HINT, rateToInput, readRate } from '../model/memberRate.ts';
import { ROLE_LABELS, type Role } from '../model/roles.ts';

type WithId<T> = T & { id: string };

/**
 * « Taux horaires » (owner, /app/settings/team): each member's own hourly rate HT, proposed by
 * default for their time (entry form, timer, timesheet); empty, the dossier's rate applies.
 */
export function MemberRates({
  firmId,
  role,
  members,
}: {
  firmId: string;
  role: Role | null;
  members: WithId<Member>[];
}) {
  const sorted = [...members].sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email, 'fr'));
  return (
    <section aria-labelledby="member-rates-title" className={styles.panel}>
      <h2 id="member-rates-title">Taux horaires</h2>
      <p className={styles.muted}>
        Le taux de chacun est proposé par défaut pour son temps passé (saisie, chronomètre, feuille de temps) ; il reste
        modifiable à chaque saisie.
      </p>
      <ul className={styles.list} aria-label="Taux horaires des membres">
        {sorted.map((member) => (
          <li key={member.uid} className={styles.listItem} data-member-rate={member.email}>
            <MemberRateForm firmId={firmId} role={role} member={member} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MemberRateForm({ firmId, role, member }: { firmId: string; role: Role | null; member: WithId<Member> }) {
  const name = member.name || member.email;
  const stored = rateToInput(member.hourlyRateCents);
  /** What is typed; null while the field shows the stored rate (another tab's change shows too). */
  const [typed, setTyped] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<{ message: string; retry: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const value = typed ?? stored;

  async function onSubmit(event?: FormEvent) {
    event?.preventDefault();
    setSaveError(null);
    const read = readRate(value);
    if (!read.ok) {
      setFieldError(read.message);
      focusWhenShown(inputRef);
      return;
    }
    setFieldError(null);
    setSaving(true);
    try {
      await setMemberRate({ firmId, actorRole: role, targetUid: member.uid, rateCents: read.cents });
      setTyped(null);
      toast.success(
        read.cents === null
          ? `${name} : plus de taux propre, le taux de chaque dossier s’applique.`
          : `${name} : taux horaire de ${formatAmount(read.cents)} HT enregistré.`,
      );
    } catch (failure) {
      setSaveError({ message: messageOf(failure), retry: isRetryable(failure) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Taux horaire de ${name}`} className={styles.actions}>
      <UnsavedChangesGuard when={typed !== null && typed !== stored} />
      <span>
        <strong>{name}</strong> <span className={styles.muted}>({ROLE_LABELS[member.role]})</span>
      </span>
      <TextField
        ref={inputRef}
        label={`Taux horaire (HT) de ${name}`}
        hint={RATE_HINT}
        inputMode="decimal"
        value={value}
        error={fieldError ?? undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setFieldError(null);
        }}
      />
      <SubmitButton submitting={saving} submittingLabel="Enregistrement…">
        Enregistrer le taux
      </SubmitButton>
      <FormError
        message={saveError?.message}
        title="Enregistrement impossible"
        onRetry={saveError?.retry ? () => void onSubmit() : undefined}
        retrying={saving}
      />
    </form>
  );
}
