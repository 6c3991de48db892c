/**
 * The délai calculator and its "save" part: zod schemas with French messages; the computation
 * rules themselves live in computeDeadline (its own checks give the field messages here).
 */
import { boundedText } from 'shared-data';
import { formatIsoDay } from 'shared-ui';
import { z } from 'zod';
import {
  type DeadlineDirection,
  type DeadlineDistance,
  type DeadlineInput,
  type DeadlineUnit,
  deadlineInputProblem,
} from './computeDeadline.ts';
import type { Location } from '../../days/model/holidays.ts';

export const DEADLINE_FORM_MESSAGES = {
  title: 'Indiquez l’intitulé du délai (ex. : délai d’appel).',
  caseId: 'Choisissez le dossier concerné.',
  assignee: 'Choisissez le responsable du délai.',
  amount: 'Indiquez une durée entière d’au moins 1.',
} as const;

export const UNIT_LABELS: Record<DeadlineUnit, string> = { jours: 'jours', mois: 'mois', ans: 'ans' };
export const DIRECTION_LABELS: Record<DeadlineDirection, string> = {
  after: 'Après l’acte ou la notification (ex. : délai d’appel)',
  before: 'Avant l’événement, à rebours (ex. : 15 jours avant l’audience)',
};
export const DISTANCE_LABELS: Record<DeadlineDistance, string> = {
  none: 'Aucun délai de distance',
  'outre-mer': 'La partie demeure outre-mer, ou hors de la collectivité de la juridiction (+ 1 mois)',
  etranger: 'La partie demeure à l’étranger (+ 2 mois)',
};

export const calculatorSchema = z
  .object({
    start: z.string(),
    amount: z.string(),
    unit: z.enum(['jours', 'mois', 'ans']),
    direction: z.enum(['after', 'before']),
    location: z.enum(['metropole', 'alsace-moselle', 'guadeloupe', 'martinique', 'guyane', 'reunion', 'mayotte']),
    distance: z.enum(['none', 'outre-mer', 'etranger']),
  })
  .superRefine((values, ctx) => {
    const input = toDeadlineInput(values);
    if (input === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: DEADLINE_FORM_MESSAGES.amount });
    // Without a usable amount, the other fields are still checked (a missing start date too).
    const problem = deadlineInputProblem(input ?? (toDeadlineInput({ ...values, amount: '1' }) as DeadlineInput));
    if (problem && !(input === null && problem.field === 'amount'))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CalculatorValues = z.infer<typeof calculatorSchema>;

export const CALCULATOR_FIELD_ORDER: (keyof CalculatorValues)[] = [
  'start',
  'amount',
  'unit',
  'direction',
  'location',
  'distance',
];

export const emptyCalculator = (): CalculatorValues => ({
  start: '',
  amount: '',
  unit: 'mois',
  direction: 'after',
  location: 'metropole',
  distance: 'none',
});

/** Form strings → the computeDeadline input, or null when the amount is not a whole number. */
export function toDeadlineInput(values: CalculatorValues): DeadlineInput | null {
  const text = values.amount.trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  return {
    start: values.start,
    amount: Number(text),
    unit: values.unit,
    direction: values.direction,
    location: values.location as Location,
    distance: values.distance,
  };
}

export const saveDeadlineSchema = z.object({
  title: boundedText('title').min(1, DEADLINE_FORM_MESSAGES.title),
  caseId: z.string().min(1, DEADLINE_FORM_MESSAGES.caseId),
  assigneeUid: z.string().min(1, DEADLINE_FORM_MESSAGES.assignee),
});
export type SaveDeadlineValues = z.infer<typeof saveDeadlineSchema>;

/** A short label of what was computed, e.g. `1 mois après le 15/01/2026 (France métropolitaine)`. */
export function describeInput(input: DeadlineInput): string {
  const when = input.direction === 'after' ? 'après le' : 'avant l’événement du';
  return `${input.amount} ${input.unit} ${when} ${formatIsoDay(input.start)}`;
}
