import type { HttpEvent } from './http-event';

/**
 * This API's base URL as the browser reached it, for the photo paths the places providers return
 * (`/places/photo?...`). In AWS: `https://<domain>` plus `/<stage>` for a named stage. Locally the
 * emulator sets the request's Host as domainName and serves the API under `/api` over plain HTTP.
 */
export function apiBaseUrl(event: HttpEvent, env: NodeJS.ProcessEnv = process.env): string {
  const { domainName, stage } = event.requestContext;
  if (env.FORKSURE_STAGE === 'local') return `http://${domainName}/api`;
  const stagePath = stage && stage !== '$default' ? `/${stage}` : '';
  return `https://${domainName}${stagePath}`;
}
