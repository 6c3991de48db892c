import { FEE_KIND_VALUES, searchQueryOf } from 'shared-data';
import {
  CASE_FORM_MESSAGES,
  caseFormSchema,
  emptyCaseForm,
  FEE_KINDS,
  statusPatch,
  toCaseFields,
  toCaseForm,
  toFee,
} from './caseForm.ts';
import { filterCases, toCaseRow } from './caseList.ts';

const valid = { ...emptyCaseForm('2026-03-14', 'u1', 'k1'), title: 'Bail commercial', hourlyRate: '250' };
const issues = (values: unknown) => {
  const result = caseFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('dossier form: bounds and dates', () => {
  it('refuses an absurd hourly rate or forfait with French messages', () => {
    expect(issues({ ...valid, hourlyRate: '99 999 999 999' })).toEqual({
      hourlyRate: 'Le taux horaire ne peut pas dépasser 2 000,00 €.',
    });
    expect(issues({ ...valid, feeKind: 'forfait', feeAmount: '10 000 000,01' })).toEqual({
      feeAmount: 'Le montant du forfait ne peut pas dépasser 10 000 000,00 €.',
    });
    expect(issues({ ...valid, feeKind: 'forfait', feeAmount: '10 000 000' })).toEqual({});
  });
  it('refuses a rate of 0 for "temps passé"', () => {
    expect(issues({ ...valid, hourlyRate: '0' })).toEqual({ hourlyRate: CASE_FORM_MESSAGES.hourlyRate });
    expect(CASE_FORM_MESSAGES.hourlyRate).toBe('Le taux horaire doit être compris entre 1,00 € et 2 000,00 € HT.');
  });
  it('refuses an opening date in the future', () => {
    expect(issues({ ...valid, openedAt: '2999-01-01' })).toEqual({
      openedAt: 'La date d’ouverture ne peut pas être dans le futur.',
    });
  });
  it('builds the fee kinds from the one list', () => {
    expect(FEE_KINDS.map((kind) => kind.value)).toEqual([...FEE_KIND_VALUES]);
  });
});

describe('dossier form', () => {
  it('requires a title, a client and the fee of the chosen kind', () => {
    expect(issues(emptyCaseForm('2026-03-14', 'u1'))).toEqual({
      title: 'Saisissez l’intitulé du dossier.',
      clientIds: 'Choisissez au moins un client.',
      hourlyRate: 'Saisissez le taux horaire.',
    });
    expect(issues(valid)).toEqual({});
  });
  it('accepts a success fee only on top of another fee', () => {
    expect(issues({ ...valid, feeKind: 'resultat', hourlyRate: '', successPercent: '10' })).toHaveProperty('feeKind');
    expect(issues({ ...valid, feeKind: 'resultat', feeAmount: '1 500', hourlyRate: '', successPercent: '10' })).toEqual(
      {},
    );
    expect(issues({ ...valid, feeKind: 'resultat', feeAmount: '1500', successPercent: '120' })).toHaveProperty(
      'successPercent',
    );
  });
  it('stores fees in cents and maps back', () => {
    expect(
      toFee({ ...valid, feeKind: 'resultat', feeAmount: '1 500,50', hourlyRate: '', successPercent: '12,5' }),
    ).toEqual({ kind: 'resultat', amountCents: 150050, successPercent: 12.5 });
    const fields = toCaseFields(valid);
    expect(fields.fee).toEqual({ kind: 'temps', hourlyRateCents: 25000 });
    const stored = {
      ...fields,
      reference: '2026-0001',
      opposingParties: [],
      closedAt: null,
      notes: '',
      createdAt: 'x',
      updatedAt: 'x',
    };
    expect(toCaseForm(stored)).toMatchObject({ title: 'Bail commercial', hourlyRate: '250', feeKind: 'temps' });
  });
  it('closes with a date and reopens without', () => {
    expect(statusPatch('clos', '2026-03-14')).toEqual({ status: 'clos', closedAt: '2026-03-14' });
    expect(statusPatch('ouvert', '2026-03-14')).toEqual({ status: 'ouvert', closedAt: null });
  });
});

describe('dossiers list', () => {
  const base = {
    clientIds: ['k1'],
    clientNames: ['Élodie LEFÈVRE'],
    matter: 'Droit immobilier',
    rgNumber: '26/00001',
    responsibleUid: 'u1',
    opposingParties: [{ name: 'Société Lambert Immobilier', kind: 'morale' as const }],
  };
  const rows = [
    toCaseRow('a', { ...base, reference: '2026-0002', title: 'Bail', status: 'ouvert', openedAt: '2026-02-01' }),
    toCaseRow('b', {
      ...base,
      reference: '2026-0010',
      title: 'Appel',
      status: 'clos',
      openedAt: '2026-01-01',
      matter: 'Droit pénal',
    }),
  ];
  const words = (query: string) => searchQueryOf(query).words;
  it('searches reference, title, client and party adverse without accents', () => {
    expect(filterCases(rows, { words: words('lefevre bail') }).map((row) => row.id)).toEqual(['a']);
    expect(filterCases(rows, { words: words('lambert') }).map((row) => row.id)).toEqual(['a', 'b']);
    expect(filterCases(rows, { words: words('2026-0010') }).map((row) => row.id)).toEqual(['b']);
    expect(rows[0]!.clientNames).toBe('Élodie LEFÈVRE');
  });
});
