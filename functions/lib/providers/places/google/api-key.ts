import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { type AwsClientOptions, sdkClientConfig } from '../../../aws/client-options';
import { PARAMETER_MAX_AGE_SECONDS, readCachedParameter } from '../../../config/cached-parameter';

/**
 * The Google Places API key, kept on the server: `GOOGLE_PLACES_API_KEY` locally (when set), in AWS
 * the SSM SecureString named by `GOOGLE_PLACES_API_KEY_PARAMETER`, read (decrypted) with Powertools
 * Parameters and cached in the container. A failed read is not cached, so the next request tries again.
 */
export type ApiKeySource = () => Promise<string>;

export function googlePlacesKeySource(options: { env?: NodeJS.ProcessEnv; aws?: AwsClientOptions } = {}): ApiKeySource {
  const env = options.env ?? process.env;
  let ssm: SSMProvider | undefined;
  return async () => {
    const local = env.GOOGLE_PLACES_API_KEY?.trim();
    if (local) return local;
    const parameter = env.GOOGLE_PLACES_API_KEY_PARAMETER;
    if (!parameter) {
      throw new Error('No Google Places API key: set GOOGLE_PLACES_API_KEY (local) or GOOGLE_PLACES_API_KEY_PARAMETER (the SSM parameter name, in AWS).');
    }
    const provider = (ssm ??= new SSMProvider({ clientConfig: sdkClientConfig({ region: env.AWS_REGION, ...options.aws }) }));
    const value = await readCachedParameter('SSM GetParameter', () => provider.get(parameter, { decrypt: true, maxAge: PARAMETER_MAX_AGE_SECONDS }));
    if (typeof value !== 'string' || !value.trim()) throw new Error(`The SSM parameter ${parameter} has no value.`);
    return value.trim();
  };
}
