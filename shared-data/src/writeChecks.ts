/**
 * The checks of a write that need the entity schemas: free text longer than its schema allows is
 * refused, whoever writes it (TEXT_LIMITS, text.ts). Loaded by the policy with the first write
 * (policy.ts loadWriteChecks), never by a page that only reads.
 */
import type { Match } from './policy.ts';
import type { DocData } from './port.ts';
import { DataError } from './port.ts';
import { billingSettingsSchema, schemas } from './schemas.ts';
import { findTextTooLong, textTooLongMessage } from './text.ts';

export function checkTextLimits(match: Match, data: DocData): void {
  const schema =
    match.name === 'settings' ? (match.vars.name === 'billing' ? billingSettingsSchema : null) : schemas[match.name];
  const found = schema ? findTextTooLong(schema, data) : null;
  if (found)
    throw new DataError(
      'invalid-argument',
      `Texte trop long (${found.path}) : ${textTooLongMessage(found.max, found.length)}`,
    );
}
