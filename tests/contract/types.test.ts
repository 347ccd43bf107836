/**
 * src/api/schema.d.ts is generated from the contract and committed; it must match what
 * `npm run api:types` (openapi-typescript, default options) makes of the contract today.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { CONTRACT_URL, SCHEMA_TYPES_PATH } from './contract';

it('the committed client types are generated from the current contract', async () => {
  const generated = COMMENT_HEADER + astToString(await openapiTS(CONTRACT_URL, { silent: true }));
  const committed = readFileSync(SCHEMA_TYPES_PATH, 'utf8');
  expect(committed === generated, 'src/api/schema.d.ts is stale: run npm run api:types').toBe(true);
});
