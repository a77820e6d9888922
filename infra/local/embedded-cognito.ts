import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { withCognitoShims, withIdTokenAttributes } from './cognito-shims';

/**
 * The embedded Cognito: cognito-local's Express application, built like its own
 * `createDefaultServer` but with its state under our data directory instead of `./.cognito`, and
 * mounted inside the local runtime's single HTTP server (no extra port).
 *
 * Tokens are issued with issuer `<issuerBase>/<userPoolId>` and the JWKS is served at
 * `<issuerBase>/<userPoolId>/.well-known/jwks.json`, the same layout as AWS. Its operations go
 * through the shims of `cognito-shims.ts`, which close the gaps to the AWS pool.
 */
export interface EmbeddedCognito {
  /** Express-compatible request handler; expects paths relative to the mount point. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

type CjsModule = Record<string, unknown>;
// cognito-local is CommonJS and ships no public API for a custom state directory; load its parts.
const requireFromCognito = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const load = (path: string): CjsModule => requireFromCognito(`./lib/${path}`) as CjsModule;

/* eslint-disable @typescript-eslint/no-explicit-any -- cognito-local's internals are untyped here */
export async function createEmbeddedCognito(options: { stateDir: string; issuerBase: string }): Promise<EmbeddedCognito> {
  const dataDirectory = join(options.stateDir, 'db');
  mkdirSync(dataDirectory, { recursive: true });

  const pino = requireFromCognito('pino') as (opts: object) => any;
  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'silent' });
  const ctx = { logger };

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
  const { createServer }: any = load('server/server');
  const { CognitoError }: any = load('errors');
  const { pem: publicKeyPem }: any = load('keys/cognitoLocal.public.json');

  const config = await loadConfig(ctx, new StormDBDataStoreFactory(options.stateDir));
  // Our pools are created explicitly with username sign-in and an email alias, like the AWS pool.
  config.UserPoolDefaults = {};
  config.TokenConfig = { ...config.TokenConfig, IssuerDomain: options.issuerBase };

  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognitoClient = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  // Lambda triggers are not used; a null Lambda client keeps cognito-local from loading aws-sdk v2.
  const triggers = new services.TriggersService(
    clock,
    cognitoClient,
    new services.LambdaService({}, null),
    new CryptoService(config.KMSConfig),
  );
  const serviceSet = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    // ID tokens carry the attributes the app client reads, as on AWS (cognito-shims.ts).
    tokenGenerator: new JwtTokenGenerator(clock, withIdTokenAttributes(triggers, cognitoClient), config.TokenConfig),
    triggers,
  };
  const router = withCognitoShims(Router(serviceSet), { cognito: cognitoClient, clock, CognitoError, publicKeyPem });
  const server = createServer(router, logger, { ...config.ServerConfig, development: false }, serviceSet);
  const app = server.application as (req: IncomingMessage, res: ServerResponse) => void;
  return { handle: (req, res) => app(req, res) };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
