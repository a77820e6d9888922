import type { AwsClientOptions } from '../../../aws/client-options';
import { type SecretSource, secretSource } from '../../../config/secret-source';

/**
 * The Google Places API key, kept on the server: `GOOGLE_PLACES_API_KEY` locally (when set), in AWS
 * the Secrets Manager secret (SecretString) named by `GOOGLE_PLACES_API_KEY_SECRET`, read with
 * Powertools Parameters and cached in the container (`config/secret-source`). A failed read is not
 * cached, so the next request tries again. (Secrets Manager rather than SSM: its SDK client is far
 * smaller in the places bundles, and the other provider keys live there too.)
 */
export type ApiKeySource = SecretSource;

export const GOOGLE_PLACES_API_KEY = { valueVar: 'GOOGLE_PLACES_API_KEY', nameVar: 'GOOGLE_PLACES_API_KEY_SECRET', what: 'Google Places API key' } as const;

export function googlePlacesKeySource(options: { env?: NodeJS.ProcessEnv; aws?: AwsClientOptions } = {}): ApiKeySource {
  return secretSource(GOOGLE_PLACES_API_KEY, options);
}
