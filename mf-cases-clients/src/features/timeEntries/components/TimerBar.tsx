import { type RefObject, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type Case, messageOf, TEXT_LIMITS, type Timer } from 'shared-data';
import {
  Button,
  centsToInput,
  ConfirmDialog,
  Dialog,
  focusWhenShown,
  Link,
  TextField,
  todayIso,
  Loading,
} from 'shared-ui';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { discardTimer, recordTimer, startTimer } from '../api/timerActions.ts';
import { useElapsed, useMemberRate, useRunningTimer, useTimerDossier } from '../hooks/useTimer.ts';
import { formatDuration } from '../model/duration.ts';
import { formatElapsed, startedText, TIMER_MESSAGES, type TimerStop, timerStop } from '../model/timer.ts';
import { proposedRate, RATE_SOURCE_HINTS } from '../model/timeEntryForm.ts';
import { TimeEntryForm } from './TimeEntryForm.tsx';
import styles from '../../../components/layout.ts';

export type TimerBarProps = {
  firmId: string;
  uid: string;
  /** The dossier on screen. */
  caseId: string;
  /** A closed dossier: no timer starts here (one running elsewhere still shows, with « Arrêter »). */
  readOnly?: boolean;
  /** Only the running timer, if any (the dossier's other tabs): no start form. */
  compact?: boolean;
};

/** « 2026-0012 Bail commercial Dupont », or a neutral name while the dossier loads. */
function dossierLabel(dossier: Case | null | undefined): string {
  return dossier ? `${dossier.reference} ${dossier.title}` : 'un autre dossier';
}

/** A dossier to start a timer on once the running one is recorded. */
type NextStart = { caseId: string; description: string };

/**
 * The running timer of the signed-in person, wherever it runs: elapsed time (hh:mm, each minute),
 * « Arrêter » (the time entry form prefilled, to confirm); on a dossier with no timer running
 * here, « Démarrer le chronomètre » (asks first when one runs on another dossier).
 */
