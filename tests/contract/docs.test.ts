/** The contract served as YAML and as a self-contained HTML page (src/server/docs.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsApp } from '../../src/server/docs';
import { CONTRACT_PATH, loadContract, operationsOf } from './contract';

describe('GET /openapi.yaml', () => {
  it('serves the contract file as YAML', async () => {
    const res = await docsApp.request('/openapi.yaml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/yaml/);
    expect(await res.text()).toBe(readFileSync(CONTRACT_PATH, 'utf8'));
  });
});

describe('GET /docs', async () => {
  const res = await docsApp.request('/docs');
  const html = await res.text();
  /** Each operation's section, by operationId. */
  const sections = new Map(
    [...html.matchAll(/<section class="op" id="(\w+)">([\s\S]*?)<\/section>/g)].map((m) => [m[1]!, m[2]!]),
  );
  const section = (id: string) => sections.get(id) ?? '';

  it('is an HTML page', () => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Hanzi House API');
  });

  it('lists every operation with its method, path and summary, grouped by tag', () => {
    const operations = operationsOf(loadContract());
    for (const { method, path, operationId, operation } of operations) {
      expect(sections.has(operationId), operationId).toBe(true);
      expect(section(operationId)).toContain(`${method.toUpperCase()}</span> <code>/api${path}</code>`);
      expect(section(operationId)).toContain(String(operation.summary).split('`')[0]!.replaceAll("'", '&#39;'));
    }
    expect(html.indexOf('id="tag-member"')).toBeLessThan(html.indexOf('id="registerMember"'));
    expect(html.indexOf('id="tag-children"')).toBeLessThan(html.indexOf('id="createChild"'));
  });

  it('shows parameters, request body fields, reply data fields and error replies', () => {
    const changePassword = section('changePassword');
    expect(changePassword).toMatch(/<td><code>origin_password<\/code><\/td><td>query<\/td>/);
    const register = section('registerMember');
    expect(register).toContain('Request body <code>application/json</code>');
    expect(register).toContain('<code>invite_code</code>');
    expect(register).toContain('<code>email_verification_id</code>');
    expect(register).toMatch(/<strong>422<\/strong>/);
    expect(register).toMatch(/<strong>429<\/strong>/);
    const login = section('login');
    expect(login).toContain('<code>api_token</code>');
    const createChild = section('createChild');
    expect(createChild).toContain('<code>multipart/form-data</code>');
    expect(createChild).toMatch(/<code>avatar<\/code><\/td><td>string \(binary\)/);
    const orders = section('listOrders');
    expect(orders).toMatch(/<td><code>Child-Id<\/code><\/td><td>header<\/td>/);
    expect(orders).toMatch(/<strong>403<\/strong>/);
    expect(html).toContain('id="schema-Member"');
    expect(html).toContain('<td>`20006`</td>'.replace(/`([^`]+)`/, '<code>$1</code>'));
  });

  it('asks nothing of any other site', () => {
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
