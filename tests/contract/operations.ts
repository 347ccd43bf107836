/**
 * Every operation of the contract (src/api/openapi.yaml) in a form tests can drive: its
 * parameters and request body with every `$ref` resolved, whether it needs a member, whether
 * its success reply is the wrapper, which of its inputs carry an id, and a valid example value
 * for each input. The cross-member and fuzz tests (tests/api/cross-member.test.ts,
 * tests/api/fuzz.test.ts) are built from this list, so a new call joins them by being in the
 * contract.
 */
import { HTTP_METHODS, loadContract } from './contract';

type Json = Record<string, unknown>;

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  example?: unknown;
  examples?: unknown[];
  /** The component the schema came from (`Id`, `ChildName` ...), when it was a `$ref`. */
  component?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

/** Where an id travels: a path or query parameter, the Child-Id header, or a field of the body. */
export interface IdInput {
  in: 'path' | 'query' | 'header' | 'body';
  name: string;
  /** `POST /children/{id} path:id`: the key the tests' allow-lists and id kinds use. */
  key: string;
}

export interface ContractOperation {
  method: string;
  /** As written in the contract, without the /api prefix: `/children/{id}`. */
  path: string;
  operationId: string;
  /** `POST /children/{id}`. */
  label: string;
  /** Needs a member's token (the contract's default security); false for `security: []`. */
  secured: boolean;
  parameters: Parameter[];
  body: { contentType: string; schema: Schema; required: boolean } | null;
  /** The success reply is the `{ status, data }` wrapper (not a file, an image or the docs). */
  wrapped: boolean;
  /** Every input that carries an id (see isIdInput). */
  ids: IdInput[];
}

const doc = loadContract();
const components = doc.components as Record<string, Record<string, Json>>;

/** The component a local `$ref` points at, with its name. */
function deref(ref: string): { name: string; value: Json } {
  const [, , group, name] = ref.split('/');
  const value = components[group!]?.[name!];
  if (!value) throw new Error(`unresolved $ref ${ref}`);
  return { name: name!, value };
}

/** A schema with every `$ref` resolved (depth-limited: the contract's schemas are not recursive). */
export function resolveSchema(schema: Json | undefined, depth = 0): Schema {
  if (!schema || depth > 12) return {};
  if (typeof schema.$ref === 'string') {
    const { name, value } = deref(schema.$ref);
    const { $ref: _ref, ...siblings } = schema;
    return { ...resolveSchema({ ...value, ...siblings }, depth + 1), component: name };
  }
  const out: Schema = { ...(schema as Schema) };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Json>).map(([key, value]) => [key, resolveSchema(value, depth + 1)]),
    );
  }
  if (schema.items) out.items = resolveSchema(schema.items as Json, depth + 1);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    out.additionalProperties = resolveSchema(schema.additionalProperties as Json, depth + 1);
  }
  return out;
}

function resolveParameter(raw: Json): Parameter {
  const value = typeof raw.$ref === 'string' ? deref(raw.$ref).value : raw;
  return {
    name: String(value.name),
    in: value.in as Parameter['in'],
    required: Boolean(value.required),
    schema: resolveSchema(value.schema as Json),
  };
}

/** The success reply is the wrapper when its JSON schema is built on the Envelope (or is NoData). */
function isWrapped(operation: Json): boolean {
  const responses = operation.responses as Record<string, Json>;
  const success = responses['200'];
  if (!success) return false;
  if (typeof success.$ref === 'string') return success.$ref.endsWith('/NoData');
  const json = (success.content as Record<string, Json> | undefined)?.['application/json'];
  return Boolean(json && JSON.stringify(json.schema).includes('#/components/schemas/Envelope'));
}

/**
 * An input carries an id when it is a path parameter (every path parameter names a thing), the
 * Child-Id header, or a query parameter or body field whose schema is the contract's `Id` or whose
 * name is `id` or ends in `_id`.
 */
function isIdInput(name: string, schema: Schema, where: IdInput['in']): boolean {
  if (where === 'path') return true;
  if (where === 'header') return name.toLowerCase() === 'child-id';
  return schema.component === 'Id' || name === 'id' || name.endsWith('_id');
}

export function contractOperations(): ContractOperation[] {
  const paths = doc.paths as Record<string, Json>;
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as Json;
      const label = `${method.toUpperCase()} ${path}`;
      const parameters = ((operation.parameters ?? []) as Json[]).map(resolveParameter);
      const requestBody = operation.requestBody as Json | undefined;
      let body: ContractOperation['body'] = null;
      if (requestBody) {
        const [contentType, media] = Object.entries(requestBody.content as Record<string, Json>)[0]!;
        body = { contentType, schema: resolveSchema(media.schema as Json), required: Boolean(requestBody.required) };
      }
      const ids: IdInput[] = [
        ...parameters
          .filter((p) => (p.in === 'path' || p.in === 'query' || p.in === 'header') && isIdInput(p.name, p.schema, p.in as IdInput['in']))
          .map((p) => ({ in: p.in as IdInput['in'], name: p.name, key: `${label} ${p.in}:${p.name}` })),
        ...Object.entries(body?.schema.properties ?? {})
          .filter(([name, schema]) => isIdInput(name, schema, 'body'))
          .map(([name]) => ({ in: 'body' as const, name, key: `${label} body:${name}` })),
      ];
      return {
        method,
        path,
        operationId: String(operation.operationId),
        label,
        secured: !Array.isArray(operation.security) || (operation.security as unknown[]).length > 0,
        parameters,
        body,
        wrapped: isWrapped(operation),
        ids,
      };
    }),
  );
}

/**
 * A valid value for a schema: its example, const or first enum value, else one built from its
 * type and format. Good enough to get a request past validation; a test supplies real ids.
 */
export function exampleOf(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [exampleOf(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, value]) => [key, exampleOf(value)]),
      );
    case 'string':
      switch (schema.format) {
        case 'email':
          return 'someone@example.com';
        case 'date':
          return '2018-05-01';
        case 'date-time':
          return '2026-01-01T00:00:00.000Z';
        case 'uuid':
          return '00000000-0000-4000-8000-000000000000';
        case 'binary':
          return '';
      }
      if (schema.pattern === '^[0-9]{6}$') return '123456';
      if (schema.pattern?.startsWith('^[0-9]{3}')) return '004';
      if (schema.pattern === '^#[0-9a-f]{6}$') return '#000000';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return null;
  }
}

/** `/children/{id}` with its path parameters filled in (URI-encoded). */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '1')));
}
