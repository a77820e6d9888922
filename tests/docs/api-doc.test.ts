import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { allRoutes } from '../../functions/routes';
import { API_DOC_PATH, renderApiDoc } from './render-api-doc';

test('docs/api.md is current with the route manifest (run npm run docs:api)', () => {
  assert.equal(readFileSync(API_DOC_PATH, 'utf8'), renderApiDoc());
});

test('every manifest route appears in the API reference', () => {
  const doc = renderApiDoc();
  for (const route of allRoutes) assert.ok(doc.includes(`| ${route.method} | \`${route.path}\` |`), `${route.method} ${route.path}`);
});
