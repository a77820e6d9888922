import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addForksureStacks } from '../../infra/forksure-app';
import { runtimeConfigSchema } from '../../shared/config/runtime-config';
import { buildApp, type CfnJson } from './helpers';

describe('Web stack', () => {
  const { app, stacks } = buildApp();
  const template = Template.fromStack(stacks.web);
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  const dist = distribution?.Properties.DistributionConfig as Record<string, CfnJson>;

  test('private, encrypted, SSL-only site bucket with access logs', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: Match.objectLike({}),
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/' }),
    });
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
    assert.ok(policies.every((p) => JSON.stringify(p).includes('"aws:SecureTransport":"false"')), 'every bucket denies non-TLS');
  });

  test('CloudFront reaches S3 through Origin Access Control, HTTPS only', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    assert.ok(dist.Origins[0].OriginAccessControlId, 'origin uses the OAC');
    assert.equal(dist.DefaultCacheBehavior.ViewerProtocolPolicy, 'redirect-to-https');
    assert.equal(dist.DefaultRootObject, 'index.html');
    const sitePolicy = JSON.stringify(template.findResources('AWS::S3::BucketPolicy'));
    assert.match(sitePolicy, /cloudfront\.amazonaws\.com/);
    assert.match(sitePolicy, /AWS:SourceArn/);
  });

  test('the service worker and the manifest are never cached, at the edge or in the browser, under the same CSP', () => {
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const behaviors = dist.CacheBehaviors as Record<string, CfnJson>[];
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const behavior = behaviors.find((b) => b.PathPattern === path);
      assert.ok(behavior, `a behaviour for ${path}`);
      // AWS's managed CachingDisabled policy: the edge asks S3 every time.
      assert.equal(behavior.CachePolicyId, '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', path);
      assert.equal(behavior.ViewerProtocolPolicy, 'redirect-to-https');
      assert.equal(behavior.TargetOriginId, dist.DefaultCacheBehavior.TargetOriginId, 'the same private bucket');
      const config = policies[behavior.ResponseHeadersPolicyId.Ref as string]?.Properties.ResponseHeadersPolicyConfig as Record<string, CfnJson>;
      const custom = config.CustomHeadersConfig.Items as { Header: string; Value: string; Override: boolean }[];
      assert.deepEqual(custom.find((h) => h.Header === 'Cache-Control'), { Header: 'Cache-Control', Value: 'no-cache', Override: true }, path);
      const defaultPolicy = policies[dist.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref as string]?.Properties.ResponseHeadersPolicyConfig as Record<string, CfnJson>;
      assert.deepEqual(config.SecurityHeadersConfig, defaultPolicy.SecurityHeadersConfig, 'the same security headers and CSP');
    }
  });

  test('SPA fallback: 403 and 404 become /index.html with 200', () => {
    assert.deepEqual(
      dist.CustomErrorResponses.map((r: Record<string, unknown>) => [r.ErrorCode, r.ResponseCode, r.ResponsePagePath]),
      [
        [403, 200, '/index.html'],
        [404, 200, '/index.html'],
      ],
    );
  });

  test('security headers with a strict CSP naming the API and the Cognito IdP', () => {
    const policyId = dist.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref as string;
    const policy = template.findResources('AWS::CloudFront::ResponseHeadersPolicy')[policyId];
    const headers = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Record<string, CfnJson>;
    assert.equal(headers.FrameOptions.FrameOption, 'DENY');
    assert.equal(headers.ContentTypeOptions.Override, true);
    assert.equal(headers.StrictTransportSecurity.IncludeSubdomains, true);
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self';/);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /img-src 'self' data: https:/);
    assert.match(csp, /connect-src 'self' ",\{"Fn::ImportValue":"Forksure-dev-Api:ExportsOutputFnGetAttHttpApi[^"]*ApiEndpoint/);
    assert.match(csp, /https:\/\/cognito-idp\.",\{"Ref":"AWS::Region"\},"\.amazonaws\.com/);
    // The installable app (product-rules §3.6): its worker and manifest from the site itself.
    assert.match(csp, /manifest-src 'self'/);
    // The street map: MapLibre's workers (blob:) and Amazon Location Service Maps for style and tiles.
    assert.match(csp, /worker-src 'self' blob:/);
    assert.match(csp, /connect-src [^;]*https:\/\/maps\.geo\.",\{"Ref":"AWS::Region"\},"\.amazonaws\.com/);
  });

  test('the map key reads map tiles only, only from the site, and only its value is read back for config.json', () => {
    template.resourceCountIs('AWS::Location::APIKey', 1);
    const [key] = Object.values(template.findResources('AWS::Location::APIKey'));
    const restrictions = key?.Properties.Restrictions as Record<string, CfnJson>;
    assert.deepEqual([...restrictions.AllowActions].sort(), ['geo-maps:GetStaticMap', 'geo-maps:GetTile'], 'map reads, nothing else');
    assert.equal(restrictions.AllowResources.length, 1);
    assert.match(JSON.stringify(restrictions.AllowResources[0]), /:geo-maps:",\{"Ref":"AWS::Region"\},"::provider\/default/);
    const [distributionId] = Object.keys(template.findResources('AWS::CloudFront::Distribution'));
    assert.deepEqual(restrictions.AllowReferers, [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '/*']] }], "the site's origin only");
    assert.equal(key?.Properties.NoExpiry, true);

    // The custom resource that reads the key's value may call DescribeKey on this key and nothing else.
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p).includes('geo:'));
    assert.equal(policies.length, 1);
    const [keyId] = Object.keys(template.findResources('AWS::Location::APIKey'));
    assert.deepEqual(policies[0]?.Properties.PolicyDocument.Statement, [
      { Action: 'geo:DescribeKey', Effect: 'Allow', Resource: { 'Fn::GetAtt': [keyId, 'Arn'] } },
    ]);
  });

  test('BucketDeployment ships the build plus config.json, then invalidates CloudFront', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    const [deployment] = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    const props = deployment?.Properties as Record<string, CfnJson>;
    assert.equal(props.SourceObjectKeys.length, 2);
    assert.deepEqual(props.DistributionPaths, ['/*']);
    assert.equal(props.Prune, true);
    const markers = JSON.stringify(props.SourceMarkers);
    assert.match(markers, /Forksure-dev-Api:ExportsOutputFnGetAttHttpApi/);
    assert.match(markers, /Forksure-dev-Auth:ExportsOutputRefUserPool[0-9A-F]+"/);
    assert.match(markers, /Forksure-dev-Auth:ExportsOutputRefUserPoolWebClient/);
  });

  test('config.json has the runtime-config shape once its deploy-time values are filled in', () => {
    const outdir = app.synth().directory;
    const asset = readdirSync(outdir).find((d) => existsSync(join(outdir, d, 'config.json')));
    assert.ok(asset, 'config.json asset staged');
    const raw = JSON.parse(readFileSync(join(outdir, asset, 'config.json'), 'utf8')) as Record<string, string>;
    assert.equal(raw.mode, 'aws');
    assert.equal(raw.stage, 'dev');
    // Markers stand for tokens the deployment replaces; give them plausible values to check the shape.
    const map = raw.map as unknown as Record<string, string>;
    const filled = {
      ...raw,
      apiUrl: 'https://abc.execute-api.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_x',
      userPoolClientId: 'c',
      map: { styleUrl: 'https://maps.geo.eu-west-1.amazonaws.com/v2/styles/Standard/descriptor', apiKey: 'v1.public.x' },
    };
    for (const key of ['apiUrl', 'region', 'userPoolId', 'userPoolClientId']) assert.match(raw[key] ?? '', /<<marker:/, key);
    // The street map's style (in the stack's region) and the key's value, read at deploy time.
    assert.match(map.styleUrl ?? '', /^https:\/\/maps\.geo\.<<marker:[^>]+>>\.amazonaws\.com\/v2\/styles\/Standard\/descriptor$/);
    assert.match(map.apiKey ?? '', /^<<marker:[^>]+>>$/);
    assert.deepEqual(runtimeConfigSchema.parse(filled), filled);
  });

  test('without a web build, synth fails telling to run npm run build:web', () => {
    const missing = mkdtempSync(join(tmpdir(), 'forksure-no-web-'));
    const bare = new App({ context: { 'aws:cdk:bundling-stacks': [], webDist: missing } });
    assert.throws(() => addForksureStacks(bare), /npm run build:web/);
  });
});
