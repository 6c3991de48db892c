/**
 * The TypeScript of the platform's API, generated from the AFNOR XP Z12-013 OpenAPI documents
 * (Flow Service and Directory Service 1.3.0, as the stand-in platform serves them:
 * tooling/src/platform/reference/afnor-xp-z12-013, the same content as
 * ../shared/reference/france-rfe) by openapi-typescript, then formatted by Biome like the rest of
 * the code. `npm run einvoicing:types -w functions` writes generated/; openapiTypes.test.ts
 * generates again and compares, so the committed types cannot drift from the documents.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const functionsDir = path.join(import.meta.dirname, '..', '..');
const repoRoot = path.join(functionsDir, '..');
const require = createRequire(path.join(functionsDir, 'package.json'));
const REFERENCE_DIR = path.join(repoRoot, 'tooling', 'src', 'platform', 'reference', 'afnor-xp-z12-013');
const GENERATED_DIR = path.join(import.meta.dirname, 'generated');

export const OPENAPI_TYPES = [
  {
    source: path.join(REFERENCE_DIR, 'flow-service-1.3.0.swagger.json'),
    output: path.join(GENERATED_DIR, 'flow-service.d.ts'),
  },
  {
    source: path.join(REFERENCE_DIR, 'directory-service-1.3.0.swagger.json'),
    output: path.join(GENERATED_DIR, 'directory-service.d.ts'),
  },
] as const;

const binOf = (pkg: string, bin: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), bin);

/** The generated TypeScript of one document, as it is committed. */
export function generateTypes(source: string, output: string): string {
  const types = execFileSync(process.execPath, [binOf('openapi-typescript', 'bin/cli.js'), source], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return execFileSync(
    process.execPath,
    [binOf('@biomejs/biome', 'bin/biome'), 'format', `--stdin-file-path=${output}`],
    {
      input: types,
      encoding: 'utf8',
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

/** Writes every generated file; returns their paths. */
export function writeTypes(): string[] {
  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  return OPENAPI_TYPES.map(({ source, output }) => {
    fs.writeFileSync(output, generateTypes(source, output));
    return path.relative(repoRoot, output);
  });
}
