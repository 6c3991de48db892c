/**
 * The published API of a plateforme agréée — the AFNOR XP Z12-013 Flow Service and Directory
 * Service, OpenAPI 3.0.3 (`reference/afnor-xp-z12-013/`) — loaded with openapi-backend: it routes
 * requests by the documents' paths and operationIds, validates requests (path, query, headers,
 * JSON and multipart bodies) and responses (status declared by the operation, JSON body, headers)
 * with Ajv against the documents' own schemas. The local platform and its tests use the same
 * checker, so an answer that drifts from the documents fails a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import addFormats from 'ajv-formats';
import { type Document, OpenAPIBackend, type Operation } from 'openapi-backend';

export type ServiceName = 'flow' | 'directory';

/** Where each service is served: the documents' server URL ends with the service name. */
export const SERVICE_ROOTS: Record<ServiceName, string> = {
  flow: '/flow-service',
  directory: '/directory-service',
};

export const REFERENCE_DIR = path.join(import.meta.dirname, 'reference');

const DEFINITION_FILES: Record<ServiceName, string> = {
  flow: 'flow-service-1.3.0.swagger.json',
  directory: 'directory-service-1.3.0.swagger.json',
};

export function definitionPath(service: ServiceName): string {
  return path.join(REFERENCE_DIR, 'afnor-xp-z12-013', DEFINITION_FILES[service]);
}

/**
 * Where a document contradicts itself, the one correction applied when it is loaded (and only
 * then: the files stay as published). Flow Service 1.3.0 declares `ReasonCode` as `oneOf` the
 * `ReasonCodeEnum` and any string: every named reason matches both, so no named reason
 * (`EmptyFlow`, `InvoiceLCRuleError`…) could ever validate. Read as `anyOf`, which is what the
 * schema's own description (« a predefined set of reason code values + ability to extend this
 * set ») says. `platform.contract.test.ts` shows the defect on the document as published.
 */
export const ERRATA: Record<
  ServiceName,
  { pointer: string; description: string; apply(definition: Document): void }[]
> = {
  flow: [
    {
      pointer: '#/components/schemas/ReasonCode',
      description: 'oneOf (ReasonCodeEnum, string) lu anyOf : un motif nommé vérifie les deux branches',
      apply(definition) {
        const schemas = (definition.components?.schemas ?? {}) as Record<string, Record<string, unknown> | undefined>;
        const reasonCode = schemas.ReasonCode;
        if (!reasonCode || !Array.isArray(reasonCode.oneOf))
          throw new Error('Flow Service : ReasonCode n’a plus de oneOf, revoir ERRATA.');
        reasonCode.anyOf = reasonCode.oneOf;
        delete reasonCode.oneOf;
      },
    },
  ],
  directory: [],
};

/** The document as published, or (by default) with its errata applied. */
export function readDefinition(service: ServiceName, options: { errata?: boolean } = {}): Document {
  const definition = JSON.parse(fs.readFileSync(definitionPath(service), 'utf8')) as Document;
  if (options.errata ?? true) for (const erratum of ERRATA[service]) erratum.apply(definition);
  return definition;
}

/**
 * An initialised openapi-backend for one service, with the string formats of the documents
 * (date-time, uri, uuid…) enforced. By default it starts at once (openapi-backend's `quick`): each
 * operation's validators are compiled at its first use — the server answers a few operations per
 * test, and compiling all of them took 1.2 s per document at each start. `checkDefinition`: the
 * document is first checked against the OpenAPI 3.0 schema (strict) and every validator compiled
 * (the contract test does it for both documents).
 */
export async function createApi(
  service: ServiceName,
  options: { errata?: boolean; checkDefinition?: boolean } = {},
): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({
    definition: readDefinition(service, options),
    apiRoot: SERVICE_ROOTS[service],
    strict: true,
    quick: !options.checkDefinition,
    validate: true,
    customizeAjv: (ajv) => {
      addFormats(ajv, ['date-time', 'date', 'uri', 'uri-reference', 'uuid', 'email']);
      return ajv;
    },
  });
  await api.init();
  return api;
}

/** A response as it goes on the wire. */
export type WireResponse = {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the content type is JSON, the raw bytes otherwise (undefined when empty). */
  body?: unknown;
};

/** An Ajv error as one readable line. */
export function describeErrors(
  errors: { instancePath?: string; message?: string; params?: unknown }[] | null | undefined,
): string {
  return (errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}${paramsNote(error.params)}`.trim())
    .join(' ; ');
}

function paramsNote(params: unknown): string {
  if (!params || typeof params !== 'object') return '';
  const { allowedValues, missingProperty, pattern } = params as Record<string, unknown>;
  if (Array.isArray(allowedValues)) return ` (${allowedValues.join(', ')})`;
  if (missingProperty) return ` (${String(missingProperty)})`;
  if (pattern) return ` (${String(pattern)})`;
  return '';
}

/**
 * What is wrong with `response` as the answer of `operation` (empty when it conforms): the
 * status must be one the operation declares, the content type one its response declares, a JSON
 * body valid against its schema, the headers it declares valid, a response without content empty.
 */
export function responseProblems(api: OpenAPIBackend, operation: Operation | string, response: WireResponse): string[] {
  const op = typeof operation === 'string' ? api.getOperation(operation) : operation;
  if (!op) return [`opération inconnue : ${String(operation)}`];
  const declared = (op.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
  const spec = declared[String(response.status)] ?? declared.default;
  if (!spec) return [`${op.operationId} ne déclare pas le statut ${response.status}`];
  const problems: string[] = [];
  const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const declaredTypes = Object.keys(spec.content ?? {});
  if (declaredTypes.length === 0) {
    if (response.body !== undefined) problems.push(`${op.operationId} ${response.status} : corps inattendu`);
  } else if (!declaredTypes.includes(contentType)) {
    problems.push(
      `${op.operationId} ${response.status} : type ${contentType || '(aucun)'} hors de ${declaredTypes.join(', ')}`,
    );
  } else if (contentType === 'application/json') {
    const result = api.validateResponse(response.body, op, response.status);
    if (!result.valid) problems.push(`${op.operationId} ${response.status} : ${describeErrors(result.errors)}`);
  }
  const headers = api.validateResponseHeaders(response.headers, op, { statusCode: response.status });
  if (!headers.valid)
    problems.push(`${op.operationId} ${response.status} en-têtes : ${describeErrors(headers.errors)}`);
  return problems;
}
