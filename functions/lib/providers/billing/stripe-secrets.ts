import type { AwsClientOptions } from '../../aws/client-options';
import { type SecretSource, secretSource } from '../../config/secret-source';

/**
 * Stripe's secret API key and webhook signing secret, kept on the server. Locally the runtime sets
 * the values (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`: the billing simulator's keys); in AWS
 * the environment holds only the names of Secrets Manager secrets (`STRIPE_SECRET_KEY_SECRET`,
 * `STRIPE_WEBHOOK_SECRET_SECRET`), read at run time with Powertools Parameters and cached in the
 * container for an hour. A failed read is not cached.
 */
export type { SecretSource };

export interface StripeSecretOptions {
  env?: NodeJS.ProcessEnv;
  aws?: AwsClientOptions;
}

export const STRIPE_SECRETS = {
  secretKey: { value: 'STRIPE_SECRET_KEY', name: 'STRIPE_SECRET_KEY_SECRET', what: 'Stripe secret key' },
  webhookSecret: { value: 'STRIPE_WEBHOOK_SECRET', name: 'STRIPE_WEBHOOK_SECRET_SECRET', what: 'Stripe webhook signing secret' },
} as const;

export function stripeSecretSource(which: keyof typeof STRIPE_SECRETS, options: StripeSecretOptions = {}): SecretSource {
  const { value: valueVar, name: nameVar, what } = STRIPE_SECRETS[which];
  return secretSource({ valueVar, nameVar, what }, options);
}
