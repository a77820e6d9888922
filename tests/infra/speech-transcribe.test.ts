import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { resolve } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { bundleCode, lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';
import { actionsOf, buildApp, type CfnJson, logicalId, roleStatements } from './helpers';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The Transcribe streaming SDK client (HTTP/2, event-stream signing) is bundled, within the 500 KB budget. */
test('the speech-transcribe Lambda bundle carries the Transcribe streaming client and stays under 500 KB', async () => {
  const result = await build({ ...lambdaEsbuildOptions(resolve(repoRoot, 'functions/speech-transcribe/handler.ts')), write: false, outfile: 'index.mjs', metafile: true });
  const inputs = Object.keys(result.metafile.inputs);
  assert.ok(inputs.some((path) => path.includes('node_modules/@aws-sdk/client-transcribe-streaming/')), `expected inputs.some((path) => path.includes('node_modules/@aws-sdk/client-transcribe-streaming/')); got inputs = ${inspect(inputs)}`);
  const bytes = bundleCode(result.outputFiles).contents.byteLength;
  assert.ok(bytes < 500 * 1024, `bundle is ${bytes} bytes`);
});

test('speech-transcribe selects Amazon Transcribe and may call StartStreamTranscription, nothing else', () => {
  const { stacks } = buildApp();
  const template = Template.fromStack(stacks.api);
  const fn = stacks.api.functions.get('speech-transcribe');
  assert.ok(fn, `expected fn; got ${inspect(fn)}`);
  const props = template.findResources('AWS::Lambda::Function')[logicalId(fn.function, stacks.api)]?.Properties as Record<string, CfnJson>;
  assert.equal((props.Environment.Variables as Record<string, unknown>).SPEECH_PROVIDER, 'amazon-transcribe');
  const actions = actionsOf(roleStatements(template, logicalId(fn.role, stacks.api)));
  assert.ok(actions.includes('transcribe:StartStreamTranscription'), `expected actions.includes('transcribe:StartStreamTranscription'); got actions = ${inspect(actions)}`);
  for (const action of actions) assert.doesNotMatch(action, /^(dynamodb|secretsmanager|ses|ssm|geo|translate|comprehend):/);
});
