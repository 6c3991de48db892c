/** The kinds of agenda events and their French labels, apart from the form: widgets need no zod. */
export const EVENT_KINDS = ['audience', 'rendez-vous', 'autre'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  audience: 'Audience',
  'rendez-vous': 'Rendez-vous',
  autre: 'Autre',
};
