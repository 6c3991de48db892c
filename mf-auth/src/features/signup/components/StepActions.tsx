import { Button, SubmitButton } from 'shared-ui/public';
import layout from '../../layout/components/formLayout.module.css';

export type StepActionsProps = {
  onBack?: (() => void) | undefined;
  submitLabel?: string;
  submitting?: boolean;
  submittingLabel?: string;
};

/** "Retour" (keeps everything typed) and "Continuer" (checks this step). */
export function StepActions({
  onBack,
  submitLabel = 'Continuer',
  submitting = false,
  submittingLabel,
}: StepActionsProps) {
  return (
    <div className={`${layout.actions} ${layout.spread}`}>
      {onBack ? (
        <Button onClick={onBack} disabled={submitting}>
          Retour
        </Button>
      ) : (
        <span />
      )}
      <SubmitButton submitting={submitting} {...(submittingLabel ? { submittingLabel } : {})}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
