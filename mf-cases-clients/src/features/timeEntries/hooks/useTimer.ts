import { useEffect, useState } from 'react';
import { type Case, type Member, paths, type Timer, useCollection, useDocument } from 'shared-data';
import { elapsedMs, msUntilNextMinute } from '../model/timer.ts';

/** The signed-in person's running timer, live (any tab, any dossier); it survives a reload: it is a document. */
export function useRunningTimer(firmId: string | null, uid: string | null) {
  const timers = useCollection<Timer>(
    firmId && uid ? { collection: paths.timers(firmId), where: [{ field: 'uid', op: '==', value: uid }] } : null,
  );
  return { timer: timers.data[0] ?? null, loading: timers.loading, error: timers.error };
}

/** The dossier a timer runs on, live, to name it (null timer: nothing read). */
export function useTimerDossier(firmId: string, timer: Timer | null) {
  return useDocument<Case>(timer ? paths.case(firmId, timer.caseId) : null);
}

/** The member's own hourly rate (set by the owner in the team settings), live; undefined when none. */
export function useMemberRate(firmId: string | null, uid: string | null) {
  const member = useDocument<Member>(firmId && uid ? paths.member(firmId, uid) : null);
  return { rateCents: member.data?.hourlyRateCents, loading: member.loading };
}

/**
 * Milliseconds run since `startedAt`, updated at each whole minute of the timer: one timeout to
 * the next minute, then one interval, both cleared when the timer stops or the view goes.
 */
export function useElapsed(startedAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startedAt) return undefined;
    setNow(Date.now());
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        setNow(Date.now());
        interval = setInterval(() => setNow(Date.now()), 60_000);
      },
      msUntilNextMinute(startedAt, Date.now()),
    );
    return () => {
      clearTimeout(first);
      if (interval !== undefined) clearInterval(interval);
    };
  }, [startedAt]);
  return startedAt ? elapsedMs(startedAt, now) : 0;
}
