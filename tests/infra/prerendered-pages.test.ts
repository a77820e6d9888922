import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, test } from 'node:test';
import { Template } from 'aws-cdk-lib/assertions';
import { createStaticWeb } from '../../infra/local/static-web';
import { PRERENDERED_PATHS, prerenderedFile } from '../../shared/config/prerendered-pages';
import { buildApp, type CfnJson } from './helpers';

/**
 * Prerendered public pages are answered alike by CloudFront (a viewer-request function, then the S3 object or the
 * SPA's index.html error response) and by the local runtime (infra/local/static-web.ts): the same file for every
 * path, with the same cache headers as index.html.
 */
describe('prerendered public pages, CloudFront and the local runtime', () => {
  const { stacks } = buildApp();
  const template = Template.fromStack(stacks.web);
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  const dist = distribution?.Properties.DistributionConfig as Record<string, CfnJson>;
  const functions = template.findResources('AWS::CloudFront::Function');
  const paths = [...PRERENDERED_PATHS, '/', '/home', '/current-plan', '/reset-password', '/welcome/', '/welcome/x', '/pricing/', '/auth/x', '/assets/app.js', prerenderedFile('/welcome', 'ja'), prerenderedFile('/auth', 'ja')];
  /** Issue 19: the public pages a visitor lands on, each answered with its prerendered file. */
  const PUBLIC_LANDINGS = ['/welcome', '/pricing', '/auth'];

  /** The object key CloudFront reads for a path: after the viewer-request function and the default root object. */
  function cloudFrontKey(uri: string): string {
    const associations = (dist.DefaultCacheBehavior.FunctionAssociations ?? []) as { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
    let key = uri;
    for (const association of associations.filter((a) => a.EventType === 'viewer-request')) {
      const code = functions[association.FunctionARN['Fn::GetAtt'][0]]?.Properties.FunctionCode as string;
      key = (runInNewContext(`${code}\nhandler(event)`, { event: { request: { uri: key, method: 'GET', headers: {} } } }) as { uri: string }).uri;
    }
    return key === '/' ? `/${dist.DefaultRootObject}` : key;
  }

  test('the viewer-request function runs on the default behaviour in the JavaScript 2.0 runtime', () => {
    const associations = dist.DefaultCacheBehavior.FunctionAssociations as { EventType: string }[];
    assert.deepEqual(associations.map((a) => a.EventType), ['viewer-request']);
    assert.deepEqual(Object.values(functions).map((f) => f.Properties.FunctionConfig.Runtime), ['cloudfront-js-2.0']);
  });

  test('each path gets the same file and headers from both', async () => {
    const root = mkdtempSync(join(tmpdir(), 'forksure-prerendered-'));
    const files: Record<string, string> = { '/index.html': '<!doctype html><title>app</title>', '/assets/app.js': 'export {};\n' };
    for (const path of PRERENDERED_PATHS) for (const language of ['en', 'ja']) files[prerenderedFile(path, language)] = `<!doctype html><html lang="${language}"><title>${path}</title>`;
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), body);
    }
    const serve = createStaticWeb(root);
    const server = createServer((req, res) => serve(req, res, new URL(req.url!, 'http://x').pathname));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const get = (path: string) =>
      new Promise<{ body: string; headers: Record<string, unknown> }>((resolve, reject) => {
        request({ port: (server.address() as AddressInfo).port, path }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ body, headers: res.headers }));
        })
          .on('error', reject)
          .end();
      });
    try {
      const index = await get('/index.html');
      for (const path of paths) {
        const key = cloudFrontKey(path);
        // A key that is no object is S3's 403, which the distribution answers with /index.html.
        const fromCloudFront = files[key] ?? files[dist.CustomErrorResponses.find((r: { ErrorCode: number }) => r.ErrorCode === 403).ResponsePagePath];
        const local = await get(path);
        assert.equal(local.body, fromCloudFront, `${path} (CloudFront reads ${key})`);
        if (local.body.startsWith('<!doctype html>')) {
          assert.equal(local.headers['cache-control'], index.headers['cache-control'], `${path}: cache headers of index.html`);
          assert.equal(local.headers['content-type'], index.headers['content-type'], path);
        }
      }
      for (const path of PUBLIC_LANDINGS) {
        assert.equal(cloudFrontKey(path), prerenderedFile(path, 'en'), `${path} is prerendered in English (CloudFront)`);
        assert.equal((await get(path)).body, files[prerenderedFile(path, 'en')], `${path} is prerendered in English (local runtime)`);
      }
      for (const path of ['/home', '/current-plan', '/pricing/', '/auth/x']) assert.equal(cloudFrontKey(path), path, `${path} is the app's, not prerendered`);
    } finally {
      server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
