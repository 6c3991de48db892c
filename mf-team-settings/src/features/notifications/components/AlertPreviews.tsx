import { Button } from 'shared-ui';
import { toast } from 'sonner';
import styles from '../../../components/layout.ts';

/** A preview of each kind of alert (toast), so the user sees how they will look. */
const PREVIEWS = [
  { label: 'Standard', show: () => toast('Aperçu : une notification standard.') },
  { label: 'Succès', show: () => toast.success('Aperçu : la facture a été émise.') },
  { label: 'Information', show: () => toast.info('Aperçu : une audience est prévue demain.') },
  { label: 'Avertissement', show: () => toast.warning('Aperçu : un délai arrive à échéance dans 3 jours.') },
  { label: 'Erreur', show: () => toast.error('Aperçu : l’envoi a échoué.') },
  { label: 'En cours', show: () => toast.loading('Aperçu : export en cours…') },
];

/** « Aperçu des alertes »: a test notification and one of each kind, to see how alerts will look. */
export function AlertPreviews() {
  return (
    <section className={styles.panel} aria-labelledby="previews-title">
      <h2 id="previews-title">Aperçu des alertes</h2>
      <div className={styles.formActions}>
        <Button onClick={() => toast.success('Notification de test : vos alertes s’afficheront ainsi.')}>
          Envoyer une notification de test
        </Button>
        {PREVIEWS.map((preview) => (
          <Button key={preview.label} onClick={preview.show}>
            Aperçu : {preview.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
