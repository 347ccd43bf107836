/**
 * The contract, served as it is and as a readable page:
 *
 * - `GET /openapi.yaml`: src/api/openapi.yaml, read once at start-up.
 * - `GET /docs`: HTML rendered here from the same file: operations grouped by tag, each with its
 *   method and path, summary, parameters, request body fields, reply data fields and error
 *   replies, then the data schemas. Self-contained: inline CSS, no script, no request to any
 *   other site (the Content-Security-Policy says so).
 *
 * Mounted by the server with `app.route('/api', docsApp)`.
 */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { parse } from 'yaml';
import { projectFile } from './root';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  description?: string;
  minimum?: number;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minItems?: number;
  pattern?: string;
};
type Parameter = { $ref?: string; name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type MediaType = { schema?: Schema };
type Response = { $ref?: string; description?: string; content?: Record<string, MediaType> };
type Operation = {
  tags?: string[];
  operationId: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, Response>;
};
type Contract = {
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, Response>;
  };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Inline markdown: `code` and **bold**, on escaped text. */
const inline = (text: string) =>
  escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

/** The markdown the contract's descriptions use: headings, tables, lists and paragraphs. */
function markdown(text = ''): string {
  const blocks: string[] = [];
  const lines = text.trim().split('\n');
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i += 1;
    } else if (line.startsWith('#')) {
      blocks.push(`<h4>${inline(line.replace(/^#+\s*/, ''))}</h4>`);
      i += 1;
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      for (; i < lines.length && lines[i]!.startsWith('|'); i += 1) {
        const cells = lines[i]!.replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
        if (!cells.every((cell) => /^:?-+:?$/.test(cell))) rows.push(cells);
      }
      const [head = [], ...body] = rows;
      blocks.push(table(head.map(inline), body.map((row) => row.map(inline))));
    } else if (line.startsWith('- ')) {
      const items: string[] = [];
      for (; i < lines.length && /^(- |\s+\S)/.test(lines[i]!); i += 1) {
        if (lines[i]!.startsWith('- ')) items.push(lines[i]!.slice(2));
        else items[items.length - 1] += ` ${lines[i]!.trim()}`;
      }
      blocks.push(`<ul>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    } else {
      const paragraph: string[] = [];
      for (; i < lines.length && lines[i]!.trim() !== '' && !/^(#|\||- )/.test(lines[i]!); i += 1) {
        paragraph.push(lines[i]!.trim());
      }
      blocks.push(`<p>${inline(paragraph.join(' '))}</p>`);
    }
  }
  return blocks.join('\n');
}

function table(head: string[], rows: string[][]): string {
  const th = head.map((cell) => `<th>${cell}</th>`).join('');
  const tr = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${th}</tr></thead><tbody>\n${tr}\n</tbody></table>`;
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;

function renderer(contract: Contract) {
  const { schemas, parameters, responses } = contract.components;

  const resolveSchema = (schema: Schema): Schema => (schema.$ref ? resolveSchema(schemas[refName(schema.$ref)] ?? {}) : schema);
  const resolveResponse = (response: Response): Response =>
    response.$ref ? (responses[refName(response.$ref)] ?? {}) : response;
  const resolveParameter = (parameter: Parameter): Parameter =>
    parameter.$ref ? (parameters[refName(parameter.$ref)] ?? parameter) : parameter;

  const enumLabel = (values: unknown[]) =>
    values.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');

  /** A short type label; references link to the schema section. */
  function typeLabel(schema: Schema): string {
    if (schema.$ref) {
      const name = refName(schema.$ref);
      const target = resolveSchema(schema);
      const values = target.enum ? ` (${enumLabel(target.enum)})` : '';
      return `<a href="#schema-${name}">${name}</a>${values}`;
    }
    if (schema.enum) return enumLabel(schema.enum);
    const types = [schema.type ?? 'any'].flat();
    const label = types
      .map((type) => (type === 'array' && schema.items ? `array of ${typeLabel(schema.items)}` : escapeHtml(type)))
      .join(' | ');
    return schema.format ? `${label} (${escapeHtml(schema.format)})` : label;
  }

  /** Constraints worth a reader's eye: lengths, minimum, pattern, item counts. */
  function rules(schema: Schema): string {
    const target = schema.$ref ? resolveSchema(schema) : schema;
    const parts = [
      target.minLength !== undefined && `min length ${target.minLength}`,
      target.maxLength !== undefined && `max length ${target.maxLength}`,
      target.minimum !== undefined && `≥ ${target.minimum}`,
      target.minItems !== undefined && `at least ${target.minItems} items`,
      target.maxItems !== undefined && `at most ${target.maxItems} items`,
      target.pattern !== undefined && `pattern <code>${escapeHtml(target.pattern)}</code>`,
    ].filter(Boolean);
    return parts.length ? ` <span class="rules">${parts.join(', ')}</span>` : '';
  }

  function fieldsTable(schema: Schema): string {
    const target = resolveSchema(schema);
    const rows = Object.entries(target.properties ?? {}).map(([name, field]) => [
      `<code>${escapeHtml(name)}</code>`,
      typeLabel(field) + rules(field),
      target.required?.includes(name) ? 'yes' : '',
      inline(field.description ?? resolveSchema(field).description ?? ''),
    ]);
    return rows.length ? table(['field', 'type', 'required', 'description'], rows) : '';
  }

  /** What a schema holds: its type, then its fields (for an array, those of its items). */
  function schemaBody(schema: Schema, prefix = ''): string {
    const label = `<p class="type">${prefix}${typeLabel(schema)}</p>`;
    return label + fieldsTable(schema.type === 'array' && schema.items ? schema.items : schema);
  }

  /** The `data` schema of an enveloped reply (allOf: [Envelope, { properties: { data } }]). */
  function dataOf(schema: Schema | undefined): Schema | undefined {
    if (!schema) return undefined;
    const composed = schema.$ref ? resolveSchema(schema) : schema;
    return composed.allOf?.map((part) => part.properties?.data).find(Boolean) ?? composed.properties?.data;
  }

  function renderOperation(method: string, path: string, op: Operation): string {
    const params = (op.parameters ?? []).map(resolveParameter);
    const paramRows = params.map((p) => [
      `<code>${escapeHtml(p.name)}</code>`,
      escapeHtml(p.in),
      p.schema ? typeLabel(p.schema) + rules(p.schema) : '',
      p.required ? 'yes' : '',
      inline(p.description ?? (p.schema && resolveSchema(p.schema).description) ?? ''),
    ]);
    const body = op.requestBody
      ? Object.entries(op.requestBody.content)
          .map(([type, media]) => `<h5>Request body <code>${escapeHtml(type)}</code></h5>${media.schema ? schemaBody(media.schema) : ''}`)
          .join('')
      : '';
    const [okStatus, ok] = Object.entries(op.responses).find(([status]) => status.startsWith('2')) ?? [];
    const okResponse = ok && resolveResponse(ok);
    const [okType, okMedia] = Object.entries(okResponse?.content ?? {})[0] ?? [];
    const data = okType === 'application/json' ? dataOf(okMedia?.schema) : undefined;
    const reply = okResponse
      ? `<h5>Reply ${escapeHtml(okStatus ?? '')}${okType ? ` <code>${escapeHtml(okType)}</code>` : ''}</h5>` +
        `<p>${inline(okResponse.description ?? '')}</p>` +
        (data ? schemaBody(data, '<code>data</code>: ') : '')
      : '';
    const errors = Object.entries(op.responses)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, response]) => `<li><strong>${escapeHtml(status)}</strong> ${inline(resolveResponse(response).description ?? '')}</li>`)
      .join('');
    const access = op.security?.length === 0 ? 'public' : 'token';
    return `<section class="op" id="${escapeHtml(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code> <span class="access">${access}</span></h3>
<p class="summary">${inline(op.summary ?? '')} <span class="opid">${escapeHtml(op.operationId)}</span></p>
${markdown(op.description)}
${paramRows.length ? `<h5>Parameters</h5>${table(['name', 'in', 'type', 'required', 'description'], paramRows)}` : ''}
${body}
${reply}
${errors ? `<h5>Errors</h5><ul class="errors">${errors}</ul>` : ''}
</section>`;
  }

  return function render(): string {
    const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({ method, path, op: item[method]! })),
    );
    const tags = contract.tags ?? [];
    const groups = tags.map((tag) => ({ tag, ops: operations.filter(({ op }) => op.tags?.[0] === tag.name) }));
    const nav = groups
      .map(({ tag, ops }) =>
        `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a><ul>${ops
          .map(({ method, path, op }) => `<li><a href="#${escapeHtml(op.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`)
          .join('')}</ul></li>`,
      )
      .join('');
    const sections = groups
      .map(({ tag, ops }) =>
        `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2>\n<p>${inline(tag.description ?? '')}</p>\n` +
        ops.map(({ method, path, op }) => renderOperation(method, path, op)).join('\n'),
      )
      .join('\n');
    const schemaSections = Object.entries(schemas)
      .map(([name, schema]) =>
        `<section class="schema" id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${markdown(schema.description)}` +
        (schema.properties ? fieldsTable(schema) : `<p class="type">${schema.allOf ? schema.allOf.map(typeLabel).join(' + ') : typeLabel(schema) + rules(schema)}</p>`) +
        '</section>',
      )
      .join('\n');
    const title = `${escapeHtml(contract.info.title)} ${escapeHtml(contract.info.version)}`;
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${CSS}</style>
</head>
<body>
<nav><p><strong>${title}</strong></p><p><a href="openapi.yaml">openapi.yaml</a></p><ul>${nav}<li><a href="#schemas">schemas</a></li></ul></nav>
<main>
<h1>${title}</h1>
${markdown(contract.info.description)}
${sections}
<h2 id="schemas">schemas</h2>
${schemaSections}
</main>
</body>
</html>
`;
  };
}

