import { selectedProvider } from '../selection';
import { amazonLocationAdapter } from './amazon-location-adapter';
import { embeddedGeocodingAdapter } from './embedded-adapter';
import type { GeocodingPort } from './port';

/** The geocoding adapter `GEOCODING_PROVIDER` selects: Amazon Location in AWS, the embedded one otherwise. */
export function createGeocodingPort(env: NodeJS.ProcessEnv = process.env): GeocodingPort {
  if (selectedProvider('geocoding', env) === 'amazon-location') {
    const placeIndexName = env.PLACE_INDEX_NAME;
    if (!placeIndexName) {
      // Fail when used, with a message that names the fix, rather than at import.
      const missing = () => Promise.reject(new Error('GEOCODING_PROVIDER is amazon-location but PLACE_INDEX_NAME is not set.'));
      return { geocode: missing, reverseGeocode: missing, autocomplete: missing };
    }
    return amazonLocationAdapter({ aws: { region: env.AWS_REGION }, placeIndexName });
  }
  return embeddedGeocodingAdapter();
}

let containerGeocoding: GeocodingPort | undefined;

/** The geocoding port of this Lambda container (or local process). */
export function defaultGeocoding(): GeocodingPort {
  containerGeocoding ??= createGeocodingPort();
  return containerGeocoding;
}
