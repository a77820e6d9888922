import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { type AwsClientOptions, sdkClientConfig } from '../../aws/client-options';
import { PARAMETER_MAX_AGE_SECONDS, readCachedParameter } from '../../config/cached-parameter';

/**
 * Stripe's secret API key and webhook signing secret, kept on the server. Locally the runtime sets
 * the values (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`: the billing simulator's keys); in AWS
 * the environment holds only the names of Secrets Manager secrets (`STRIPE_SECRET_KEY_SECRET`,
 * `STRIPE_WEBHOOK_SECRET_SECRET`), read at run time with Powertools Parameters and cached in the
 * container for an hour. A failed read is not cached.
 */
export type SecretSource = () => Promise<string>;

export interface StripeSecretOptions {
  env?: NodeJS.ProcessEnv;
  aws?: AwsClientOptions;
}

export const STRIPE_SECRETS = {
  secretKey: { value: 'STRIPE_SECRET_KEY', name: 'STRIPE_SECRET_KEY_SECRET', what: 'Stripe secret key' },
  webhookSecret: { value: 'STRIPE_WEBHOOK_SECRET', name: 'STRIPE_WEBHOOK_SECRET_SECRET', what: 'Stripe webhook signing secret' },
} as const;

export function stripeSecretSource(which: keyof typeof STRIPE_SECRETS, options: StripeSecretOptions = {}): SecretSource {
  const env = options.env ?? process.env;
  const { value: valueVar, name: nameVar, what } = STRIPE_SECRETS[which];
  let secrets: SecretsProvider | undefined;
  return async () => {
    const local = env[valueVar]?.trim();
    if (local) return local;
    const secretName = env[nameVar];
    if (!secretName) throw new Error(`No ${what}: set ${valueVar} (local) or ${nameVar} (the Secrets Manager secret name, in AWS).`);
    const provider = (secrets ??= new SecretsProvider({ clientConfig: sdkClientConfig({ region: env.AWS_REGION, ...options.aws }) }));
    const value = await readCachedParameter('Secrets Manager GetSecretValue', () => provider.get(secretName, { maxAge: PARAMETER_MAX_AGE_SECONDS }));
    if (typeof value !== 'string' || !value.trim()) throw new Error(`The secret ${secretName} has no SecretString value.`);
    return value.trim();
  };
}
