import { useEffect, useMemo, useRef, useState } from 'react';
import type { Member } from 'shared-data';
import {
  centsToInput,
  FormError,
  Loading,
  parseEuros,
  Select,
  TextField,
  UnsavedChangesGuard,
  todayIso,
  focusWhenShown,
} from 'shared-ui';
import { CasePicker } from '../../../components/CasePicker.tsx';
import styles from '../../../components/layout.ts';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { type ExportDocument, markdownToBlocks } from '../../exports/model/blocks.ts';
import { ExportButtons } from '../../exports/components/ExportButtons.tsx';
import { MarkdownView } from '../../research/components/MarkdownView.tsx';
import { useModelContext } from '../api/modelActions.ts';
import { FEE_MODE_LABELS, type FeeInput, type FeeMode, feeInputFromCase, feeTerms } from '../model/feeAgreement.ts';
import { contextValues, isKnownField } from '../model/fields.ts';
import { checkTemplate, fieldLabel, fillModel, initialValues } from '../model/fill.ts';
import { defaultClauseChoice, type ModelDefinition, resolveModel } from '../model/templates.ts';

type FeeText = { mode: FeeMode; forfait: string; hourly: string; percent: string };

const feeText = (fee: FeeInput): FeeText => ({
  mode: fee.mode,
  forfait: fee.forfaitCents ? centsToInput(fee.forfaitCents) : '',
  hourly: fee.hourlyRateCents ? centsToInput(fee.hourlyRateCents) : '',
  percent: fee.successPercent ? String(fee.successPercent).replace('.', ',') : '',
});
const feeInput = (text: FeeText): FeeInput => ({
  mode: text.mode,
  forfaitCents: text.forfait.trim() ? parseEuros(text.forfait) : null,
  hourlyRateCents: text.hourly.trim() ? parseEuros(text.hourly) : null,
  successPercent: text.percent.trim() ? Number(text.percent.replace(',', '.')) : null,
});

const fieldId = (name: string) => `model-field-${name.replace(/\./g, '-')}`;

/** How the client contracts: '' follows its kind (a natural person is a consumer). */
type Capacity = '' | 'consommateur' | 'professionnel';
const CAPACITY_OPTIONS = [
  { value: 'consommateur', label: 'Consommateur (particulier agissant à titre privé)' },
  { value: 'professionnel', label: 'Professionnel (société, association, entrepreneur pour son activité)' },
];

/**
 * Fills a model from a dossier: every field prefilled when the dossier, its client or the cabinet
 * has it, editable; a field without value is named and blocks generation (never silently dropped).
 */
