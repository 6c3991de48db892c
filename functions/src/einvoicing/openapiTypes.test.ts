/**
 * @jest-environment node
 *
 * The committed types of the platform's API are what openapi-typescript makes of the OpenAPI
 * documents today: a changed document, generator or hand edit fails here (run
 * `npm run einvoicing:types -w functions`).
 */
import fs from 'node:fs';
import { generateTypes, OPENAPI_TYPES } from './openapiTypes.ts';

jest.setTimeout(60_000);

describe('generated platform API types', () => {
  it.each(OPENAPI_TYPES.map((entry) => [entry.output.split('/').at(-1)!, entry] as const))(
    '%s is the generation of its OpenAPI document',
    (_name, { source, output }) => {
      const generated = generateTypes(source, output);
      expect(generated).toContain('export interface paths');
      expect(fs.readFileSync(output, 'utf8')).toBe(generated);
    },
  );
});