export function TimerBar({ firmId, uid, caseId, readOnly = false, compact = false }: TimerBarProps) {
  const running = useRunningTimer(firmId, uid);
  const timer = running.timer;
  const timerDossier = useTimerDossier(firmId, timer);
  const [description, setDescription] = useState('');
  const [starting, setStarting] = useState(false);
  const [askSwitch, setAskSwitch] = useState(false);
  /** « Arrêter » pressed: what it records, decided at that instant. */
  const [stopping, setStopping] = useState<{
    timer: Timer;
    dossier: Case | null;
    plan: TimerStop;
    next: NextStart | null;
  } | null>(null);
  /** Once started, the focus goes to « Arrêter » (the start form it was in is gone). */
  const stopRef = useRef<HTMLButtonElement>(null);

  // The timer's dossier is named in the bar and in the question: wait for it too (never under an open dialog).
  if (!stopping && (running.loading || (timer && timerDossier.loading)))
    return compact ? null : <Loading label="Chargement du chronomètre…" />;
  const here = timer?.caseId === caseId;
  if (compact && !timer) return null;

  const stop = (next: NextStart | null) => {
    if (!timer) return;
    setStopping({
      timer,
      dossier: timerDossier.data,
      plan: timerStop({ startedAt: timer.startedAt, now: Date.now(), today: todayIso() }),
      next,
    });
  };
  const start = async (next: NextStart) => {
    setStarting(true);
    try {
      await startTimer({ firmId, uid, caseId: next.caseId, description: next.description });
      setDescription('');
      toast.success('Chronomètre démarré.');
      focusWhenShown(stopRef);
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className={styles.notice} aria-label="Chronomètre" data-testid="timer-bar">
      {timer ? (
        <RunningTimer
          timer={timer}
          here={here}
          dossier={timerDossier.data}
          onStop={() => stop(null)}
          stopping={stopping !== null}
          stopRef={stopRef}
        />
      ) : null}
      {compact || readOnly || here ? null : (
        <form
          className={styles.actions}
          aria-label="Démarrer le chronomètre"
          onSubmit={(event) => {
            event.preventDefault();
            if (timer) setAskSwitch(true);
            else void start({ caseId, description });
          }}
        >
          <TextField
            label="Libellé du chronomètre (facultatif)"
            hint="Repris comme description du temps enregistré à l’arrêt."
            value={description}
            maxLength={TEXT_LIMITS.message}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Button type="submit" variant={timer ? 'secondary' : 'primary'} disabled={starting}>
            Démarrer le chronomètre
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={askSwitch && timer !== null}
        title={
          timer
            ? TIMER_MESSAGES.runningElsewhere(dossierLabel(timerDossier.data), startedText(timer.startedAt, todayIso()))
            : ''
        }
        confirmLabel="Arrêter et enregistrer"
        cancelLabel="Le laisser tourner"
        onCancel={() => setAskSwitch(false)}
        onConfirm={() => {
          setAskSwitch(false);
          stop({ caseId, description });
        }}
      >
        Le temps de ce chronomètre vous sera proposé à l’enregistrement, puis le chronomètre démarrera sur ce dossier.
      </ConfirmDialog>
      {stopping ? (
        <StopTimer
          firmId={firmId}
          uid={uid}
          timer={stopping.timer}
          plan={stopping.plan}
          dossier={stopping.dossier}
          onClose={async (outcome) => {
            const next = stopping.next;
            setStopping(null);
            if (outcome !== 'cancelled' && next) await start(next);
          }}
        />
      ) : null}
    </section>
  );
}

/** The running timer: where, since when, elapsed (hh:mm, updated each minute), « Arrêter ». */
function RunningTimer({
  timer,
  here,
  dossier,
  onStop,
  stopping,
  stopRef,
}: {
  timer: Timer;
  here: boolean;
  dossier: Case | null | undefined;
  onStop: () => void;
  stopping: boolean;
  stopRef: RefObject<HTMLButtonElement | null>;
}) {
  const elapsed = useElapsed(timer.startedAt);
  return (
    <div className={styles.actions} data-testid="running-timer">
      <span>
        <strong>Chronomètre en cours</strong>
        {here ? null : (
          <>
            {' sur '}
            <Link to={`/app/cases/${timer.caseId}?onglet=temps`}>{dossierLabel(dossier)}</Link>
          </>
        )}{' '}
        depuis {startedText(timer.startedAt, todayIso())}
        {timer.description ? ` — « ${timer.description} »` : ''} · Temps écoulé{' '}
        <strong role="timer" data-testid="timer-elapsed">
          {formatElapsed(elapsed)}
        </strong>
      </span>
      <Button ref={stopRef} variant="primary" onClick={onStop} disabled={stopping}>
        Arrêter
      </Button>
    </div>
  );
}

/**
 * After « Arrêter »: under one minute, asks before recording nothing; otherwise the time entry
 * form prefilled (description, duration rounded up to the minute, today, the member's rate) to
 * confirm. Left running overnight, the real duration of that day is asked instead. Cancelling
 * leaves the timer running.
 */
function StopTimer({
  firmId,
  uid,
  timer,
  plan,
  dossier,
  onClose,
}: {
  firmId: string;
  uid: string;
  timer: Timer;
  plan: TimerStop;
  dossier: Case | null | undefined;
  /** Recorded, stopped with nothing to record, or left running. */
  onClose: (outcome: 'recorded' | 'discarded' | 'cancelled') => void | Promise<void>;
}) {
  const memberRate = useMemberRate(firmId, uid);
  const [busy, setBusy] = useState(false);
  if (plan.kind === 'tooShort')
    return (
      <ConfirmDialog
        open
        title={TIMER_MESSAGES.tooShort}
        confirmLabel="Arrêter sans enregistrer"
        cancelLabel="Le laisser tourner"
        busy={busy}
        onCancel={() => void onClose('cancelled')}
        onConfirm={async () => {
          setBusy(true);
          try {
            await discardTimer({ firmId, uid });
          } catch (failure) {
            setBusy(false);
            toast.error(messageOf(failure));
            await onClose('cancelled');
            return;
          }
          toast.success('Chronomètre arrêté : rien n’a été enregistré.');
          setBusy(false);
          await onClose('discarded');
        }}
      >
        Le temps se compte à la minute : rien ne sera ajouté au dossier.
      </ConfirmDialog>
    );
  if (memberRate.loading) return null;
  const rate = proposedRate({ memberRateCents: memberRate.rateCents, caseRateCents: dossier?.fee.hourlyRateCents });
  const defaultValues = {
    date: plan.date,
    duration: plan.kind === 'entry' ? formatDuration(plan.minutes) : '',
    description: timer.description,
    rate: rate ? centsToInput(rate.cents) : '',
  };
  return (
    <Dialog open title="Enregistrer le temps du chronomètre" onClose={() => void onClose('cancelled')}>
      <p>Dossier {dossierLabel(dossier)}. Annuler laisse tourner le chronomètre.</p>
      {plan.kind === 'overnight' ? (
        <p className={styles.warning} role="note" data-testid="timer-overnight">
          {TIMER_MESSAGES.overnight(timer.startedAt)}
        </p>
      ) : null}
      <TimeEntryForm
        label="Enregistrer le temps du chronomètre"
        defaultValues={defaultValues}
        rateHint={rate ? RATE_SOURCE_HINTS[rate.source] : undefined}
        submitLabel="Enregistrer le temps"
        onCancel={() => void onClose('cancelled')}
        onSave={async (values) => {
          await recordTimer({ firmId, uid, timer, values });
          toast.success('Temps du chronomètre enregistré.');
          await onClose('recorded');
        }}
      />
      {/* Started by mistake, or its dossier closed meanwhile: stop it without recording. */}
      <div className={styles.formActions}>
        <ConfirmButton
          label="Arrêter sans enregistrer"
          title="Arrêter le chronomètre sans rien enregistrer ?"
          confirmLabel="Arrêter sans enregistrer"
          onConfirm={async () => {
            try {
              await discardTimer({ firmId, uid });
            } catch (failure) {
              toast.error(messageOf(failure));
              return;
            }
            toast.success('Chronomètre arrêté : rien n’a été enregistré.');
            await onClose('discarded');
          }}
        >
          Le temps qu’il a compté ne sera pas ajouté au dossier.
        </ConfirmButton>
      </div>
    </Dialog>
  );
}
