/**
 * The expense form: zod schema with French messages, empty values, and the mapping to and from
 * the stored record. Amounts are typed in euros and stored in integer cents; the TTC may be left
 * empty (then HT + TVA) — when typed it must equal HT + TVA, else the difference is shown.
 */
import {
  boundedText,
  centsProblem,
  EXPENSE_CATEGORY_CODES,
  type Expense,
  type ExpenseCategory,
  formatCentsForMessage,
  paymentMethodSchema,
} from 'shared-data';
import { centsToInput, parseEuros } from 'shared-ui';
import { z } from 'zod';

const AMOUNT_HINT = 'saisissez un montant en euros, par exemple 120 ou 99,90';

export const expenseFormSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Saisissez la date de la dépense.'),
    supplier: boundedText('name').min(1, 'Saisissez le fournisseur.'),
    category: z.string().refine((value) => (EXPENSE_CATEGORY_CODES as readonly string[]).includes(value), {
      message: 'Choisissez la catégorie de la déclaration 2035.',
    }),
    reference: boundedText('short'),
    ht: z.string().trim().min(1, 'Saisissez le montant HT.'),
    tva: z.string().trim(),
    ttc: z.string().trim(),
    // Left empty on an imported invoice: how it was paid is not in the invoice.
    method: z.string().refine((value) => paymentMethodSchema.safeParse(value).success, {
      message: 'Choisissez le mode de paiement.',
    }),
  })
  .superRefine((values, context) => {
    const amount = (field: 'ht' | 'tva' | 'ttc', label: string): number | null => {
      const text = values[field];
      if (text === '') return null;
      const cents = parseEuros(text);
      if (cents === null) {
        context.addIssue({ code: 'custom', path: [field], message: `${label} invalide : ${AMOUNT_HINT}.` });
        return null;
      }
      const problem = centsProblem(cents, { label });
      if (problem) {
        context.addIssue({ code: 'custom', path: [field], message: problem });
        return null;
      }
      return cents;
    };
    const ht = amount('ht', 'Le montant HT');
    const tva = values.tva === '' ? 0 : amount('tva', 'La TVA');
    const ttc = amount('ttc', 'Le montant TTC');
    if (ht === null || tva === null) return;
    if (ht === 0)
      context.addIssue({ code: 'custom', path: ['ht'], message: 'Le montant HT doit être supérieur à zéro.' });
    if (tva > ht)
      context.addIssue({ code: 'custom', path: ['tva'], message: 'La TVA ne peut pas dépasser le montant HT.' });
    if (ttc !== null && ttc !== ht + tva) {
      const difference = Math.abs(ttc - (ht + tva));
      context.addIssue({
        code: 'custom',
        path: ['ttc'],
        message: `HT + TVA = ${formatCentsForMessage(ht + tva)}, différent du TTC saisi (${formatCentsForMessage(ttc)}) : écart de ${formatCentsForMessage(difference)}.`,
      });
    }
  });

export type ExpenseFormValues = z.infer<typeof expenseFormSchema>;

export const EXPENSE_FIELD_ORDER: (keyof ExpenseFormValues)[] = [
  'date',
  'supplier',
  'category',
  'reference',
  'ht',
  'tva',
  'ttc',
  'method',
];

export function emptyExpenseValues(today: string): ExpenseFormValues {
  return { date: today, supplier: '', category: '', reference: '', ht: '', tva: '', ttc: '', method: 'virement' };
}

export function expenseToValues(expense: Expense): ExpenseFormValues {
  return {
    date: expense.date,
    supplier: expense.supplier,
    category: expense.category,
    reference: expense.reference ?? '',
    ht: centsToInput(expense.htCents),
    tva: centsToInput(expense.tvaCents),
    ttc: centsToInput(expense.ttcCents),
    method: expense.method,
  };
}

/** The amounts of valid values: TTC computed when left empty. */
export function expenseAmounts(values: ExpenseFormValues): { htCents: number; tvaCents: number; ttcCents: number } {
  const htCents = parseEuros(values.ht) ?? 0;
  const tvaCents = values.tva === '' ? 0 : (parseEuros(values.tva) ?? 0);
  return { htCents, tvaCents, ttcCents: htCents + tvaCents };
}

/** The stored fields of valid values (receipt, author and dates are the action's). */
export function valuesToExpense(
  values: ExpenseFormValues,
): Pick<Expense, 'date' | 'supplier' | 'category' | 'reference' | 'htCents' | 'tvaCents' | 'ttcCents' | 'method'> {
  return {
    date: values.date,
    supplier: values.supplier.trim(),
    category: values.category as ExpenseCategory,
    reference: values.reference.trim(),
    ...expenseAmounts(values),
    method: values.method as Expense['method'],
  };
}
