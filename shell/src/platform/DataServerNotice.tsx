/**
 * The data server leaves the page's live reads unanswered (serverReach.ts in shared-data): a
 * French notice held at the bottom of the window until it answers again (the layout shows it
 * while `useServerSilence` says so), with a way to try at once, where the SDK would wait up to a
 * minute before its next attempt.
 */
import { useState } from 'react';
import { reconnectServer } from 'shared-data/store';
import { Button } from 'shared-ui/public';
import styles from '../layouts/layouts.module.css';

export function DataServerNotice() {
  const [trying, setTrying] = useState(false);
  return (
    <div className={styles.serverNotice} role="alert">
      <p>
        <strong>Le serveur de données ne répond pas.</strong> Les informations affichées peuvent être incomplètes ou ne
        pas être à jour ; Prétoire réessaie de lui-même. Vérifiez votre connexion à Internet.
      </p>
      <Button
        variant="primary"
        disabled={trying}
        onClick={() => {
          setTrying(true);
          void reconnectServer().finally(() => setTrying(false));
        }}
      >
        {trying ? 'Nouvel essai…' : 'Réessayer maintenant'}
      </Button>
    </div>
  );
}
