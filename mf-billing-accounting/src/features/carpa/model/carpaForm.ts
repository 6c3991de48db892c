/** The CARPA movement form: zod schema (French messages) and the mapping to a movement request. */
import { boundedText, CARPA_MOVEMENT_KINDS, centsProblem } from 'shared-data';
import { isIsoDay, parseEuros } from 'shared-ui';
import { z } from 'zod';
import { CARPA_MESSAGES, type MovementRequest } from './carpa.ts';

export const carpaFormSchema = z
  .object({
    kind: z.enum(CARPA_MOVEMENT_KINDS, 'Choisissez le type de mouvement.'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Saisissez la date du mouvement.'),
    amount: z.string().trim().min(1, 'Saisissez le montant.'),
    label: boundedText('title').min(1, 'Décrivez le mouvement (origine ou destination des fonds).'),
    counterparty: boundedText('name'),
    authorisationDate: z.string(),
    authorisationReference: boundedText('title'),
    /** A document is chosen in the file field (set by the component). */
    hasDocument: z.boolean(),
  })
  .superRefine((values, context) => {
    const cents = parseEuros(values.amount);
    if (values.amount.trim() !== '') {
      if (cents === null)
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: 'Montant invalide : saisissez un montant en euros, par exemple 1500 ou 1 250,50.',
        });
      else if (cents === 0) context.addIssue({ code: 'custom', path: ['amount'], message: CARPA_MESSAGES.amount });
      else {
        const problem = centsProblem(cents, { label: 'Le montant' });
        if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
      }
    }
    if (values.kind !== 'honoraires') return;
    if (!isIsoDay(values.authorisationDate))
      context.addIssue({ code: 'custom', path: ['authorisationDate'], message: CARPA_MESSAGES.authorisationDate });
    else if (isIsoDay(values.date) && values.authorisationDate > values.date)
      context.addIssue({ code: 'custom', path: ['authorisationDate'], message: CARPA_MESSAGES.authorisationFuture });
    if (!values.authorisationReference && !values.hasDocument)
      context.addIssue({
        code: 'custom',
        path: ['authorisationReference'],
        message: CARPA_MESSAGES.authorisationProof,
      });
  });

export type CarpaFormValues = z.infer<typeof carpaFormSchema>;

export const CARPA_FIELD_ORDER: (keyof CarpaFormValues)[] = [
  'kind',
  'date',
  'amount',
  'label',
  'counterparty',
  'authorisationDate',
  'authorisationReference',
];

export function emptyCarpaValues(today: string): CarpaFormValues {
  return {
    kind: 'depot',
    date: today,
    amount: '',
    label: '',
    counterparty: '',
    authorisationDate: '',
    authorisationReference: '',
    hasDocument: false,
  };
}

/** The request of valid values; the authorisation's document path comes from the upload. */
export function toMovementRequest(
  values: CarpaFormValues,
  document: { path: string; name: string } | null,
): MovementRequest {
  return {
    kind: values.kind,
    date: values.date,
    amountCents: parseEuros(values.amount) ?? 0,
    authorisation:
      values.kind === 'honoraires'
        ? {
            date: values.authorisationDate,
            reference: values.authorisationReference.trim(),
            documentPath: document?.path ?? null,
            documentName: document?.name ?? null,
          }
        : null,
  };
}
