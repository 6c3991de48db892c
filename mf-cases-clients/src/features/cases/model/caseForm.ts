/** The dossier form: zod schema (French messages) and mapping to the stored record. */
import { z } from 'zod';
import { boundedText, type Case, centsProblem, FEE_KIND_VALUES, MONEY_LIMITS, MONEY_MESSAGES } from 'shared-data';
import { centsToInput, parseEuros, todayIso } from 'shared-ui';
import { STATUSES } from './caseStatus.ts';

export type FeeKind = (typeof FEE_KIND_VALUES)[number];
const FEE_KIND_LABELS: Record<FeeKind, string> = {
  forfait: 'Forfait',
  temps: 'Temps passé (taux horaire)',
  resultat: 'Honoraire de résultat (en complément)',
};
/** The fee kinds' options, built from the one list (shared-data FEE_KIND_VALUES). */
export const FEE_KINDS = FEE_KIND_VALUES.map((value) => ({ value, label: FEE_KIND_LABELS[value] }));

export const CASE_FORM_MESSAGES = {
  openedInFuture: 'La date d’ouverture ne peut pas être dans le futur.',
  hourlyRate: MONEY_MESSAGES.hourlyRate,
} as const;

/** An amount typed in euros (or empty), within the shared money bounds (MONEY_LIMITS). */
const euros = (label: string, subject: string, max: number = MONEY_LIMITS.amountMaxCents) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') return;
      const cents = parseEuros(value);
      const message =
        cents === null
          ? `${label} : saisissez un montant en euros, par exemple 1 500 ou 250,50.`
          : centsProblem(cents, { label: subject, max });
      if (message) context.addIssue({ code: 'custom', message });
    });

export const caseFormSchema = z
  .object({
    title: boundedText('title').min(1, 'Saisissez l’intitulé du dossier.'),
    clientIds: z.array(z.string()).min(1, 'Choisissez au moins un client.'),
    matter: boundedText('title'),
    jurisdiction: boundedText('title'),
    rgNumber: boundedText('identifier'),
    responsibleUid: z.string().min(1, 'Choisissez le responsable du dossier.'),
    status: z.enum(STATUSES),
    openedAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Saisissez la date d’ouverture.')
      .refine((value) => value <= todayIso(), CASE_FORM_MESSAGES.openedInFuture),
    feeKind: z.enum(FEE_KIND_VALUES),
    feeAmount: euros('Montant du forfait', 'Le montant du forfait'),
    hourlyRate: euros('Taux horaire', 'Le taux horaire', MONEY_LIMITS.hourlyRateMaxCents),
    successPercent: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (/^\d{1,3}([.,]\d{1,2})?$/.test(value) && Number(value.replace(',', '.')) <= 100),
        'Pourcentage entre 0 et 100.',
      ),
  })
  .superRefine((values, context) => {
    if (values.feeKind === 'forfait' && !values.feeAmount)
      context.addIssue({ code: 'custom', path: ['feeAmount'], message: 'Saisissez le montant du forfait.' });
    if (values.feeKind === 'temps' && !values.hourlyRate)
      context.addIssue({ code: 'custom', path: ['hourlyRate'], message: 'Saisissez le taux horaire.' });
    // A billed hour needs a real rate: 0 (or less than 1 €) would bill nothing.
    const rate = values.hourlyRate ? parseEuros(values.hourlyRate) : null;
    if (values.feeKind !== 'forfait' && rate !== null && rate < MONEY_LIMITS.hourlyRateMinCents)
      context.addIssue({ code: 'custom', path: ['hourlyRate'], message: CASE_FORM_MESSAGES.hourlyRate });
    if (values.feeKind === 'resultat') {
      if (!values.successPercent)
        context.addIssue({
          code: 'custom',
          path: ['successPercent'],
          message: 'Saisissez le pourcentage de résultat.',
        });
      // Déontologie : l'honoraire de résultat ne vient qu'en complément d'un autre honoraire.
      if (!values.feeAmount && !values.hourlyRate) {
        context.addIssue({
          code: 'custom',
          path: ['feeKind'],
          message:
            'L’honoraire de résultat ne peut être que complémentaire : indiquez aussi un forfait ou un taux horaire.',
        });
      }
    }
  });

export type CaseFormValues = z.infer<typeof caseFormSchema>;

export function emptyCaseForm(today: string, responsibleUid: string, clientId?: string): CaseFormValues {
  return {
    title: '',
    clientIds: clientId ? [clientId] : [],
    matter: '',
    jurisdiction: '',
    rgNumber: '',
    responsibleUid,
    status: 'ouvert',
    openedAt: today,
    feeKind: 'temps',
    feeAmount: '',
    hourlyRate: '',
    successPercent: '',
  };
}

export function toFee(values: CaseFormValues): Case['fee'] {
  const fee: Case['fee'] = { kind: values.feeKind };
  const amount = values.feeAmount ? parseEuros(values.feeAmount) : null;
  const rate = values.hourlyRate ? parseEuros(values.hourlyRate) : null;
  if (amount !== null) fee.amountCents = amount;
  if (rate !== null) fee.hourlyRateCents = rate;
  if (values.successPercent) fee.successPercent = Number(values.successPercent.replace(',', '.'));
  return fee;
}

/** Form values → the dossier fields the form edits (reference, parties, notes kept apart). */
export function toCaseFields(
  values: CaseFormValues,
): Pick<
  Case,
  'title' | 'clientIds' | 'matter' | 'jurisdiction' | 'rgNumber' | 'responsibleUid' | 'status' | 'openedAt' | 'fee'
> {
  return {
    title: values.title.trim(),
    clientIds: values.clientIds,
    matter: values.matter,
    jurisdiction: values.jurisdiction.trim(),
    rgNumber: values.rgNumber.trim(),
    responsibleUid: values.responsibleUid,
    status: values.status,
    openedAt: values.openedAt,
    fee: toFee(values),
  };
}

export function toCaseForm(value: Case): CaseFormValues {
  return {
    title: value.title,
    clientIds: value.clientIds,
    matter: value.matter,
    jurisdiction: value.jurisdiction,
    rgNumber: value.rgNumber,
    responsibleUid: value.responsibleUid,
    status: value.status,
    openedAt: value.openedAt,
    feeKind: value.fee.kind,
    feeAmount: value.fee.amountCents !== undefined ? centsToInput(value.fee.amountCents) : '',
    hourlyRate: value.fee.hourlyRateCents !== undefined ? centsToInput(value.fee.hourlyRateCents) : '',
    successPercent: value.fee.successPercent !== undefined ? String(value.fee.successPercent).replace('.', ',') : '',
  };
}

/** Closing sets the closing date; reopening clears it. */
export function statusPatch(status: Case['status'], today: string): Pick<Case, 'status' | 'closedAt'> {
  return { status, closedAt: status === 'clos' ? today : null };
}

export const partyFormSchema = z.object({
  name: boundedText('title').min(1, 'Saisissez le nom de la partie adverse.'),
  kind: z.enum(['physique', 'morale']),
});
export type PartyFormValues = z.infer<typeof partyFormSchema>;
