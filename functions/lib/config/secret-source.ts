import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { type AwsClientOptions, sdkClientConfig } from '../aws/client-options';
import { PARAMETER_MAX_AGE_SECONDS, readCachedParameter } from './cached-parameter';

/**
 * A provider key kept on the server: the value itself in `valueVar` locally (when set), in AWS the
 * Secrets Manager secret (SecretString) named by `nameVar`, read with Powertools Parameters and
 * cached in the container for an hour. A failed read is not cached, so the next request tries again.
 */
export type SecretSource = () => Promise<string>;

export interface SecretSpec {
  /** Variable holding the value itself (local runs). */
  valueVar: string;
  /** Variable holding the Secrets Manager secret's name (AWS). */
  nameVar: string;
  /** What the value is, for the error message ("OpenAI API key"). */
  what: string;
}

export function secretSource(spec: SecretSpec, options: { env?: NodeJS.ProcessEnv; aws?: AwsClientOptions } = {}): SecretSource {
  const env = options.env ?? process.env;
  let secrets: SecretsProvider | undefined;
  return async () => {
    const local = env[spec.valueVar]?.trim();
    if (local) return local;
    const secretName = env[spec.nameVar];
    if (!secretName) throw new Error(`No ${spec.what}: set ${spec.valueVar} (local) or ${spec.nameVar} (the Secrets Manager secret name, in AWS).`);
    const provider = (secrets ??= new SecretsProvider({ clientConfig: sdkClientConfig({ region: env.AWS_REGION, ...options.aws }) }));
    const value = await readCachedParameter('Secrets Manager GetSecretValue', () => provider.get(secretName, { maxAge: PARAMETER_MAX_AGE_SECONDS }));
    // The key is text: a SecretBinary (or an empty SecretString) is refused like a missing value.
    if (typeof value !== 'string' || !value.trim()) throw new Error(`The secret ${secretName} has no SecretString value.`);
    return value.trim();
  };
}
