import { join } from 'node:path';
import { CLOCK_FILE_ENV } from '../../functions/lib/clock';
import type { BillingSimulator } from './billing-simulator/simulator';
import { ensureCodeHashKey } from './code-hash-key';

/** What the functions' configuration points at locally (runtime.ts starts each part). */
export interface LocalServices {
  origin: string;
  dataDir: string;
  tableName: string;
  dynamoEndpoint: string;
  pool: { userPoolId: string; userPoolClientId: string };
  cognitoEndpoint: string;
  cognitoIssuer: string;
  outboxDir: string;
  billing: BillingSimulator;
  pageOrigins: readonly string[];
}

/** The functions read their configuration from the environment, as in Lambda: this sets it for the local parts. */
export function setFunctionEnvironment(services: LocalServices): void {
  const { origin, dataDir, pool, billing } = services;
  Object.assign(process.env, {
    FORKSURE_STAGE: 'local',
    TABLE_NAME: services.tableName,
    DYNAMODB_ENDPOINT: services.dynamoEndpoint,
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.userPoolClientId,
    COGNITO_ENDPOINT: services.cognitoEndpoint,
    // Public routes that verify a bearer token themselves (POST /feedback); in AWS the pool's issuer is derived.
    COGNITO_ISSUER: services.cognitoIssuer,
    OUTBOX_DIR: services.outboxDir,
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
    WEB_ORIGINS: services.pageOrigins.join(','),
    // In AWS the metrics' EMF lines go to the function's log; locally to a file beside the data.
    METRICS_FILE: process.env.METRICS_FILE ?? join(dataDir, 'metrics.jsonl'),
    POWERTOOLS_SERVICE_NAME: process.env.POWERTOOLS_SERVICE_NAME ?? 'forksure',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  });
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}