const CSS = `
body{margin:0;display:flex;font:15px/1.5 system-ui,sans-serif;color:#1d2330;background:#fafbfc}
nav{position:sticky;top:0;height:100vh;overflow:auto;width:18rem;flex:none;padding:1rem;box-sizing:border-box;background:#f0f2f5;font-size:13px}
nav ul{list-style:none;padding-left:.75rem;margin:.25rem 0}
main{max-width:60rem;padding:1rem 2rem;min-width:0}
a{color:#1f5fbf;text-decoration:none}a:hover{text-decoration:underline}
code{font:13px ui-monospace,monospace;background:#eef0f3;padding:0 .25rem;border-radius:3px}
table{border-collapse:collapse;margin:.5rem 0;width:100%}
th,td{border:1px solid #d8dce2;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#eef0f3}
.op,.schema{border-top:1px solid #d8dce2;padding:.5rem 0 1rem}
.op h3{font-size:16px;margin:.5rem 0}
.method{display:inline-block;min-width:3.5rem;text-align:center;color:#fff;border-radius:3px;padding:0 .4rem;font-size:13px}
.get{background:#2f7d32}.post{background:#1f5fbf}.put{background:#a85d00}.delete{background:#b3261e}.patch{background:#6a3ab2}
.access,.opid,.rules{color:#5d6675;font-size:12px;font-weight:normal}
.summary{margin:.25rem 0}
h5{margin:.75rem 0 .25rem;font-size:14px}
.type{margin:.25rem 0}
`;

const contractYaml = readFileSync(projectFile('src/api/openapi.yaml'), 'utf8');
const docsHtml = renderer(parse(contractYaml) as Contract)();

export const docsApp = new Hono();

docsApp.get('/openapi.yaml', (c) => c.body(contractYaml, 200, { 'Content-Type': 'text/yaml; charset=utf-8' }));

docsApp.get('/docs', (c) => {
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return c.html(docsHtml);
});
