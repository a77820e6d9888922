import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { functions, scheduledFunctions, type RouteDef } from '../../functions/routes';
import { renderSchema } from './render-schema';

/**
 * Renders docs/api.md from the route manifest, so the API reference can never drift from the
 * routes that exist. `npm run docs:api` writes it; a unit test fails when it is stale.
 */
export function renderApiDoc(): string {
  const lines = [
    '# API reference',
    '',
    'Generated from the route manifest (`functions/routes.ts`) and the route contracts (`shared/api/contracts/`)',
    'by `npm run docs:api`; do not edit by hand.',
    '',
    'Locally every path is served under `http://localhost:3000/api`; in AWS under the HTTP API URL that',
    'the web app reads from `config.json`. Routes marked **user** need `Authorization: Bearer <Cognito token>`',
    '(access or ID token). Planned routes answer `501` with `{"error":{"code":"NOT_IMPLEMENTED","message":…}}`',
    'until the issue that builds them lands.',
    '',
    '## Errors',
    '',
    '| status | body | when |',
    '|---|---|---|',
    '| 400 | `{"error":{"code":"INVALID_JSON","message"}}` | the body is not valid JSON |',
    '| 400 | `{"error":{"code":"VALIDATION_FAILED","message","fields":[{"path","message"}]}}` | a field is missing or of the wrong type |',
    '| 401 | `{"message":"Unauthorized"}` | missing, expired or tampered token (from the gateway\'s JWT authorizer) |',
    '| 404 | `{"message":"Not Found"}` | no such route (from the gateway) |',
    '| 405 | `{"message":"Method Not Allowed"}` | the path exists with other methods (local emulator; API Gateway answers 404) |',
    '| 4xx | `{"error":{"code","message"}}` | a typed error from the function; the message is meant for the user |',
    '| 500 | `{"error":{"code":"INTERNAL","message"}}` | an unexpected failure; no internals are returned, the request id is logged |',
    '| 501 | `{"error":{"code":"NOT_IMPLEMENTED","message"}}` | the route is planned |',
    '',
    '## Routes',
    '',
    '| function | method | path | auth | status | spec function | what it does |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const fn of functions) {
    for (const route of fn.routes) {
      const status = route.status === 'live' ? 'live' : `planned${route.issue ? ` (issue ${route.issue})` : ''}`;
      lines.push(
        `| ${fn.name} | ${route.method} | \`${route.path}\` | ${route.auth} | ${status} | ${route.specName ?? ''} | ${route.summary} |`,
      );
    }
  }
  lines.push('', '## Contracts', '', 'Request and response shapes of every live route, from the zod schemas the server validates with', "and the web client calls with (`?` optional, `= x` the default when left out).", '');
  for (const fn of functions) {
    for (const route of fn.routes.filter((r) => r.status === 'live')) lines.push(...renderContract(route));
  }
  lines.push(
    '',
    '## Scheduled functions',
    '',
    '| function | every | what it does |',
    '|---|---|---|',
    ...scheduledFunctions.map((s) => `| ${s.name} | ${s.everyMinutes} min | ${s.summary} |`),
    '',
    '## Spec functions without a route of their own',
    '',
    '| spec function | where it went |',
    '|---|---|',
    "| lookup_email_for_username | No endpoint: Cognito signs in by username or by email alias directly, so no endpoint reveals another user's email. |",
    '| table calls (profiles, saved_restaurants, …) | The browser never talks to the table; each group is a REST resource above (`/me/...`). |',
    '',
  );
  return lines.join('\n');
}

function renderContract(route: RouteDef): string[] {
  const { request, response, produces } = route.contract;
  const parts: string[] = [`### ${route.method} ${route.path}`, '', `${route.summary} (${route.auth}).`, ''];
  const block = (title: string, text: string) => parts.push(`${title}:`, '', '```ts', text, '```', '');
  if (request.params) block('Path', renderSchema(request.params, 'input'));
  if (request.query) block('Query', renderSchema(request.query, 'input'));
  if (request.body) block('Body', renderSchema(request.body, 'input'));
  if (response) block('Response 200', renderSchema(response, 'output'));
  else parts.push(`Response: ${produces ?? 'JSON (schema not yet written)'}.`, '');
  return parts;
}

export const API_DOC_PATH = resolve(import.meta.dirname, '..', '..', 'docs', 'api.md');

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(API_DOC_PATH, renderApiDoc());
  console.log(`Wrote ${API_DOC_PATH}`);
}
