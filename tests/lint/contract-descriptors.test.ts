import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import type { RouteContract } from '../../shared/api/contract';
import * as contracts from '../../shared/api/contracts/index';
import { contractDescriptorsModule, GROUPS_WITH_SCHEMAS } from '../../web/contract-descriptors-plugin';

/**
 * The production web build replaces each contract group with its descriptors (method, path, auth):
 * web/contract-descriptors-plugin.ts. A descriptor that differs from its contract sends the call to
 * the wrong route; a contract left out breaks the page that calls it.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const groupsDir = join(repoRoot, 'shared', 'api', 'contracts');
const all = contracts as unknown as Record<string, RouteContract>;

function descriptorsOf(moduleText: string): Record<string, unknown> {
  return Object.fromEntries(
    moduleText.split('\n').map((line) => {
      const match = /^export const (\w+) = (\{.*\});$/.exec(line);
      assert.ok(match, `not a descriptor: ${line}`);
      return [match[1]!, JSON.parse(match[2]!) as unknown];
    }),
  );
}

test('every contract of each replaced group becomes its method, path and auth, and nothing else', () => {
  const groups = readdirSync(groupsDir).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
  const replaced = groups.filter((name) => !(GROUPS_WITH_SCHEMAS as readonly string[]).includes(name.replace(/\.ts$/, '')));
  assert.ok(replaced.length >= 15, `expected the contract groups, found ${replaced.length}`);
  let count = 0;
  for (const group of replaced) {
    const source = readFileSync(join(groupsDir, group), 'utf8');
    const descriptors = descriptorsOf(contractDescriptorsModule(source, all));
    const declared = [...source.matchAll(/defineRoute\(/g)].length;
    assert.equal(Object.keys(descriptors).length, declared, `${group}: one descriptor per contract`);
    for (const [name, descriptor] of Object.entries(descriptors)) {
      const contract = all[name]!;
      assert.deepEqual(descriptor, { method: contract.method, path: contract.path, auth: contract.auth }, `${group}: ${name}`);
    }
    count += declared;
  }
  assert.ok(count >= 50, `expected the app's routes, found ${count}`);
});

test('a group that exports anything but contracts, or a contract the index does not export, stops the build', () => {
  const contract = "export const getUsage = defineRoute({ method: 'GET', path: '/me/usage', auth: 'user' });";
  assert.match(contractDescriptorsModule(contract, all), /^export const getUsage = \{"method":"GET","path":"\/me\/usage","auth":"user"\};$/);
  assert.throws(() => contractDescriptorsModule(`${contract}\nexport const USAGE_LIMIT = 3;`, all), /exports only/);
  assert.throws(() => contractDescriptorsModule("export const notInIndex = defineRoute({ method: 'GET', path: '/x', auth: 'user' });", all), /notInIndex/);
});
