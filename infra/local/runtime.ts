import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { functions, scheduledFunctions } from '../../functions/routes';
import { type AcceptedHosts, acceptedHosts, sendMisdirected } from './accepted-hosts';
import { ensureLocalUserPool } from './cognito-setup';
import { lockDataDir, prepareDataDir } from './data-dir';
import { type BillingSimulator, createBillingSimulator } from './billing-simulator/simulator';
import { createEmbeddedCognito } from './embedded-cognito';
import { startEmbeddedDynamo } from './embedded-dynamo';
import { setFunctionEnvironment } from './function-environment';
import type { AdmissionLimits } from './http-api/admission';
import { createHttpApi, type HttpApi } from './http-api/emulator';
import { createHandlerLoader } from './http-api/handler-loader';
import { createJwtAuthorizer } from './http-api/jwt-authorizer';
import { COGNITO_PREFIX, forwardToCognito, type RequestHandler, routeRequests } from './local-routes';
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
  /** Tests only: functions may run this many times their configured timeout (see http-api/invoke-route.ts). */
  functionTimeoutScale?: number;
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
  /** Settles when every scheduled job's run shortly after start has ended (tests that meter the table wait for it). */
  scheduledFirstRunsDone(): Promise<void>;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use.`);
  }
}

export const TABLE_NAME = 'forksure';

export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir);
  prepareDataDir(dataDir);
  // One server per data folder: a second one (or `npm run reset`) is told which PID holds it.
  const lock = lockDataDir(dataDir);
  const door = await openFrontDoor(options, lock);
  const { server, origin, hosts } = door;
  try {
    const dynamo = await startEmbeddedDynamo({ dataDir: join(dataDir, 'dynamodb'), tableName: TABLE_NAME, port: options.dynamoPort });
    const cognitoStateDir = join(dataDir, 'cognito');
    // Pages of these origins may call the API and the public Cognito door (a proxying Vite dev server too).
    const pageOrigins = hosts.pageOrigins;
    const cognito = await createEmbeddedCognito({ stateDir: cognitoStateDir, issuerBase: `${origin}${COGNITO_PREFIX}`, allowedOrigins: pageOrigins, lockoutNow: options.signInLockoutNow });
    const cognitoEndpoint = `${origin}${COGNITO_PREFIX}${cognito.adminPath}`;
    // Setting up the pool goes through this server's /cognito door: open that one first.
    door.route((req, res) => {
      if (req.url?.startsWith(COGNITO_PREFIX)) return forwardToCognito(cognito.handle, req, res);
      res.writeHead(503).end();
    });
    const pool = await ensureLocalUserPool(cognitoEndpoint, cognitoStateDir);
    const outboxDir = join(dataDir, 'outbox');
    mkdirSync(outboxDir, { recursive: true });
    // Stands in for Stripe: the functions' stripe client talks to its API on this port (secret key required).
    const billing = createBillingSimulator({ dir: join(dataDir, 'billing'), origin, ownOrigins: hosts.ownOrigins });
    const issuer = `${origin}${COGNITO_PREFIX}/${pool.userPoolId}`;
    setFunctionEnvironment({
      origin,
      dataDir,
      tableName: TABLE_NAME,
      dynamoEndpoint: dynamo.endpoint,
      pool,
      cognitoEndpoint,
      cognitoIssuer: issuer,
      outboxDir,
      billing,
      pageOrigins,
    });

    const loadHandler = createHandlerLoader(options.repoRoot);
    const api = createLocalApi({ loadHandler, pageOrigins, issuer, pool, jwks: cognito.jwks as Jwks, options, log });
    const web = options.webDist ? createStaticWeb(options.webDist) : null;
    const scheduler = startScheduler({ scheduled: scheduledFunctions, loadHandler, intervalMs: options.scheduleIntervalMs, log });
    door.route(routeRequests({ origin, port: door.port, api, cognito: cognito.handle, billing, pool, outboxDir, web, pageOrigins }));

    return {
      url: origin,
      port: door.port,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      cognitoEndpoint,
      dynamoEndpoint: dynamo.endpoint,
      tableName: TABLE_NAME,
      billing,
      runScheduled: (name) => scheduler.runNow(name),
      scheduledFirstRunsDone: () => scheduler.firstRunsDone(),
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

/** The listening server, its address, and the routes it serves (set as the runtime's parts start). */
interface FrontDoor {
  server: Server;
  port: number;
  /** `http://localhost:<port>`. */
  origin: string;
  hosts: AcceptedHosts;
  route(handler: RequestHandler): void;
}

/**
 * Claims the port first, so a clash is reported before anything else starts (the data folder's lock
 * is released then). Until routes are given it answers 503 "starting".
 */
async function openFrontDoor(options: LocalRuntimeOptions, lock: { release(): void }): Promise<FrontDoor> {
  let route: RequestHandler = (_req, res) => {
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
  const hosts = acceptedHosts({ host, port, corsOrigins: options.corsOrigins });
  accepts = hosts.accepts;
  return {
    server,
    port,
    origin: `http://localhost:${port}`,
    hosts,
    route: (handler) => {
      route = handler;
    },
  };
}

/** The HTTP API emulator with the real functions, behind a JWT authorizer of the embedded pool. */
function createLocalApi(parts: {
  loadHandler: ReturnType<typeof createHandlerLoader>;
  pageOrigins: string[];
  issuer: string;
  pool: { userPoolClientId: string };
  jwks: Jwks;
  options: LocalRuntimeOptions;
  log: (line: string) => void;
}): HttpApi {
  const { issuer, jwks, log } = parts;
  return createHttpApi({
    functions,
    loadHandler: parts.loadHandler,
    stage: '$default',
    allowedOrigins: parts.pageOrigins,
    authorizer: createJwtAuthorizer({
      issuer,
      audience: [parts.pool.userPoolClientId],
      // In process: the same document `${issuer}/.well-known/jwks.json` serves, without a request to itself.
      fetchJwks: () => Promise.resolve(jwks),
    }),
    onRequest: parts.options.accessLog ? (e) => log(`${e.method} /api${e.path} ${e.status} ${e.ms}ms ${e.requestId}`) : undefined,
    admission: parts.options.admission,
    timeoutScale: parts.options.functionTimeoutScale,
  });
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
