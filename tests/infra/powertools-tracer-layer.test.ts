import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { bundleCode, lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';
import { buildApp } from './helpers';

/**
 * The Powertools Tracer (with its X-Ray SDK) is not bundled into any function: it comes from the
 * Powertools Lambda layer at the installed package's version. These tests check the template, the
 * bundle, and the bundle run as Lambda runs it, with and without the layer.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const installedTracerVersion = (JSON.parse(readFileSync(join(repoRoot, 'node_modules/@aws-lambda-powertools/tracer/package.json'), 'utf8')) as { version: string }).version;

test('every Forksure function carries the Powertools layer of the installed Tracer version, resolved from AWS’s public SSM parameter', { timeout: 300_000 }, () => {
  const { stacks } = buildApp();
  for (const stack of [stacks.api, stacks.auth, stacks.data, stacks.mail]) {
    const template = Template.fromStack(stack);
    const forksureFunctions = Object.entries(template.findResources('AWS::Lambda::Function')).filter(
      ([, fn]) => (fn as { Properties: { TracingConfig?: { Mode: string } } }).Properties.TracingConfig?.Mode === 'Active',
    );
    if (forksureFunctions.length === 0) continue;
    const parameters = Object.entries(template.toJSON().Parameters ?? {}).filter(([, p]) => (p as { Type: string }).Type === 'AWS::SSM::Parameter::Value<String>');
    const layerParameter = parameters.find(([, p]) => String((p as { Default: string }).Default).startsWith('/aws/service/powertools/typescript/generic/all/'));
    assert.ok(layerParameter, `${stack.stackName}: no Powertools layer parameter`);
    assert.equal((layerParameter[1] as { Default: string }).Default, `/aws/service/powertools/typescript/generic/all/${installedTracerVersion}`);
    for (const [id, fn] of forksureFunctions) {
      assert.deepEqual((fn as { Properties: { Layers?: unknown } }).Properties.Layers, [{ Ref: layerParameter[0] }], `${stack.stackName} ${id}`);
    }
  }
});

async function bundleHealth(): Promise<{ dir: string; inputs: string[] }> {
  const result = await build({ ...lambdaEsbuildOptions(join(repoRoot, 'functions/health/handler.ts')), write: false, metafile: true });
  const dir = mkdtempSync(join(tmpdir(), 'forksure-tracer-'));
  writeFileSync(join(dir, 'index.mjs'), bundleCode(result.outputFiles).contents);
  return { dir, inputs: Object.keys(result.metafile.inputs) };
}

/** Invokes the bundle's handler once in a fresh Node process, as Lambda would, and returns its output. */
function invokeAsLambda(dir: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const runner = join(dir, 'invoke.mjs');
  const event = {
    version: '2.0', routeKey: 'GET /health', rawPath: '/health', rawQueryString: '', headers: {}, isBase64Encoded: false,
    requestContext: { accountId: '000000000000', apiId: 'a', domainName: 'api.test', domainPrefix: 'api', requestId: 'r-1', routeKey: 'GET /health', stage: '$default', time: '', timeEpoch: 0,
      http: { method: 'GET', path: '/health', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' } },
  };
  const context = { functionName: 'forksure-health', functionVersion: '$LATEST', invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:forksure-health', memoryLimitInMB: '256', awsRequestId: 'req-1', logGroupName: 'g', logStreamName: 's' };
  writeFileSync(runner, `import { handler } from './index.mjs';
const context = { ...${JSON.stringify(context)}, getRemainingTimeInMillis: () => 10000 };
const result = await handler(${JSON.stringify(event)}, context);
console.log('RESULT ' + JSON.stringify(result));
setTimeout(() => process.exit(0), 300);\n`);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [runner], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        // What the Lambda runtime sets (the X-Ray SDK reads LAMBDA_TASK_ROOT to know it runs in Lambda).
        AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
        AWS_LAMBDA_FUNCTION_NAME: 'forksure-health',
        AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
        LAMBDA_TASK_ROOT: dir,
        _HANDLER: 'index.handler',
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'AKIDTEST',
        AWS_SECRET_ACCESS_KEY: 'secret',
        // Nothing listens here: the health check reports the table unreachable at once.
        DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
        _X_AMZN_TRACE_ID: 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

test('the Tracer and the X-Ray SDK stay out of the bundle; with the layer on NODE_PATH the bundled function sends its subsegment to the X-Ray daemon', { timeout: 300_000 }, async (t) => {
  const { dir, inputs } = await bundleHealth();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assert.deepEqual(inputs.filter((path) => /aws-xray-sdk|@aws-lambda-powertools\/tracer/.test(path)), []);

  const daemon = createSocket('udp4');
  t.after(() => daemon.close());
  const datagrams: string[] = [];
  daemon.on('message', (message) => datagrams.push(message.toString()));
  await new Promise<void>((ready) => daemon.bind(0, '127.0.0.1', ready));
  const port = daemon.address().port;

  // Lambda puts a layer's modules at /opt/nodejs/node_modules and names that folder in NODE_PATH;
  // here the repository's node_modules plays the layer (the bundle sits in a folder without one).
  const run = await invokeAsLambda(dir, { NODE_PATH: join(repoRoot, 'node_modules'), AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${port}` });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /RESULT \{"statusCode":200/);
  assert.doesNotMatch(run.stdout + run.stderr, /X-Ray tracing is off/);
  const segments = datagrams.map((d) => JSON.parse(d.split('\n')[1]!) as { name: string; annotations?: Record<string, unknown>; trace_id: string });
  const handlerSegment = segments.find((s) => s.name === '## index.handler');
  assert.ok(handlerSegment, `no handler subsegment among ${datagrams.length} datagrams: ${datagrams.join(' | ')}`);
  assert.equal(handlerSegment.annotations?.function, 'health');
  assert.equal(handlerSegment.annotations?.ColdStart, true);
  assert.equal(handlerSegment.trace_id, '1-5759e988-bd862e3fe1be46a994272793');
});

test('without the layer the bundled function still answers, untraced, and says why in its log', { timeout: 300_000 }, async (t) => {
  const { dir } = await bundleHealth();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const run = await invokeAsLambda(dir, {});
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /RESULT \{"statusCode":200/);
  // The Powertools Logger writes warnings to stderr (Lambda keeps both streams in the log).
  const warning = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.message === 'X-Ray tracing is off');
  assert.ok(warning, `${run.stdout}\n${run.stderr}`);
  assert.equal(warning.why, 'off: the Powertools layer is not attached');
});
