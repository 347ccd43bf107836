/**
 * Test helpers around the contract src/api/openapi.yaml: the parsed document, its operations,
 * and an ajv validator for reply bodies.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const CONTRACT_URL = new URL('../../src/api/openapi.yaml', import.meta.url);
export const CONTRACT_PATH = fileURLToPath(CONTRACT_URL);
export const SCHEMA_TYPES_PATH = fileURLToPath(new URL('../../src/api/schema.d.ts', import.meta.url));

type Json = Record<string, unknown>;

export interface Operation {
  method: string;
  /** As written in the contract, without the /api prefix: `/children/{id}`. */
  path: string;
  operationId: string;
  operation: Json;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export function loadContract(): Json {
  return parse(readFileSync(CONTRACT_PATH, 'utf8')) as Json;
}

export function operationsOf(doc: Json): Operation[] {
  const paths = doc.paths as Record<string, Json>;
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as Json;
      return { method, path, operationId: String(operation.operationId), operation };
    }),
  );
}

/** JSON pointer escaping (RFC 6901). */
const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const CONTRACT_ID = 'https://hanzi-house.local/openapi.json';

/**
 * A copy of the document where every component object schema that lists `properties` rejects
 * any other property, so a reply with an undocumented field (a leaked password, say) fails.
 * Schemas composed with allOf (the Envelope and its compositions) stay open, or the composition
 * would reject its own branches.
 */
function closeComponentObjects(doc: Json): Json {
  const copy = structuredClone(doc);
  const components = copy.components as { schemas: Record<string, Json> };
  for (const schema of Object.values(components.schemas)) {
    if (schema.properties && !('additionalProperties' in schema)) schema.additionalProperties = false;
  }
  const envelope = components.schemas.Envelope;
  if (envelope) delete envelope.additionalProperties;
  return copy;
}

/**
 * Validates a reply body against the contract: `responseValidator('get', '/member/self', 200)`.
 * Component objects are closed (see closeComponentObjects).
 */
export function createReplyValidator(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...closeComponentObjects(doc), $id: CONTRACT_ID });

  return (method: string, path: string, status: number): ValidateFunction => {
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const responses = paths[path]?.[method]?.responses as Record<string, Json> | undefined;
    const response = responses?.[String(status)];
    if (!response) throw new Error(`the contract has no ${status} reply for ${method.toUpperCase()} ${path}`);
    const ref = typeof response.$ref === 'string'
      ? `${CONTRACT_ID}${response.$ref}/content/application~1json/schema`
      : `${CONTRACT_ID}#/paths/${pointer(path)}/${method}/responses/${status}/content/application~1json/schema`;
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`no JSON schema at ${ref}`);
    return validate;
  };
}
