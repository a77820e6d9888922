import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { resolve } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { bundleCode, lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';
import { actionsOf, buildApp, type CfnJson, logicalId, roleStatements } from './helpers';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * eld's n-gram databases (0.9 to 4.5 MB) must stay out of the Lambda bundles: the embedded adapter
 * imports eld by a variable specifier at run time (functions/lib/providers/translate/eld-loader.ts),
 * and only the local runtime uses it. Bundled as the house construct bundles.
 */
test("the search-translate Lambda bundle leaves eld out and stays under 500 KB", async () => {
  const result = await build({ ...lambdaEsbuildOptions(resolve(repoRoot, 'functions/search-translate/handler.ts')), write: false, outfile: 'index.mjs', metafile: true });
  const inputs = Object.keys(result.metafile.inputs);
  assert.ok(inputs.some((path) => path.endsWith('translate/eld-loader.ts')), 'the loader itself is bundled');
  assert.deepEqual(inputs.filter((path) => path.includes('node_modules/eld/')), []);
  const bytes = bundleCode(result.outputFiles).contents.byteLength;
  assert.ok(bytes < 500 * 1024, `bundle is ${bytes} bytes`);
});

/** Amazon Translate with SourceLanguageCode "auto" calls Comprehend's DetectDominantLanguage as the caller. */
test('search-translate selects Amazon Translate and may call TranslateText and DetectDominantLanguage, nothing else', () => {
  const { stacks } = buildApp();
  const template = Template.fromStack(stacks.api);
  const fn = stacks.api.functions.get('search-translate');
  assert.ok(fn, `expected fn; got ${inspect(fn)}`);
  const props = template.findResources('AWS::Lambda::Function')[logicalId(fn.function, stacks.api)]?.Properties as Record<string, CfnJson>;
  assert.equal((props.Environment.Variables as Record<string, unknown>).TRANSLATE_PROVIDER, 'amazon-translate');
  const actions = actionsOf(roleStatements(template, logicalId(fn.role, stacks.api)));
  assert.ok(actions.includes('translate:TranslateText'), `expected actions.includes('translate:TranslateText'); got actions = ${inspect(actions)}`);
  assert.ok(actions.includes('comprehend:DetectDominantLanguage'), `expected actions.includes('comprehend:DetectDominantLanguage'); got actions = ${inspect(actions)}`);
  for (const action of actions) assert.doesNotMatch(action, /^(dynamodb|secretsmanager|ses|ssm|geo|transcribe):/);
});
