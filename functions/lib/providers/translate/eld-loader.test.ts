import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { loadEld } from './eld-loader';

test('eld loads at run time from node_modules, restricted to the nine languages', async () => {
  const scores = await loadEld();
  assert.equal(await loadEld(), scores, 'loaded once per process');
  const detected = scores('Hola, ¿dónde puedo comer paella cerca de aquí?');
  assert.ok(Object.keys(detected).length > 0, `expected Object.keys(detected).length > 0; got Object.keys(detected).length = ${inspect(Object.keys(detected).length)}`);
  assert.ok(Object.keys(detected).every((language) => ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh'].includes(language)), `expected Object.keys(detected).every((language) => ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh'].includes(l...; got Object.keys(detected) = ${inspect(Object.keys(detected))}`);
  assert.equal(Object.entries(detected).sort((a, b) => b[1] - a[1])[0]![0], 'es');
});

test('a missing eld database rejects (the service then answers the fallback)', async () => {
  await assert.rejects(loadEld('eld/no-such-size'));
});
