import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { type AwsClientOptions, sdkClientConfig } from '../../../aws/client-options';
import { PARAMETER_MAX_AGE_SECONDS, readCachedParameter } from '../../../config/cached-parameter';

/**
 * The Google Places API key, kept on the server: `GOOGLE_PLACES_API_KEY` locally (when set), in AWS
 * the Secrets Manager secret (SecretString) named by `GOOGLE_PLACES_API_KEY_SECRET`, read with
 * Powertools Parameters and cached in the container. A failed read is not cached, so the next
 * request tries again. (Secrets Manager rather than SSM: its SDK client is far smaller in the
 * places bundles, and the other provider keys live there too.)
 */
export type ApiKeySource = () => Promise<string>;

export function googlePlacesKeySource(options: { env?: NodeJS.ProcessEnv; aws?: AwsClientOptions } = {}): ApiKeySource {
  const env = options.env ?? process.env;
  let secrets: SecretsProvider | undefined;
  return async () => {
    const local = env.GOOGLE_PLACES_API_KEY?.trim();
    if (local) return local;
    const secretName = env.GOOGLE_PLACES_API_KEY_SECRET;
    if (!secretName) {
      throw new Error('No Google Places API key: set GOOGLE_PLACES_API_KEY (local) or GOOGLE_PLACES_API_KEY_SECRET (the Secrets Manager secret name, in AWS).');
    }
    const provider = (secrets ??= new SecretsProvider({ clientConfig: sdkClientConfig({ region: env.AWS_REGION, ...options.aws }) }));
    const value = await readCachedParameter('Secrets Manager GetSecretValue', () =>
      provider.get(secretName, { maxAge: PARAMETER_MAX_AGE_SECONDS }),
    );
    // The key is text: a SecretBinary (or an empty SecretString) is refused like a missing value.
    if (typeof value !== 'string' || !value.trim()) throw new Error(`The secret ${secretName} has no SecretString value.`);
    return value.trim();
  };
}
