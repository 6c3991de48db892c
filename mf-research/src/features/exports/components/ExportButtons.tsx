import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from 'shared-data';
import { Button, FormError, ProgressBar, Link } from 'shared-ui';
import type { ExportDocument } from '../model/blocks.ts';
import styles from '../../../components/layout.ts';
import { type ExportFormat, type ExportStep, exportDocument } from '../api/exportActions.ts';

/**
 * Buttons that generate the document in the given formats, one after the other, and save each
 * into the dossier's documents (with progress), or download it when there is no dossier.
 */
export function ExportButtons({
  firmId,
  uid,
  caseId,
  fileName,
  build,
  formats,
  label,
  disabledReason,
  onDone,
}: {
  firmId: string;
  uid: string;
  caseId: string | null;
  fileName: string;
  /** Builds the document at click time; returns null when it cannot (the caller shows why). */
  build: () => ExportDocument | null;
  formats: ExportFormat[][];
  label: (formats: ExportFormat[]) => string;
  disabledReason?: string | null;
  onDone?: () => void;
}) {
  const [step, setStep] = useState<ExportStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string[]>([]);
  const busy = step !== null && step.value < 1;

  const run = async (wanted: ExportFormat[]) => {
    const document = build();
    if (!document) return;
    setError(null);
    setDone([]);
    const names: string[] = [];
    try {
      for (const [i, format] of wanted.entries()) {
        await exportDocument({
          firmId,
          uid,
          caseId,
          fileName,
          document,
          format,
          onStep: (s) => setStep({ label: s.label, value: (i + s.value) / wanted.length }),
        });
        names.push(`${fileName}.${format}`);
      }
      setStep({ label: 'Terminé', value: 1 });
      setDone(names);
      onDone?.();
      toast.success(
        caseId
          ? `${names.length > 1 ? 'Documents enregistrés' : 'Document enregistré'} dans le dossier.`
          : 'Document téléchargé.',
      );
    } catch (failure) {
      setStep(null);
      setError(messageOf(failure));
    }
  };

  return (
    <div>
      <FormError message={error} title="L’export a échoué" />
      {disabledReason ? <p className={styles.muted}>{disabledReason}</p> : null}
      <div className={styles.actions}>
        {formats.map((wanted) => (
          <Button
            key={wanted.join('+')}
            variant="primary"
            disabled={busy || Boolean(disabledReason)}
            onClick={() => void run(wanted)}
          >
            {label(wanted)}
          </Button>
        ))}
      </div>
      {step ? <ProgressBar label={step.label} value={step.value} /> : null}
      {done.length > 0 && caseId ? (
        <p role="status" data-testid="export-done">
          Enregistré dans les documents du dossier : {done.join(', ')}.{' '}
          <Link to={`/app/cases/${caseId}?onglet=documents`}>Voir les documents du dossier</Link>
        </p>
      ) : null}
    </div>
  );
}