export function ModelFiller({
  model,
  firmId,
  uid,
  members,
}: {
  model: ModelDefinition;
  firmId: string;
  uid: string;
  members: Member[];
}) {
  const [caseId, setCaseId] = useState('');
  const today = useMemo(() => todayIso(), []);
  const ctx = useModelContext({ firmId, caseId, clientId: '', members, today });
  const [values, setValues] = useState<Record<string, string>>({});
  const [fee, setFee] = useState<FeeText>({ mode: 'forfait', forfait: '', hourly: '', percent: '' });
  const [capacity, setCapacity] = useState<Capacity>('');
  // The clauses follow the client and the fee mode: the template of that choice is the one filled.
  const clientKind = ctx.context?.client?.kind ?? null;
  const choice = defaultClauseChoice(clientKind, fee.mode);
  const consumer = capacity ? capacity === 'consommateur' : choice.consumer;
  const resolved = useMemo(
    () => resolveModel(model, { clientKind: choice.clientKind, consumer, feeMode: choice.feeMode }),
    [model, choice.clientKind, consumer, choice.feeMode],
  );
  const fields = useMemo(() => checkTemplate(resolved.template).fields, [resolved.template]);
  const usesFee = fields.includes('honoraires.conditions');
  const known = useMemo(() => (ctx.context ? contextValues(ctx.context) : null), [ctx.context]);
  const [tried, setTried] = useState(false);
  const [dirty, setDirty] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  // A new dossier (or model) → fresh values from its context (once: live updates keep the edits).
  const filledFor = useRef('');
  useEffect(() => {
    if (!ctx.context || filledFor.current === `${model.id}|${caseId}`) return;
    filledFor.current = `${model.id}|${caseId}`;
    const dossierFee = ctx.context.dossier ? feeInputFromCase(ctx.context.dossier.fee) : null;
    setValues(initialValues(model, contextValues(ctx.context)));
    if (dossierFee) setFee(feeText(dossierFee));
    setCapacity('');
    setTried(false);
    setDirty(false);
  }, [ctx.context, model, caseId]);

  const terms = usesFee ? feeTerms(feeInput(fee)) : null;
  // A clause that appears with a new choice starts from its default (or the dossier's value).
  const current = useMemo(
    () => ({ ...(known ? initialValues(resolved, known) : {}), ...values }),
    [known, resolved, values],
  );
  const allValues = useMemo(
    () => ({ ...current, ...(usesFee ? { 'honoraires.conditions': terms?.ok ? terms.text : '' } : {}) }),
    [current, usesFee, terms],
  );
  const filled = fillModel(resolved, allValues);
  const missing = filled.missing.filter((name) => name !== 'honoraires.conditions');
  const dossierMissing = missing.filter((name) => isKnownField(name));
  const feeError = terms && !terms.ok ? terms.message : null;
  const blocked = missing.length > 0 || Boolean(feeError);

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty(true);
  };
  const setFeeField = (patch: Partial<FeeText>) => {
    setFee((current) => ({ ...current, ...patch }));
    setDirty(true);
  };

  const build = (): ExportDocument | null => {
    setTried(true);
    if (blocked) {
      focusWhenShown(summary);
      return null;
    }
    const blocks = markdownToBlocks(filled.text);
    const first = blocks[0];
    const title = first?.type === 'heading' ? first.runs.map((r) => r.text).join('') : model.name;
    return { title, blocks: first?.type === 'heading' ? blocks.slice(1) : blocks };
  };

  const errorItems = [
    ...missing.map((name) => ({
      fieldId: fieldId(name),
      message: isKnownField(name)
        ? `${fieldLabel(model, name)} : le dossier ne renseigne pas ce champ, complétez-le.`
        : `${fieldLabel(model, name)} : à compléter.`,
    })),
    ...(feeError ? [{ fieldId: fieldId(terms && !terms.ok ? terms.field : 'fee'), message: feeError }] : []),
  ];

  return (
    <div>
      <UnsavedChangesGuard when={dirty} />
      <div className={styles.grid}>
        <CasePicker
          firmId={firmId}
          showRequired
          placeholder="Choisir un dossier…"
          value={caseId}
          onChange={setCaseId}
        />
      </div>
      {!caseId ? (
        <p className={styles.muted}>
          Choisissez le dossier pour lequel rédiger ce document : les champs sont remplis à partir du dossier, de son
          client et du cabinet.
        </p>
      ) : null}
      {caseId && ctx.loading ? <Loading label="Chargement du dossier…" /> : null}
      {caseId && ctx.context ? (
        <form noValidate aria-label={`Remplir : ${model.name}`} onSubmit={(event) => event.preventDefault()}>
          {dossierMissing.length > 0 ? (
            <div className={styles.warning} role="note" data-testid="dossier-missing">
              <h3>Informations absentes du dossier</h3>
              <p>
                Le dossier ne renseigne pas : {dossierMissing.map((name) => fieldLabel(model, name)).join(', ')}.
                Complétez {dossierMissing.length > 1 ? 'ces champs' : 'ce champ'} ci-dessous avant de générer.
              </p>
            </div>
          ) : null}
          <div ref={summary} tabIndex={-1}>
            {tried && blocked ? <FormError title="Le document ne peut pas être généré" items={errorItems} /> : null}
          </div>
          {model.templateFor ? (
            <Select
              id={fieldId('capacity')}
              label="Le client contracte en qualité de"
              options={CAPACITY_OPTIONS}
              value={consumer ? 'consommateur' : 'professionnel'}
              onChange={(event) => {
                setCapacity(event.target.value as Capacity);
                setDirty(true);
              }}
              hint="Un consommateur reçoit les clauses du médiateur de la consommation et de l’aide juridictionnelle ; un professionnel, celle de l’indemnité de recouvrement."
            />
          ) : null}
          {usesFee ? (
            <fieldset className={styles.panel}>
              <legend>Honoraires</legend>
              <div className={styles.grid}>
                <Select
                  id={fieldId('fee')}
                  label="Mode de rémunération"
                  options={(Object.keys(FEE_MODE_LABELS) as FeeMode[]).map((mode) => ({
                    value: mode,
                    label: FEE_MODE_LABELS[mode],
                  }))}
                  value={fee.mode}
                  onChange={(event) => setFeeField({ mode: event.target.value as FeeMode })}
                />
                <TextField
                  id={fieldId('forfaitCents')}
                  label="Forfait (€ HT)"
                  inputMode="decimal"
                  value={fee.forfait}
                  onChange={(event) => setFeeField({ forfait: event.target.value })}
                  error={terms && !terms.ok && terms.field === 'forfaitCents' ? terms.message : undefined}
                />
                <TextField
                  id={fieldId('hourlyRateCents')}
                  label="Taux horaire (€ HT)"
                  inputMode="decimal"
                  value={fee.hourly}
                  onChange={(event) => setFeeField({ hourly: event.target.value })}
                  error={terms && !terms.ok && terms.field === 'hourlyRateCents' ? terms.message : undefined}
                />
                {fee.mode === 'resultat' ? (
                  <TextField
                    id={fieldId('successPercent')}
                    label="Honoraire de résultat (%)"
                    inputMode="decimal"
                    value={fee.percent}
                    onChange={(event) => setFeeField({ percent: event.target.value })}
                    error={terms && !terms.ok && terms.field === 'successPercent' ? terms.message : undefined}
                  />
                ) : null}
              </div>
              {terms?.ok ? <p data-testid="fee-terms">{terms.text}</p> : null}
            </fieldset>
          ) : null}
          <div className={styles.grid}>
            {fields
              .filter((name) => name !== 'honoraires.conditions')
              .map((name) => {
                const own = model.ownFields.find((field) => field.name === name);
                const empty = !(current[name] ?? '').trim();
                const error =
                  empty && (tried || isKnownField(name))
                    ? isKnownField(name)
                      ? 'Le dossier ne renseigne pas ce champ : complétez-le.'
                      : 'À compléter.'
                    : undefined;
                const common = {
                  id: fieldId(name),
                  label: fieldLabel(model, name),
                  value: current[name] ?? '',
                  error,
                  showRequired: true,
                };
                return own?.multiline ? (
                  <TextAreaField
                    key={name}
                    className={styles.full}
                    {...common}
                    onChange={(event) => set(name, event.target.value)}
                  />
                ) : (
                  <TextField key={name} {...common} onChange={(event) => set(name, event.target.value)} />
                );
              })}
          </div>
          <details>
            <summary>Aperçu du document</summary>
            <MarkdownView markdown={filled.text} label="Aperçu du document" />
          </details>
          <ExportButtons
            firmId={firmId}
            uid={uid}
            caseId={caseId}
            fileName={`${model.name} - ${ctx.dossier?.reference ?? ''}`.trim()}
            formats={[['docx', 'pdf']]}
            label={() => 'Générer en DOCX et PDF'}
            build={build}
            onDone={() => setDirty(false)}
          />
        </form>
      ) : null}
    </div>
  );
}
