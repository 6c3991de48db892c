/**
 * Filling a model: every `{{field}}` gets a value; a field without one is listed (never dropped)
 * and generation is refused until the lawyer fills it.
 */
import { isKnownField, KNOWN_FIELDS, type KnownField } from './fields.ts';
import type { ModelDefinition } from './templates.ts';

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*$/;

export type TemplateCheck = { fields: string[]; unknown: string[]; errors: string[] };

/** The fields of a template, in order of first use; syntax errors in French. */
export function checkTemplate(template: string): TemplateCheck {
  const fields: string[] = [];
  const errors: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!name) errors.push('Un champ « {{ }} » est vide : indiquez son nom.');
    else if (!FIELD_NAME.test(name))
      errors.push(`Nom de champ invalide : « ${name} » (lettres, chiffres, points et « _ », sans espace ni accent).`);
    else if (!fields.includes(name)) fields.push(name);
  }
  const rest = template.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}'))
    errors.push('Accolades non appariées : chaque champ s’écrit {{nom}}.');
  return { fields, unknown: fields.filter((name) => !isKnownField(name)), errors };
}

/** The label shown for a field. */
export function fieldLabel(model: ModelDefinition, name: string): string {
  if (isKnownField(name)) return KNOWN_FIELDS[name as KnownField];
  return model.ownFields.find((field) => field.name === name)?.label ?? name;
}

/** Initial values: the context's known values and the model's own defaults. */
export function initialValues(model: ModelDefinition, known: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of checkTemplate(model.template).fields)
    values[name] = isKnownField(name)
      ? (known[name] ?? '')
      : (model.ownFields.find((field) => field.name === name)?.default ?? '');
  return values;
}

/** Markdown-escape a value so that a name with "*" or "#" stays text. */
function escapeMarkdown(value: string): string {
  return value.replace(/([\\`*_[\]#>])/g, '\\$1');
}

export type FillResult = { text: string; missing: string[] };

/**
 * The filled Markdown. `missing` lists every field of the template without a value: the caller
 * must show them and refuse to generate; the text keeps a visible « [à compléter : …] » mark.
 */
export function fillModel(model: Pick<ModelDefinition, 'template'>, values: Record<string, string>): FillResult {
  const missing: string[] = [];
  const text = model.template.replace(PLACEHOLDER, (_whole, rawName: string) => {
    const name = rawName.trim();
    const value = (values[name] ?? '').trim();
    if (!value) {
      if (!missing.includes(name)) missing.push(name);
      return `[à compléter : ${name}]`;
    }
    // Multi-line values keep their lines (lists of pièces, paragraphs).
    return value
      .split('\n')
      .map((line) =>
        /^\s*(- |\d+\. )/.test(line)
          ? line.replace(/^(\s*(?:- |\d+\. ))(.*)$/, (_m, p: string, rest: string) => p + escapeMarkdown(rest))
          : escapeMarkdown(line),
      )
      .join('\n');
  });
  return { text, missing };
}
