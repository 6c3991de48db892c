/**
 * Test-only: validates an XML document against an XML Schema, in-process (libxml2's xmllint
 * compiled to WebAssembly: the xmllint-wasm package), for jest tests and Playwright journeys alike.
 * Replaces `xmllint --noout --schema`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/**
 * The schema and every schema it imports or includes (relative `schemaLocation`s, followed
 * transitively), named by their path relative to the entry's folder: xmllint reads them from an
 * in-memory file system, where they must sit where the imports expect them.
 */
export function schemaFiles(entry: string): XMLFileInfo[] {
  const root = path.dirname(entry);
  const files = new Map<string, string>();
  const visit = (file: string) => {
    const name = path.relative(root, file).split(path.sep).join('/');
    if (files.has(name)) return;
    if (name.startsWith('../')) throw new Error(`${entry}: imported schema ${file} lies outside the entry's folder.`);
    const contents = readFileSync(file, 'utf8');
    files.set(name, contents);
    for (const [, location] of contents.matchAll(
      /<(?:\w+:)?(?:import|include|redefine)\b[^>]*\bschemaLocation="([^"]+)"/g,
    )) {
      if (!/^[a-z]+:/i.test(location!)) visit(path.resolve(path.dirname(file), location!));
    }
  };
  visit(entry);
  return [...files].map(([fileName, contents]) => ({ fileName, contents }));
}

/**
 * Validates `xml` against the XML Schema `schema` (a path; the files it imports are passed
 * along). Resolves when valid; rejects with xmllint's messages when not.
 */
export async function validateAgainstSchema(xml: string, schema: string, name = 'document.xml'): Promise<void> {
  const [main, ...imported] = schemaFiles(schema);
  const result = await validateXML({ xml: { fileName: name, contents: xml }, schema: main!, preload: imported });
  if (!result.valid) {
    const messages = result.errors.map((error) => error.rawMessage).join('\n');
    throw new Error(`${name} does not validate against ${path.basename(schema)}:\n${messages || result.rawOutput}`);
  }
}
