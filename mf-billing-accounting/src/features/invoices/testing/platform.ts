/**
 * Test-only helpers for e-invoicing: the PDF's self-hosted assets served as the browser would
 * fetch them (webpack emits them as files of this remote; jest has no server), and documents
 * written as the server side writes them (transmissions, directory answers: no browser may).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createIndexedDbAdapter } from 'shared-data/store';

/** The app's local database (shared-data `LOCAL_DATABASE_NAME`), which the tests' adapter opens. */
const LOCAL_DATABASE = 'pretoire';

/**
 * Serves `file:` URLs (the fonts and ICC profile pdfAssets.ts asks for) and lets pdf-lib run in
 * jsdom; returns the restore function.
 */
export function servePdfAssets(): () => void {
  const previous = globalThis.fetch;
  const previousEncoder = globalThis.TextEncoder;
  // jsdom gets Node's TextEncoder (jest setup), whose arrays are not this realm's Uint8Array:
  // pdf-lib's `instanceof` checks refuse them (a browser has one realm).
  globalThis.TextEncoder = class extends previousEncoder {
    override encode(input?: string): Uint8Array<ArrayBuffer> {
      return new Uint8Array(super.encode(input));
    }
  } as typeof TextEncoder;
  globalThis.fetch = (async (input: string | URL | { url: string }) => {
    const url = new URL(typeof input === 'object' && 'url' in input ? input.url : String(input));
    if (url.protocol !== 'file:') throw new TypeError(`Unexpected fetch in a test: ${url.href}`);
    const bytes = await readFile(fileURLToPath(url));
    return {
      ok: true,
      status: 200,
      arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    } as Response;
  }) as typeof fetch;
  return () => {
    globalThis.fetch = previous;
    globalThis.TextEncoder = previousEncoder;
  };
}

/** Writes a document as the server side does: the same local database, no access policy. */
export async function writeAsServer(path: string, data: Record<string, unknown>): Promise<void> {
  const server = createIndexedDbAdapter({ name: LOCAL_DATABASE, enforcePolicy: false });
  try {
    await server.system.set(path, data);
  } finally {
    server.close();
  }
}
