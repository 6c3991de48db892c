import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { messageOf, type Case } from 'shared-data';
import { EmptyState, RadioGroup, SubmitButton, TextField } from 'shared-ui';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { ConflictWarning } from '../../conflicts/components/ConflictWarning.tsx';
import { recordConflictCheck, useConflictCheck } from '../../conflicts/hooks/useConflictCheck.ts';
import type { ConflictMatch } from '../../conflicts/model/fuzzy.ts';
import { addParty, removeParty } from '../hooks/caseActions.ts';
import { partyFormSchema, type PartyFormValues } from '../model/caseForm.ts';
import styles from '../../../components/layout.module.css';

export type PartiesPanelProps = {
  firmId: string;
  uid: string;
  caseId: string;
  value: Case;
  clientNames: ReadonlyMap<string, string>;
};

/** Clients and parties adverses; adding a party runs the conflict-of-interest check first. */
export function PartiesPanel({ firmId, uid, caseId, value, clientNames }: PartiesPanelProps) {
  const form = useForm<PartyFormValues>({
    resolver: zodResolver(partyFormSchema),
    defaultValues: { name: '', kind: 'morale' },
    mode: 'onTouched',
  });
  const conflicts = useConflictCheck(firmId);
  const [pending, setPending] = useState<{ values: PartyFormValues; matches: ConflictMatch[] } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(
    values: PartyFormValues,
    matches: ConflictMatch[],
    decision: 'aucun conflit' | 'poursuivi malgré alerte',
  ) {
    setBusy(true);
    try {
      await recordConflictCheck(firmId, uid, values.name.trim(), matches, decision);
      await addParty(firmId, caseId, values);
      toast.success('Partie adverse ajoutée.');
      setPending(null);
      form.reset({ name: '', kind: values.kind });
      form.setFocus('name');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const onValid = async (values: PartyFormValues) => {
    // Every match is shown, the dossier's own clients first of all: adverse to one's own client is the worst conflict.
    const matches = conflicts.check(values.name);
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
          Ajoutez les parties adverses : chacune est vérifiée contre les clients du cabinet.
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Parties adverses">
          {value.opposingParties.map((party, index) => (
            <li key={`${party.name}-${index}`} className={styles.listItem}>
              <span>
                {party.name}{' '}
                <span className={styles.muted}>
                  · {party.kind === 'morale' ? 'personne morale' : 'personne physique'}
                </span>
              </span>
              <ConfirmAction
                label="Retirer"
                question={`Retirer ${party.name} ?`}
                confirmLabel="Retirer"
                onConfirm={() =>
                  removeParty(firmId, caseId, index).catch((error: unknown) => toast.error(messageOf(error)))
                }
              />
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={form.handleSubmit(onValid, () => form.setFocus('name'))}
        noValidate
        aria-label="Ajouter une partie adverse"
        className={styles.panel}
        style={{ marginTop: 16 }}
      >
        <h3 style={{ marginTop: 0 }}>Ajouter une partie adverse</h3>
        <TextField
          label="Nom de la partie adverse"
          showRequired
          autoComplete="off"
          error={form.formState.errors.name?.message}
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
            matches={pending.matches}
            busy={busy}
            onProceed={() => void save(pending.values, pending.matches, 'poursuivi malgré alerte')}
            onRefuse={() => {
              const { values, matches } = pending;
              setPending(null);
              recordConflictCheck(firmId, uid, values.name.trim(), matches, 'refusé').then(
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
    </div>
  );
}
