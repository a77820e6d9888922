import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkRuntimeConfig } from './check-runtime-config';
import { runtimeConfigSchema } from './runtime-config';

const valid = {
  apiUrl: 'https://api.example.com',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_abc',
  userPoolClientId: 'client123',
  mode: 'aws',
  stage: 'prod',
};

/** Each example is a body `/config.json` could hold; the zod schema is the reference answer. */
const examples: [string, unknown][] = [
  ['the deployed shape', valid],
  ['the local shape', { ...valid, apiUrl: 'http://localhost:3000/api', userPoolEndpoint: 'http://localhost:3000/cognito', mode: 'local', stage: 'local' }],
  ['unknown fields (dropped)', { ...valid, extra: 'x', nested: { a: 1 } }],
  ['a URL with spaces around it', { ...valid, apiUrl: '  https://api.example.com/v1  ' }],
  ['a URL with a newline inside', { ...valid, apiUrl: 'https://api.exa\nmple.com' }],
  ['userPoolEndpoint undefined', { ...valid, userPoolEndpoint: undefined }],
  ['not an object', 'config'],
  ['null', null],
  ['an array', [valid]],
  ['an empty object', {}],
  ['apiUrl not a URL', { ...valid, apiUrl: 'api.example.com' }],
  ['apiUrl a number', { ...valid, apiUrl: 42 }],
  ['apiUrl blank', { ...valid, apiUrl: '   ' }],
  ['empty region', { ...valid, region: '' }],
  ['missing userPoolId', { ...valid, userPoolId: undefined }],
  ['userPoolClientId not a string', { ...valid, userPoolClientId: ['client'] }],
  ['userPoolEndpoint null', { ...valid, userPoolEndpoint: null }],
  ['userPoolEndpoint not a URL', { ...valid, userPoolEndpoint: 'cognito' }],
  ['an unknown mode', { ...valid, mode: 'staging' }],
  ['mode in capitals', { ...valid, mode: 'AWS' }],
  ['empty stage', { ...valid, stage: '' }],
  ['several bad fields', { ...valid, region: 1, stage: '', mode: undefined }],
  ['the street map (AWS)', { ...valid, map: { styleUrl: ' https://maps.geo.eu-west-1.amazonaws.com/v2/styles/Standard/descriptor ', apiKey: 'v1.public.key', extra: 1 } }],
  ['map null', { ...valid, map: null }],
  ['map without its key', { ...valid, map: { styleUrl: 'https://maps.example/style' } }],
  ['map style not a URL', { ...valid, map: { styleUrl: 'style', apiKey: 'k' } }],
  ['map as a string', { ...valid, map: 'https://maps.example/style' }],
];

describe('checkRuntimeConfig agrees with runtimeConfigSchema', () => {
  for (const [name, body] of examples) {
    test(name, () => {
      const expected = runtimeConfigSchema.safeParse(body);
      const actual = checkRuntimeConfig(body);
      if (expected.success) {
        assert.deepEqual(actual, { ok: true, config: expected.data });
      } else {
        const fields = [...new Set(expected.error.issues.map((issue) => String(issue.path[0] ?? '')))];
        assert.deepEqual(actual, { ok: false, fields });
      }
    });
  }
});
