import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { DataError, messageOf, TEXT_LIMITS, type Case } from 'shared-data';
import { EmptyState, RadioGroup, SubmitButton, TextField, UnsavedChangesGuard, Link } from 'shared-ui';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { ConflictWarning } from '../../conflicts/components/ConflictWarning.tsx';
import { recordConflictCheck, useConflictCheck } from '../../conflicts/hooks/useConflictCheck.ts';
import type { ConflictMatch } from '../../conflicts/model/fuzzy.ts';
import { partyProblem } from '../../conflicts/model/parties.ts';
import { addParty, removeParty } from '../api/caseActions.ts';
import { partyFormSchema, type PartyFormValues } from '../model/caseForm.ts';
import styles from '../../../components/layout.ts';

export type PartiesPanelProps = {
  firmId: string;
  uid: string;
  caseId: string;
  value: Case;
  clientNames: ReadonlyMap<string, string>;
  /** A closed dossier: parties are listed, not added nor removed. */
  readOnly?: boolean;
  /** Tells the page whether the form holds typed text (asked before a tab switch). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * Clients and parties adverses. Adding a party refuses the dossier's own client and a party
 * already there (explicit messages), then runs the conflict-of-interest check.
 */
export function PartiesPanel({
  firmId,
  uid,
  caseId,
  value,
  clientNames,
  readOnly = false,
  onDirtyChange,
}: PartiesPanelProps) {
  const form = useForm<PartyFormValues>({
    resolver: zodResolver(partyFormSchema),
    defaultValues: { name: '', kind: 'morale' },
    mode: 'onTouched',
  });
  const conflicts = useConflictCheck(firmId);
  const [pending, setPending] = useState<{ values: PartyFormValues; matches: ConflictMatch[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = form.formState.dirtyFields.name === true;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const ownClientNames = value.clientIds.map((id) => clientNames.get(id) ?? '').filter(Boolean);

  async function save(
    values: PartyFormValues,
    matches: ConflictMatch[],
    decision: 'aucun conflit' | 'poursuivi malgré alerte',
  ) {
    setBusy(true);
    try {
      await addParty({ firmId, caseId, party: values, check: { uid, matches, decision } });
      toast.success('Partie adverse ajoutée.');
      setPending(null);
      form.reset({ name: '', kind: values.kind });
      form.setFocus('name');
    } catch (error) {
      setPending(null);
      if (error instanceof DataError && error.code === 'invalid-argument') {
        form.setError('name', { message: error.message }, { shouldFocus: true });
      } else toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const onValid = async (values: PartyFormValues) => {
    // The dossier's own client, or a party already there: refused outright, with the reason.
    const problem = partyProblem(values.name, { clientNames: ownClientNames, parties: value.opposingParties });
    if (problem) {
      form.setError('name', { message: problem }, { shouldFocus: true });
      return;
    }
    let matches: ConflictMatch[];
    try {
      matches = await conflicts.check(values.name);
    } catch (error) {
      // A check that could not run refuses: never read as "no conflict".
      form.setError('name', { message: messageOf(error) }, { shouldFocus: true });
      return;
    }
    if (matches.length > 0) setPending({ values, matches });
    else await save(values, [], 'aucun conflit');
  };

  return (
    <div>
      <h3>Clients</h3>
      <ul className={styles.list}>
        {value.clientIds.map((id) => (
          <li key={id} className={styles.listItem}>
            <Link to={`/app/clients/${id}`}>{clientNames.get(id) ?? 'Client inconnu'}</Link>
          </li>
        ))}
      </ul>
      <h3>Parties adverses</h3>
      {value.opposingParties.length === 0 ? (
        <EmptyState title="Aucune partie adverse">
          {readOnly
            ? 'Aucune partie adverse n’a été enregistrée.'
            : 'Ajoutez les parties adverses : chacune est vérifiée contre les clients du cabinet.'}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Parties adverses">
          {value.opposingParties.map((party, index) => (
            // One party per name in a dossier (a second one is refused), so the name is the key.
            <li key={party.name} className={styles.listItem}>
              <span>
                {party.name}{' '}
                <span className={styles.muted}>
                  · {party.kind === 'morale' ? 'personne morale' : 'personne physique'}
                </span>
              </span>
              {readOnly ? null : (
                <ConfirmButton
                  label="Retirer"
                  ariaLabel={`Retirer ${party.name}`}
                  title={`Retirer ${party.name} ?`}
                  confirmLabel="Retirer"
                  onConfirm={() =>
                    removeParty({ firmId, caseId, index }).catch((error: unknown) => toast.error(messageOf(error)))
                  }
                >
                  {party.name} ne sera plus partie adverse de ce dossier.
                </ConfirmButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <form
          onSubmit={form.handleSubmit(onValid, () => form.setFocus('name'))}
          noValidate
          aria-label="Ajouter une partie adverse"
          className={styles.panel}
          style={{ marginTop: 16 }}
        >
          <UnsavedChangesGuard when={dirty} />
          <h3 style={{ marginTop: 0 }}>Ajouter une partie adverse</h3>
          <TextField
            label="Nom de la partie adverse"
            showRequired
            autoComplete="off"
            error={form.formState.errors.name?.message}
            maxLength={TEXT_LIMITS.title}
            {...form.register('name')}
          />
          <RadioGroup
            legend="Nature"
            options={[
              { value: 'morale', label: 'Personne morale' },
              { value: 'physique', label: 'Personne physique' },
            ]}
            inputProps={form.register('kind')}
          />
          {pending ? (
            <ConflictWarning
              name={pending.values.name}
              checkedAs="partie adverse"
              matches={pending.matches}
              busy={busy}
              onProceed={() => void save(pending.values, pending.matches, 'poursuivi malgré alerte')}
              onRefuse={() => {
                const { values, matches } = pending;
                setPending(null);
                recordConflictCheck({ firmId, uid, query: values.name.trim(), matches, decision: 'refusé' }).then(
                  () => toast.info('Partie non ajoutée : la décision est conservée.'),
                  (error: unknown) => toast.error(messageOf(error)),
                );
              }}
            />
          ) : (
            <div className={styles.formActions}>
              <SubmitButton
                submitting={busy || form.formState.isSubmitting}
                disabled={!conflicts.ready}
                submittingLabel="Vérification…"
              >
                Vérifier et ajouter
              </SubmitButton>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
