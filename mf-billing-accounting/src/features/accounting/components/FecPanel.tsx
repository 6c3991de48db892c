import { useRef, useState } from 'react';
import { messageOf } from 'shared-data';
import { Button, FormError, FormNotice, focusWhenShown, formatCount, saveFile } from 'shared-ui';
import styles from '../../../components/ledger.module.css';
import { journalExport } from '../../export/api/exportActions.ts';
import { readYearLedger } from '../api/fecActions.ts';
import { buildFec, sirenFromSiret } from '../model/fec.ts';
import type { VatRegime } from '../model/ledger.ts';

export type FecPanelProps = { firmId: string; uid: string; year: number; regime: VatRegime; siret: string | null };

/**
 * FEC export of a fiscal year (BNC, cash basis): the year read page after page with progress, a
 * French message instead of an empty file.
 */
export function FecPanel({ firmId, uid, year, regime, siret }: FecPanelProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const siren = sirenFromSiret(siret);
  const generate = async () => {
    const started = performance.now();
    setDone(null);
    setMessage(null);
    setProgress(0);
    let entries: Awaited<ReturnType<typeof readYearLedger>>;
    try {
      entries = await readYearLedger({ firmId, year, regime, onProgress: setProgress });
    } catch (error) {
      setMessage(messageOf(error));
      focusWhenShown(messageRef);
      return;
    } finally {
      setProgress(null);
    }
    const result = buildFec({ entries, siret, year });
    if (!result.ok) {
      setDone(null);
      setMessage(result.message);
      focusWhenShown(messageRef);
      return;
    }
    try {
      // Journaled before the file is handed over; an export that cannot be journaled is refused.
      await journalExport({
        firmId,
        uid,
        action: 'export.fec',
        fileName: result.fileName,
        details: { year, entryCount: result.entryCount, lineCount: result.lineCount },
      });
    } catch (error) {
      setDone(null);
      setMessage(messageOf(error));
      focusWhenShown(messageRef);
      return;
    }
    setMessage(null);
    saveFile({ fileName: result.fileName, content: result.content, type: 'text/plain;charset=utf-8' });
    setDone(
      `${result.fileName} : ${formatCount(result.entryCount)} écritures, ${formatCount(result.lineCount)} lignes (généré en ${Math.round(performance.now() - started)} ms).`,
    );
  };
  return (
    <section aria-labelledby="fec-title">
      <h2 id="fec-title">Fichier des écritures comptables (FEC) {year}</h2>
      <p className={styles.muted}>
        Format des BNC tenus en recettes-dépenses (LPF, art. A47 A-1) : les 18 colonnes réglementaires puis DateRglt,
        ModeRglt, NatOp et IdClient ; séparateur tabulation ; dates AAAAMMJJ ; montants à virgule décimale. Journaux :
        RE (recettes) et DE (dépenses) ; comptes du plan comptable général (706 honoraires, 44571 TVA collectée, 44566
        TVA déductible, 512 banque, 6xx selon la catégorie 2035). Fichier{' '}
        <code>
          {siren ?? 'SIREN'}FEC{year}1231.txt
        </code>
        .
      </p>
      <FormError ref={messageRef} title="Export impossible" message={message ?? undefined} />
      {done ? (
        <FormNotice title="FEC téléchargé" tone="success">
          {done}
        </FormNotice>
      ) : null}
      <p className={styles.muted} aria-live="polite">
        {progress !== null ? `Lecture de l’exercice ${year} : ${progress.toLocaleString('fr-FR')} documents lus…` : ''}
      </p>
      <Button variant="primary" onClick={() => void generate()} disabled={progress !== null}>
        Télécharger le FEC {year}
      </Button>
    </section>
  );
}
