import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createCognitoEndpoint } from './cognito-endpoint';
import { createSignInLockout, withSignInLockout } from './cognito-lockout';
import { makeStormWritesAtomic } from './cognito-atomic-store';
import { withCognitoShims, withIdTokenAttributes } from './cognito-shims';
import { ensureCognitoSigningKey } from './cognito-signing-key';

/**
 * The embedded Cognito: cognito-local's user pools and operations, with their state under our data
 * directory instead of `./.cognito`, mounted inside the local runtime's single HTTP server (no
 * extra port) behind our own endpoint (cognito-endpoint.ts: a public door for the browser's
 * sign-in, an admin door for the functions).
 *
 * Tokens are issued with issuer `<issuerBase>/<userPoolId>` and signed with this data directory's
 * key (cognito-signing-key.ts), whose JWKS is served at `<issuerBase>/<userPoolId>/.well-known/jwks.json`,
 * the same layout as AWS. Operations go through the shims of `cognito-shims.ts`, which close the
 * gaps to the AWS pool.
 */
export interface EmbeddedCognito {
  /** Handles a request; `req.url` is relative to the mount point (`/cognito`). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The mount-relative path of the admin door, e.g. `/admin-1f2e…`; give it only to trusted code. */
  adminPath: string;
  /** The JWKS every pool publishes (this data directory's key). */
  jwks: { keys: object[] };
}

/**
 * The admin door's secret: one per process, so function containers that outlive a runtime restart
 * in the same process (integration tests) keep reaching it, and never written anywhere.
 */
const ADMIN_PATH = `/admin-${randomBytes(32).toString('hex')}`;

type CjsModule = Record<string, unknown>;
// cognito-local is CommonJS and ships no public API for a custom state directory; load its parts.
const requireFromCognito = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const load = (path: string): CjsModule => requireFromCognito(`./lib/${path}`) as CjsModule;
// The pools' files are written atomically and in order (cognito-atomic-store.ts says why).
makeStormWritesAtomic((requireFromCognito('stormdb') as { localFileEngine: Parameters<typeof makeStormWritesAtomic>[0] }).localFileEngine);

/* eslint-disable @typescript-eslint/no-explicit-any -- cognito-local's internals are untyped here */
export async function createEmbeddedCognito(options: {
  stateDir: string;
  issuerBase: string;
  /** Origins whose pages may use the public door. */
  allowedOrigins: readonly string[];
  /** The sign-in lockout's clock (ms since the epoch); tests move it instead of waiting. */
  lockoutNow?: () => number;
}): Promise<EmbeddedCognito> {
  const dataDirectory = join(options.stateDir, 'db');
  mkdirSync(dataDirectory, { recursive: true });
  const signingKey = ensureCognitoSigningKey(options.stateDir);

  const pino = requireFromCognito('pino') as (opts: object) => any;
  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'silent' });
  const ctx = { logger };

  const local = loadCognitoLocal();
  const config = await local.loadConfig(ctx, new local.StormDBDataStoreFactory(options.stateDir));
  // Our pools are created explicitly with username sign-in and an email alias, like the AWS pool.
  config.UserPoolDefaults = {};
  config.TokenConfig = { ...config.TokenConfig, IssuerDomain: options.issuerBase };

  const serviceSet = await createServiceSet(local, ctx, config, dataDirectory, signingKey);
  const { cognito, clock } = serviceSet;
  const { CognitoError, UnsupportedError } = local;
  const router = withCognitoShims(local.Router(serviceSet), { cognito, clock, CognitoError, publicKeyPem: signingKey.publicKeyPem });
  // The browser's password sign-ins are locked out after repeated failures, as on AWS (cognito-lockout.ts).
  const publicRouter = withSignInLockout(router, { cognito, lockout: createSignInLockout(options.lockoutNow), CognitoError });
  const endpoint = createCognitoEndpoint({
    router,
    publicRouter,
    ctx,
    issuerBase: options.issuerBase,
    jwks: signingKey.jwks,
    allowedOrigins: options.allowedOrigins,
    isCognitoError: (error): error is Error & { code: string } => error instanceof CognitoError,
    isUnsupported: (error): error is Error => error instanceof UnsupportedError,
  });
  return {
    adminPath: ADMIN_PATH,
    jwks: signingKey.jwks,
    handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      // The SDK posts to the endpoint's path with a trailing slash.
      if (path === ADMIN_PATH || path === `${ADMIN_PATH}/`) return endpoint(req, res, '/', 'admin');
      endpoint(req, res, path, 'public');
    },
  };
}

/** The parts of cognito-local the embedded Cognito is built from. */
function loadCognitoLocal() {
  const services: any = load('services');
  const { CognitoServiceFactoryImpl }: any = load('services/cognitoService');
  const { CryptoService }: any = load('services/crypto');
  const { StormDBDataStoreFactory }: any = load('services/dataStore/stormDb');
  const { ConsoleMessageSender }: any = load('services/messageDelivery/consoleMessageSender');
  const { MessageDeliveryService }: any = load('services/messageDelivery/messageDelivery');
  const { otp }: any = load('services/otp');
  const { JwtTokenGenerator }: any = load('services/tokenGenerator');
  const { UserPoolServiceFactoryImpl }: any = load('services/userPoolService');
  const { loadConfig }: any = load('server/config');
  const { Router }: any = load('server/Router');
  const { CognitoError, UnsupportedError }: any = load('errors');
  return {
    services,
    CognitoServiceFactoryImpl,
    CryptoService,
    StormDBDataStoreFactory,
    ConsoleMessageSender,
    MessageDeliveryService,
    otp,
    JwtTokenGenerator,
    UserPoolServiceFactoryImpl,
    loadConfig,
    Router,
    CognitoError,
    UnsupportedError,
  };
}

/**
 * cognito-local's services over the pool data in `dataDirectory`: no Lambda triggers, ID tokens
 * with the app client's attributes, every token signed with this data directory's key.
 */
async function createServiceSet(
  local: ReturnType<typeof loadCognitoLocal>,
  ctx: { logger: unknown },
  config: any,
  dataDirectory: string,
  signingKey: ReturnType<typeof ensureCognitoSigningKey>,
) {
  const { services } = local;
  const clock = new services.DateClock();
  const dataStoreFactory = new local.StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new local.CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new local.UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognitoClient = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  // Lambda triggers are not used; a null Lambda client keeps cognito-local from loading aws-sdk v2.
  const triggers = new services.TriggersService(
    clock,
    cognitoClient,
    new services.LambdaService({}, null),
    new local.CryptoService(config.KMSConfig),
  );
  // ID tokens carry the attributes the app client reads, as on AWS (cognito-shims.ts).
  const generator = new local.JwtTokenGenerator(clock, withIdTokenAttributes(triggers, cognitoClient), config.TokenConfig);
  return {
    clock,
    cognito: cognitoClient,
    config,
    messages: new services.MessagesService(triggers, new local.MessageDeliveryService(new local.ConsoleMessageSender())),
    otp: local.otp,
    // cognito-local signs with the key in its npm package; every token is re-signed with ours.
    tokenGenerator: {
      async generate(...args: unknown[]) {
        const tokens = (await generator.generate(...args)) as Record<string, string | undefined>;
        return Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, token && signingKey.resign(token)]));
      },
    },
    triggers,
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
