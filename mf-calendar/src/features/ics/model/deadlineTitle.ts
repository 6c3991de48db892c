/**
 * How a délai is named where it sits among the events — the agenda's views and the `.ics` export:
 * `Délai : Délai d’appel — 2026-0038` (its dossier's reference), `Délai (fait) : …` once done. Pure.
 */
export function deadlineAgendaTitle({
  title,
  done,
  caseReference,
}: {
  title: string;
  done: boolean;
  caseReference?: string | undefined;
}): string {
  return `${done ? 'Délai (fait)' : 'Délai'} : ${title}${caseReference ? ` — ${caseReference}` : ''}`;
}
