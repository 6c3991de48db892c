/**
 * Free text: the length limits (textLimits.ts), one zod helper with the French message, and
 * the check the data port runs on every write (`findTextTooLong`, called by the policy with the
 * collection's schema), so over-long text is refused whoever sends it.
 */
import { z } from 'zod';
import { TEXT_LIMITS, type TextLimitName, textTooLongMessage } from './textLimits.ts';

export { TEXT_LIMITS, type TextLimitName, textLimitHint, textTooLongMessage } from './textLimits.ts';

/** Options of `boundedText` (whether to trim the text before checking it). */
export type BoundedTextOptions = {
  /**
   * Remove leading and trailing spaces before checking and saving (names, e-mails, identifiers):
   * inner text is kept as typed. Default true; pass false for multi-line text kept as typed.
   */
  trim?: boolean;
};

/**
 * A string of at most `max` characters (a number or a `TEXT_LIMITS` name) with the French
 * message. Chain `.min(1, '…')` for a required field.
 */
export function boundedText(limit: number | TextLimitName, options: BoundedTextOptions = {}) {
  const max = typeof limit === 'number' ? limit : TEXT_LIMITS[limit];
  const base = options.trim === false ? z.string() : z.string().trim();
  return base.max(max, {
    error: (issue) => textTooLongMessage(max, typeof issue.input === 'string' ? issue.input.length : max + 1),
  });
}

export type TextTooLong = { path: string; max: number; length: number };

type AnySchema = z.core.$ZodType;
type Def = {
  type: string;
  innerType?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  options?: AnySchema[];
  discriminator?: string;
  values?: unknown[];
  in?: AnySchema;
};
const defOf = (schema: AnySchema): Def => schema._zod.def as unknown as Def;

/**
 * The first string of `value` longer than its schema allows, or null. Only lengths are checked:
 * partial updates and fields the schema does not know are left to the policy's other rules.
 */
export function findTextTooLong(schema: AnySchema, value: unknown, path = ''): TextTooLong | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const max = (schema as { maxLength?: number | null }).maxLength ?? undefined;
      return typeof value === 'string' && max !== undefined && value.length > max
        ? { path, max, length: value.length }
        : null;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? findTextTooLong(def.innerType, value, path) : null;
    case 'pipe':
      return def.in ? findTextTooLong(def.in, value, path) : null;
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const found = findTextTooLong(child, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
        if (found) return found;
      }
      return null;
    }
    case 'array': {
      if (!Array.isArray(value) || !def.element) return null;
      for (let i = 0; i < value.length; i++) {
        const found = findTextTooLong(def.element, value[i], `${path}[${i}]`);
        if (found) return found;
      }
      return null;
    }
    case 'union': {
      const options = def.options ?? [];
      if (def.discriminator && value && typeof value === 'object') {
        const tag = (value as Record<string, unknown>)[def.discriminator];
        const option = options.find((o) => {
          const field = defOf(o).shape?.[def.discriminator!];
          return field ? (defOf(field).values ?? []).includes(tag) : false;
        });
        return option ? findTextTooLong(option, value, path) : null;
      }
      // A plain union: too long only if every option says so.
      let first: TextTooLong | null = null;
      for (const option of options) {
        const found = findTextTooLong(option, value, path);
        if (!found) return null;
        first ??= found;
      }
      return first;
    }
    default:
      return null;
  }
}
