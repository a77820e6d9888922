import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'constructs';
import { DEFAULT_OPENAI_BASE_URL, DEFAULT_OPENAI_MODEL } from '../functions/lib/providers/ai/openai/config';
import { DEFAULT_AI_DAILY_CALL_CAP } from '../functions/lib/services/ai-budget/ai-daily-cap';

/** Repository root, so paths work whatever the current directory of `cdk` or the tests is. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * Everything the CDK app reads from context (`cdk synth -c key=value` or cdk.json). README.md and
 * the infra report list each key; every value has a default so `npm run synth` needs no flags.
 */
export interface ForksureConfig {
  stage: string;
  /** Sender of every product email; its domain becomes the SES identity. */
  mailFromAddress: string;
  /** Origins allowed by the HTTP API's CORS; `*` until the site has a known domain (see report). */
  webOrigins: string[];
  /** Absolute path of the web build to deploy (must contain index.html). */
  webDistDir: string;
  logLevel: string;
  logRetentionDays: number;
  apiRateLimit: number;
  apiBurstLimit: number;
  /** Names of secrets that are created out of band; the stacks only reference them. */
  secrets: {
    googlePlacesApiKeySecret: string;
    openAiApiKeySecret: string;
    stripeSecretKeySecret: string;
    stripeWebhookSecretSecret: string;
  };
  /** The model and the OpenAI-compatible endpoint of the AI adapter (`OPENAI_MODEL`, `OPENAI_BASE_URL`). */
  openAi: { model: string; baseUrl: string };
  /** Stripe price ids of the paid plans (monthly: Pro $5, Premium $10), created in the Stripe dashboard. */
  stripePrices: { pro: string; premium: string };
  /** Name of the code-hash key secret, which the Auth stack generates (not created out of band). */
  codeHashKeySecret: string;
  /** Amazon Location data provider for the place index (`Esri` or `Here`). */
  placeIndexDataSource: string;
  /** Operations (infra/constructs/monitoring.ts): who gets the alarms, and the AI budget the alarms watch. */
  monitoring: {
    /** The alarm topic's email subscriber (`alarmEmail`); none: the topic has no subscriber (synth warns). */
    alarmEmail: string | undefined;
    /** Model calls a day for the whole deployment (`aiDailyCallCap`, the functions' AI_DAILY_CALL_CAP). */
    aiDailyCallCap: number;
    /** The daily AI spend the alarm allows, in US dollars (`aiDailySpendBudgetUsd`). */
    aiDailySpendBudgetUsd: number;
    /** What one model call is estimated to cost, in US dollars (`aiCostPerCallUsd`): the spend estimate is calls × this. */
    aiCostPerCallUsd: number;
  };
}

type ContextReader = Pick<Node, 'tryGetContext'>;

const str = (node: ContextReader, key: string, fallback: string): string => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string, got ${JSON.stringify(value)}`);
  return value;
};

const int = (node: ContextReader, key: string, fallback: number): number => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`Context "${key}" must be a positive integer, got ${JSON.stringify(value)}`);
  return parsed;
};

/** A non-negative amount (dollars): a number in cdk.json or a string from `-c`. */
const amount = (node: ContextReader, key: string, fallback: number): number => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`Context "${key}" must be an amount of 0 or more, got ${JSON.stringify(value)}`);
  return parsed;
};

/** Accepts a JSON array (cdk.json) or a comma-separated string (`-c webOrigins=a,b`). */
const list = (node: ContextReader, key: string, fallback: string[]): string[] => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return items.map((s) => s.trim()).filter(Boolean);
};

/** The endpoint the functions call with the OpenAI key: https only, so the key never travels in clear. */
const httpsUrl = (node: ContextReader, key: string, fallback: string): string => {
  const value = str(node, key, fallback);
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'https:') throw new Error(`Context "${key}" must be an https URL, got "${value}"`);
  return value;
};

/** A Stripe price id (`price_…`), or empty until configured (checkouts then fail with the spec's message, logged). */
const stripePrice = (node: ContextReader, key: string): string => {
  const value = str(node, key, '');
  if (value !== '' && !/^price_[A-Za-z0-9_]+$/.test(value)) throw new Error(`Context "${key}" must be a Stripe price id (price_…), got "${value}"`);
  return value;
};

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const optionalEmail = (node: ContextReader, key: string): string | undefined => {
  const value = str(node, key, '');
  if (value === '') return undefined;
  if (!EMAIL.test(value)) throw new Error(`Context "${key}" must be an email address, got "${value}"`);
  return value;
};

export function readConfig(node: ContextReader): ForksureConfig {
  const stage = str(node, 'stage', 'dev');
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits and dashes (max 16), got "${stage}"`);
  }
  const mailFromAddress = str(node, 'mailFromAddress', 'no-reply@forksure.example');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mailFromAddress)) {
    throw new Error(`Context "mailFromAddress" must be an email address, got "${mailFromAddress}"`);
  }
  const webDist = str(node, 'webDist', 'web/dist');
  return {
    stage,
    mailFromAddress,
    webOrigins: list(node, 'webOrigins', ['*']),
    webDistDir: isAbsolute(webDist) ? webDist : resolve(REPO_ROOT, webDist),
    logLevel: str(node, 'logLevel', 'INFO'),
    logRetentionDays: int(node, 'logRetentionDays', 30),
    apiRateLimit: int(node, 'apiRateLimit', 50),
    apiBurstLimit: int(node, 'apiBurstLimit', 100),
    secrets: {
      googlePlacesApiKeySecret: str(node, 'googlePlacesApiKeySecret', `forksure/${stage}/google-places-api-key`),
      openAiApiKeySecret: str(node, 'openAiApiKeySecret', `forksure/${stage}/openai-api-key`),
      stripeSecretKeySecret: str(node, 'stripeSecretKeySecret', `forksure/${stage}/stripe-secret-key`),
      stripeWebhookSecretSecret: str(node, 'stripeWebhookSecretSecret', `forksure/${stage}/stripe-webhook-secret`),
    },
    openAi: { model: str(node, 'openAiModel', DEFAULT_OPENAI_MODEL), baseUrl: httpsUrl(node, 'openAiBaseUrl', DEFAULT_OPENAI_BASE_URL) },
    stripePrices: { pro: stripePrice(node, 'stripePricePro'), premium: stripePrice(node, 'stripePricePremium') },
    codeHashKeySecret: str(node, 'codeHashKeySecret', `forksure/${stage}/code-hash-key`),
    placeIndexDataSource: str(node, 'placeIndexDataSource', 'Esri'),
    monitoring: {
      alarmEmail: optionalEmail(node, 'alarmEmail'),
      aiDailyCallCap: int(node, 'aiDailyCallCap', DEFAULT_AI_DAILY_CALL_CAP),
      aiDailySpendBudgetUsd: amount(node, 'aiDailySpendBudgetUsd', 5),
      aiCostPerCallUsd: amount(node, 'aiCostPerCallUsd', 0.001),
    },
  };
}

/** Fails early, with the fix, when the web build the Web stack deploys is missing. */
export function assertWebBuild(dir: string): void {
  if (!existsSync(resolve(dir, 'index.html'))) {
    throw new Error(
      `The web build was not found at ${dir} (no index.html). Run \`npm run build:web\` first, ` +
        'or pass another build directory with `-c webDist=<dir>`.',
    );
  }
}
