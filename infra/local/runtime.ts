import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { CLOCK_FILE_ENV } from '../../functions/lib/clock';
import { functions, scheduledFunctions } from '../../functions/routes';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import { acceptedHosts, sendMisdirected } from './accepted-hosts';
import { ensureLocalUserPool } from './cognito-setup';
import { ensureCodeHashKey } from './code-hash-key';
import { lockDataDir, prepareDataDir } from './data-dir';
import { type BillingSimulator, createBillingSimulator } from './billing-simulator/simulator';
import { handleBillingPages } from './dev-pages/billing';
import { handleOutboxPage } from './dev-pages/outbox';
import { createEmbeddedCognito } from './embedded-cognito';
import { startEmbeddedDynamo } from './embedded-dynamo';
import type { AdmissionLimits } from './http-api/admission';
import { createHttpApi } from './http-api/emulator';
import { createHandlerLoader } from './http-api/handler-loader';
import { createJwtAuthorizer } from './http-api/jwt-authorizer';
import { decodeLocalPath, sendBadPath } from './local-path';
import { startScheduler } from './scheduler';
import { createStaticWeb } from './static-web';

/**
 * The whole product on one port: web build, API (real handlers via the HTTP API emulator),
 * embedded DynamoDB and Cognito, mail outbox, billing simulator and the scheduled-job runner.
 * `npm start` and the integration tests both use this.
 */
export interface LocalRuntimeOptions {
  port: number;
  host?: string;
  dataDir: string;
  repoRoot: string;
  /** Directory of the web build; omit to run the API only (integration tests). */
  webDist?: string;
  /** Fixed port for the embedded DynamoDB (default: any free port). */
  dynamoPort?: number;
  /** Interval override for scheduled jobs. */
  scheduleIntervalMs?: number;
  /** Extra CORS origins (e.g. the Vite dev server). */
  corsOrigins?: string[];
  log?: (line: string) => void;
  accessLog?: boolean;
  /** Tests only: the clock of the /cognito sign-in lockout (ms since the epoch), moved instead of waited on. */
  signInLockoutNow?: () => number;
  /** The API's concurrency limits (default: DEFAULT_ADMISSION_LIMITS in http-api/admission.ts). */
  admission?: AdmissionLimits;
}

export interface LocalRuntime {
  url: string;
  port: number;
  userPoolId: string;
  userPoolClientId: string;
  /** The embedded Cognito's admin door (every operation; what the functions use). Trusted callers only. */
  cognitoEndpoint: string;
  dynamoEndpoint: string;
  tableName: string;
  /** The billing simulator (its Stripe-format API is on this port under /v1; pages under /dev/billing). */
  billing: BillingSimulator;
  runScheduled(name: string): Promise<unknown>;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use.`);
  }
}

export const TABLE_NAME = 'forksure';
const COGNITO_PREFIX = '/cognito';

export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir);
  prepareDataDir(dataDir);
  // One server per data folder: a second one (or `npm run reset`) is told which PID holds it.
  const lock = lockDataDir(dataDir);

  // Claim the port first, so a clash is reported before anything else starts.
  let route: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' });
    res.end('Forksure is starting…');
  };
  // Every path, from the first request on, answers only to this server's own names (accepted-hosts.ts).
  let accepts: (host: string | undefined) => boolean = () => false;
  const server = createServer((req, res) => (accepts(req.headers.host) ? route(req, res) : sendMisdirected(res, req)));
  const host = options.host ?? '127.0.0.1';
  await listen(server, options.port, host).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://localhost:${port}`;
  const hosts = acceptedHosts({ host, port, corsOrigins: options.corsOrigins });
  accepts = hosts.accepts;

