import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { messageOf, type Task, TEXT_LIMITS } from 'shared-data';
import {
  Button,
  ConfirmDialog,
  Dialog,
  FormError,
  Select,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
} from 'shared-ui';
import { toast } from 'sonner';
import styles from '../../../components/layout.ts';
import { TextArea } from '../../../components/TextArea.tsx';
import { createTask, deleteTask, updateTask } from '../api/taskActions.ts';
import { CasePicker } from './CasePicker.tsx';
import { COLUMNS, EMPTY_TASK, taskFormSchema, type TaskFormValues } from '../model/board.ts';

export type Option = { value: string; label: string };

export function TaskDialog({
  firmId,
  uid,
  task,
  nextOrder,
  assignees,
  onClose,
}: {
  firmId: string;
  uid: string;
  /** null: a new task. */
  task: (Task & { id: string }) | null;
  nextOrder: number;
  assignees: Option[];
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    mode: 'onTouched',
    defaultValues: task
      ? {
          title: task.title,
          status: task.status,
          assigneeUid: task.assigneeUid ?? '',
          caseId: task.caseId ?? '',
          dueDate: task.dueDate ?? '',
          description: task.description ?? '',
        }
      : EMPTY_TASK,
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        if (task) await updateTask({ firmId, uid, id: task.id, previous: task, values });
        else await createTask({ firmId, uid, values, order: nextOrder });
        toast.success(task ? 'Tâche enregistrée.' : 'Tâche créée.');
        onClose();
      } catch (e) {
        setError(messageOf(e));
      }
    },
    (fieldErrors) => {
      const first = (['title', 'dueDate', 'description'] as const).find((name) => fieldErrors[name]);
      if (first) form.setFocus(first);
    },
  );
  return (
    <Dialog open title={task ? 'Modifier la tâche' : 'Nouvelle tâche'} onClose={onClose}>
      <form noValidate onSubmit={onSubmit}>
        <UnsavedChangesGuard when={form.formState.isDirty} />
        <FormError message={error ?? undefined} title="Enregistrement impossible" />
        <TextField
          label="Titre"
          showRequired
          error={errors.title?.message}
          maxLength={TEXT_LIMITS.title}
          {...form.register('title')}
        />
        <Select
          label="Colonne"
          options={COLUMNS.map((c) => ({ value: c.status, label: c.label }))}
          {...form.register('status')}
        />
        <Select label="Attribuée à" placeholder="Personne" options={assignees} {...form.register('assigneeUid')} />
        <Controller
          control={form.control}
          name="caseId"
          render={({ field }) => (
            <CasePicker
              firmId={firmId}
              placeholder="Aucun dossier"
              value={field.value}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          )}
        />
        <TextField label="Échéance" type="date" error={errors.dueDate?.message} {...form.register('dueDate')} />
        <TextArea
          label="Description"
          error={errors.description?.message}
          maxLength={TEXT_LIMITS.notes}
          {...form.register('description')}
        />
        <div className={styles.formActions}>
          <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
            {task ? 'Enregistrer la tâche' : 'Créer la tâche'}
          </SubmitButton>
          {task ? <Button onClick={() => setConfirmDelete(true)}>Supprimer la tâche</Button> : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title={`Supprimer la tâche « ${task?.title ?? ''} » ?`}
        confirmLabel="Supprimer"
        destructive
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          if (!task) return;
          try {
            await deleteTask({ firmId, id: task.id });
            toast.success('Tâche supprimée.');
            setConfirmDelete(false);
            onClose();
          } catch (e) {
            setConfirmDelete(false);
            setError(messageOf(e));
          }
        }}
      >
        La tâche disparaît du tableau et du dossier. Cette action est définitive.
      </ConfirmDialog>
    </Dialog>
  );
}
