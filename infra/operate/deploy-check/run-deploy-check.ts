import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { awsCall } from '../../../functions/lib/aws/aws-error';
import type { ForksureConfig } from '../../config';
import { awsClients, type AwsClients, type AwsTargets } from './aws-clients';
import { checkLocation, checkSecrets, checkSes } from './aws-checks';
import { checkContext } from './context-checks';
import { type Finding, warning } from './finding';
import { checkStripe, type StripeTarget } from './stripe-checks';

export interface DeployCheckOptions {
  context: Record<string, unknown>;
  aws: AwsTargets;
  /** The Stripe key comes from STRIPE_SECRET_KEY when given, else from the stage's Stripe secret. */
  stripe: Partial<StripeTarget>;
}

/** Every check of `npm run deploy:check`; read-only (Describe, Get and List calls only). */
export async function runDeployCheck(options: DeployCheckOptions): Promise<Finding[]> {
  const { findings, config } = checkContext(options.context);
  if (!config) return findings;
  const clients = awsClients(options.aws);
  try {
    const [secrets, ses, location] = await Promise.all([checkSecrets(clients, config), checkSes(clients, config), checkLocation(clients, config)]);
    findings.push(...secrets, ...ses, ...location);
    const secretKey = options.stripe.secretKey ?? (await stripeKeyFromSecret(clients, config));
    if (secretKey) findings.push(...(await checkStripe({ ...options.stripe, secretKey }, config)));
    else findings.push(warning('Stripe', 'not checked: no secret key to ask Stripe with', `create ${config.secrets.stripeSecretKeySecret} (above), or set STRIPE_SECRET_KEY for the check`));
  } finally {
    clients.destroy();
  }
  return findings;
}

async function stripeKeyFromSecret(clients: AwsClients, config: ForksureConfig): Promise<string | undefined> {
  try {
    const secret = await awsCall('GetSecretValue', 10_000, (abortSignal) => clients.secrets.send(new GetSecretValueCommand({ SecretId: config.secrets.stripeSecretKeySecret }), { abortSignal }));
    return secret.SecretString?.trim() || undefined;
  } catch {
    return undefined; // The secrets check already says why.
  }
}
