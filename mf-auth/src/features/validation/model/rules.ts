/**
 * The auth pages' forms check with plain functions registered as react-hook-form rules: no
 * validation library comes with these pages (≤ 200 KiB of JavaScript).
 */

/** A field's check: its French message, or undefined when the value is fine. */
export type FieldCheck = (value: never) => string | undefined | Promise<string | undefined>;

/** A check as a react-hook-form rule. */
export function ruleOf<Check extends FieldCheck>(check: Check) {
  return { validate: async (value: Parameters<Check>[0]) => (await check(value)) ?? true };
}