  try {
    const dynamo = await startEmbeddedDynamo({ dataDir: join(dataDir, 'dynamodb'), tableName: TABLE_NAME, port: options.dynamoPort });
    const cognitoStateDir = join(dataDir, 'cognito');
    // Pages of these origins may call the API and the public Cognito door (a proxying Vite dev server too).
    const pageOrigins = hosts.pageOrigins;
    const cognito = await createEmbeddedCognito({ stateDir: cognitoStateDir, issuerBase: `${origin}${COGNITO_PREFIX}`, allowedOrigins: pageOrigins, lockoutNow: options.signInLockoutNow });
    const cognitoEndpoint = `${origin}${COGNITO_PREFIX}${cognito.adminPath}`;
    route = (req, res) => {
      if (req.url?.startsWith(COGNITO_PREFIX)) return forwardToCognito(cognito.handle, req, res);
      res.writeHead(503).end();
    };
    const pool = await ensureLocalUserPool(cognitoEndpoint, cognitoStateDir);
    const outboxDir = join(dataDir, 'outbox');
    mkdirSync(outboxDir, { recursive: true });
    // Stands in for Stripe: the functions' stripe client talks to its API on this port (secret key required).
    const billing = createBillingSimulator({ dir: join(dataDir, 'billing'), origin, ownOrigins: hosts.ownOrigins });

    // The functions read their configuration from the environment, as in Lambda.
    Object.assign(process.env, {
      FORKSURE_STAGE: 'local',
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      COGNITO_ENDPOINT: cognitoEndpoint,
      // Public routes that verify a bearer token themselves (POST /feedback); in AWS the pool's issuer is derived.
      COGNITO_ISSUER: `${origin}${COGNITO_PREFIX}/${pool.userPoolId}`,
      OUTBOX_DIR: outboxDir,
      // Local only (never set in AWS): an offset for the server clock that browser tests write (functions/lib/clock.ts).
      [CLOCK_FILE_ENV]: join(dataDir, 'clock.json'),
      // Imported OpenStreetMap places for the embedded places adapter (npm run import:osm).
      PLACES_DATA_DIR: join(dataDir, 'places'),
      // In AWS the functions read this key from Secrets Manager (CODE_HASH_KEY_SECRET).
      CODE_HASH_KEY: ensureCodeHashKey(dataDir),
      // In AWS: api.stripe.com, keys from Secrets Manager (STRIPE_*_SECRET names), price ids from config.
      STRIPE_API_URL: origin,
      STRIPE_SECRET_KEY: billing.keys.secretKey,
      STRIPE_WEBHOOK_SECRET: billing.keys.webhookSecret,
      STRIPE_PRICE_PRO: billing.prices.pro,
      STRIPE_PRICE_PREMIUM: billing.prices.premium,
      WEB_ORIGINS: pageOrigins.join(','),
      POWERTOOLS_SERVICE_NAME: process.env.POWERTOOLS_SERVICE_NAME ?? 'forksure',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    });
    process.env.AWS_REGION ??= 'us-east-1';
    process.env.AWS_ACCESS_KEY_ID ??= 'local';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'local';

    const issuer = `${origin}${COGNITO_PREFIX}/${pool.userPoolId}`;
    const loadHandler = createHandlerLoader(options.repoRoot);
    const api = createHttpApi({
      functions,
      loadHandler,
      stage: '$default',
      allowedOrigins: pageOrigins,
      authorizer: createJwtAuthorizer({
        issuer,
        audience: [pool.userPoolClientId],
        // In process: the same document `${issuer}/.well-known/jwks.json` serves, without a request to itself.
        fetchJwks: () => Promise.resolve(cognito.jwks as Jwks),
      }),
      onRequest: options.accessLog
        ? (e) => log(`${e.method} /api${e.path} ${e.status} ${e.ms}ms ${e.requestId}`)
        : undefined,
      admission: options.admission,
    });
    const web = options.webDist ? createStaticWeb(options.webDist) : null;
    const scheduler = startScheduler({
      scheduled: scheduledFunctions,
      loadHandler,
      intervalMs: options.scheduleIntervalMs,
      log,
    });

    route = (req, res) => {
      const url = new URL(req.url ?? '/', origin);
      const path = url.pathname;
      const fail = (error: unknown) => {
        console.error('[local] request failed:', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal error in the local runtime');
      };
      try {
        if (path === '/api' || path.startsWith('/api/')) {
          api(req, res, path.slice(4) || '/', url.search.slice(1)).catch(fail);
        } else if (path.startsWith(COGNITO_PREFIX)) {
          forwardToCognito(cognito.handle, req, res);
        } else if (path.startsWith('/v1/')) {
          billing.handleApi(req, res, path, url.search.slice(1));
        } else {
          serveLocalPage(decodeLocalPath(path));
        }
      } catch (error) {
        fail(error);
      }

      /** The pages of this server (not the API): their path decoded once, a bad one answered 400. */
      function serveLocalPage(decoded: ReturnType<typeof decodeLocalPath>) {
        if (!decoded.ok) return sendBadPath(res, decoded.message);
        const page = decoded.path;
        if (page === '/config.json') {
          sendJson(res, runtimeConfigFor(req, port, pool));
        } else if (page === '/dev/outbox' || page.startsWith('/dev/outbox/')) {
          handleOutboxPage(req, res, page.slice('/dev/outbox'.length), outboxDir);
        } else if (page === '/dev/billing' || page.startsWith('/dev/billing/')) {
          handleBillingPages(req, res, page.slice('/dev/billing'.length), billing, pageOrigins).catch(fail);
        } else if (web) {
          web(req, res, page);
        } else {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        }
      }
    };

    return {
      url: origin,
      port,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      cognitoEndpoint,
      dynamoEndpoint: dynamo.endpoint,
      tableName: TABLE_NAME,
      billing,
      runScheduled: (name) => scheduler.runNow(name),
      close: async () => {
        scheduler.stop();
        // Stop accepting connections and drop the idle ones; a request already in flight is still
        // answered (a search the server has counted reaches its caller), then the rest are closed.
        const closed = new Promise<void>((r) => server.close(() => r()));
        server.closeIdleConnections();
        await api.drain();
        server.closeAllConnections();
        await closed;
        await dynamo.close();
        lock.release();
      },
    };
  } catch (error) {
    server.close();
    lock.release();
    throw error;
  }
}

/**
 * The web app's runtime configuration, pointing at this server as the browser reached it (the Host
 * is one of the accepted ones: every other was answered 421 before).
 */
function runtimeConfigFor(req: IncomingMessage, port: number, pool: { userPoolId: string; userPoolClientId: string }): RuntimeConfig {
  const base = `http://${req.headers.host ?? `localhost:${port}`}`;
  return {
    apiUrl: `${base}/api`,
    region: 'local',
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
    userPoolEndpoint: `${base}${COGNITO_PREFIX}`,
    mode: 'local',
    stage: 'local',
  };
}

function forwardToCognito(handle: (req: IncomingMessage, res: ServerResponse) => void, req: IncomingMessage, res: ServerResponse) {
  req.url = req.url!.slice(COGNITO_PREFIX.length) || '/';
  handle(req, res);
}

function sendJson(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolvePromise();
    });
  });
}
