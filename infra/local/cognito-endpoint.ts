import type { IncomingMessage, ServerResponse } from 'node:http';
import { publicInputProblem } from './cognito-public-input';
import type { Router } from './cognito-shims';

/**
 * The HTTP face of the embedded Cognito, in place of cognito-local's Express server (which answers
 * every operation to anyone, with `Access-Control-Allow-Origin: *`). Two doors:
 *
 * - public (`/cognito`, what the browser reaches): only the operations the web app's Amplify
 *   sign-in makes (PUBLIC_OPERATIONS), the JWKS and the OpenID configuration; same-origin only (no
 *   CORS headers, a foreign `Origin` is refused, and the JSON content type forces a preflight).
 *   Everything these operations do needs a password or a token already, as on AWS.
 *   In AWS these are the operations that need no IAM credentials either.
 * - admin (`/cognito/<secret>`): every operation, for the functions and the runtime's own setup. The
 *   secret is made per process and only handed to the functions in `COGNITO_ENDPOINT`, as AWS
 *   only lets the functions' IAM role make Admin* calls.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'InitiateAuth', // signIn (USER_PASSWORD_AUTH); token refresh on older Amplify versions
  'GetTokensFromRefreshToken', // fetchAuthSession's refresh
  'GlobalSignOut', // signOut({ global: true })
  'RevokeToken', // signOut() when the session is revocable
]);
/** The web client's ExplicitAuthFlows (cognito-setup.ts); SRP is not emulated. */
const PUBLIC_AUTH_FLOWS = new Set(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

const MAX_BODY_BYTES = 256 * 1024;
const AMZ_JSON = 'application/x-amz-json-1.1';

export interface CognitoEndpointOptions {
  /** Every operation (the admin door). */
  router: Router;
  /** The public door's operations (with the sign-in lockout in front). */
  publicRouter: Router;
  /** cognito-local's request context (a pino logger). */
  ctx: object;
  issuerBase: string;
  jwks: object;
  /** Origins whose pages may call the public door (the runtime's own, and a proxying dev server). */
  allowedOrigins: readonly string[];
  isCognitoError(error: unknown): error is Error & { code: string };
  isUnsupported(error: unknown): error is Error;
}

export type Door = 'public' | 'admin';

export function createCognitoEndpoint(options: CognitoEndpointOptions) {
  return function handle(req: IncomingMessage, res: ServerResponse, path: string, door: Door): void {
    const fail = (status: number, type: string, message: string) => sendJson(res, status, { __type: type, message });
    const wellKnown = /^\/([\w-]+)\/\.well-known\/(jwks\.json|openid-configuration)$/.exec(path);
    if (req.method === 'GET' && wellKnown) {
      const issuer = `${options.issuerBase}/${wellKnown[1]}`;
      const document = wellKnown[2] === 'jwks.json' ? options.jwks : { issuer, jwks_uri: `${issuer}/.well-known/jwks.json`, id_token_signing_alg_values_supported: ['RS256'] };
      return sendJson(res, 200, document, 'application/json');
    }
    if (req.method !== 'POST' || path !== '/') return fail(404, 'ResourceNotFoundException', 'Not found.');
    const origin = req.headers.origin;
    // Same-origin: one of the server's own origins (accepted-hosts.ts). Never derived from the request's
    // Host: a DNS-rebound page would name itself there.
    const sameOrigin = origin === undefined || options.allowedOrigins.includes(origin);
    if (door === 'public' && !sameOrigin) {
      return fail(403, 'AccessDeniedException', 'The local Cognito answers pages of this server only.');
    }
    if ((req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== AMZ_JSON) {
      return fail(415, 'SerializationException', `Send the request as ${AMZ_JSON}.`);
    }
    const operation = /^AWSCognitoIdentityProviderService\.(\w+)$/.exec(String(req.headers['x-amz-target'] ?? ''))?.[1];
    if (!operation) return fail(400, 'UnknownOperationException', 'X-Amz-Target must name an operation.');
    if (door === 'public' && !PUBLIC_OPERATIONS.has(operation)) {
      return fail(403, 'AccessDeniedException', `${operation} is not available to browsers; the server makes it with its own credentials.`);
    }
    readJson(req).then(
      async (input) => {
        if (input === undefined) return fail(400, 'SerializationException', 'The request body is not a JSON object.');
        const problem = door === 'public' ? publicInputProblem(operation, input) : null;
        if (problem) return fail(400, 'InvalidParameterException', problem);
        const flow = (input as { AuthFlow?: unknown }).AuthFlow;
        if (door === 'public' && operation === 'InitiateAuth' && !PUBLIC_AUTH_FLOWS.has(String(flow))) {
          return fail(400, 'InvalidParameterException', `AuthFlow ${String(flow)} is not enabled for this client.`);
        }
        try {
          const router = door === 'public' ? options.publicRouter : options.router;
          sendJson(res, 200, await router(operation)(options.ctx as never, input));
        } catch (error) {
          if (options.isCognitoError(error)) return fail(400, error.code, error.message);
          if (options.isUnsupported(error)) return fail(400, 'CognitoLocal#Unsupported', error.message);
          console.error(`[cognito] ${operation} failed:`, error);
          fail(500, 'InternalErrorException', 'Internal error in the local Cognito.');
        }
      },
      () => fail(413, 'RequestEntityTooLargeException', 'The request body is too large.'),
    );
  };
}

/** The body as a JSON object, undefined when it is not one; rejects when it is too large. */
function readJson(req: IncomingMessage): Promise<object | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new Error('too large'));
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        const value: unknown = text.trim() === '' ? {} : JSON.parse(text);
        resolve(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined);
      } catch {
        resolve(undefined);
      }
    });
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, contentType = AMZ_JSON): void {
  // Cognito's wire format gives dates as epoch seconds (cognito-local's own server does the same).
  const text = JSON.stringify(body, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? Math.floor(raw.getTime() / 1000) : value;
  });
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(text);
}
