import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as z from 'zod';
import { MENU_ESTIMATE, REVIEW_ANALYSIS } from './schemas';

test('each written-out JSON schema is exactly what zod generates from its validator', () => {
  for (const output of [MENU_ESTIMATE, REVIEW_ANALYSIS]) {
    const { $schema: _draft, ...generated } = z.toJSONSchema(output.validator, { target: 'draft-7' }) as Record<string, unknown>;
    assert.deepEqual(output.jsonSchema, generated, output.name);
  }
});
