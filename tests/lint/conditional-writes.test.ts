import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { test } from 'node:test';

// A write whose condition did not hold is handled in one place (functions/lib/data/conditional-writes.ts:
// unlessConditionFails, conditionHeld, claim, release). Any other file under functions/ that names the
// SDK's exception is catching it by hand again.
const repoRoot = resolve(import.meta.dirname, '..', '..');
const THE_HELPER = 'functions/lib/data/conditional-writes.ts';

/** True when the source names the exception outside comments (an import, an instanceof, a name check). */
export function namesTheException(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return /ConditionalCheckFailed/.test(code);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

test('the check sees a hand-written catch, by class or by name, and not a comment', () => {
  assert.equal(namesTheException("import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';"), true);
  assert.equal(namesTheException("if ((error as Error).name === 'ConditionalCheckFailedException') return false;"), true);
  assert.equal(namesTheException('/** Throws ConditionalCheckFailedException when it does not hold. */\nconst x = 1; // ConditionalCheckFailed'), false);
});

test('only the conditional-writes helper names ConditionalCheckFailedException under functions/', () => {
  const offenders = sourceFiles(join(repoRoot, 'functions'))
    .map((path) => relative(repoRoot, path).split('\\').join('/'))
    .filter((path) => path !== THE_HELPER && namesTheException(readFileSync(join(repoRoot, path), 'utf8')));
  // Compared as text: under jest's node environment readdirSync's arrays come from another realm.
  assert.equal(offenders.join(', '), '', `catch it through ${THE_HELPER} (unlessConditionFails, conditionHeld, claim, release) instead`);
});
