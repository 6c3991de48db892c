/**
 * Test-only: validates a CII XML against the official Factur-X EN 16931 XSD (../reference/, the
 * entry point and the three schemas it imports), in-process (tooling's xmllint-wasm validator).
 * Used by the unit tests and the browser journeys (e2e/billing.journeys.ts) alike.
 */
import path from 'node:path';
import { validateAgainstSchema } from 'tooling/src/testing/xsd.ts';

export const FACTURX_XSD = path.resolve(
  import.meta.dirname,
  '../../../../reference/facturx-en16931/Factur-X_EN16931.xsd',
);

/** Resolves when `xml` is valid EN 16931 CII; rejects with xmllint's messages when not. */
export function validateAgainstXsd(xml: string, name = 'factur-x.xml'): Promise<void> {
  return validateAgainstSchema(xml, FACTURX_XSD, name);
}
