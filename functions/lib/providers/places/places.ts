import { selectedProvider } from '../selection';
import { embeddedPlacesAdapter } from './embedded/embedded-adapter';
import { googlePlacesKeySource } from './google/api-key';
import { googlePlacesAdapter } from './google/google-adapter';
import { placesDataDir } from './osm/dataset';
import { createOsmPlaceStore } from './osm/store';
import type { PlacesPort } from './port';

/**
 * The places adapter `PLACES_PROVIDER` selects: Google Places (New) in AWS (key from the Secrets
 * Manager secret `GOOGLE_PLACES_API_KEY_SECRET`, or `GOOGLE_PLACES_API_KEY` locally), the embedded
 * OpenStreetMap adapter otherwise (data from `PLACES_DATA_DIR`; invented demo places where no real
 * data lies only with `DEMO_PLACES=1`).
 */
export function createPlacesPort(env: NodeJS.ProcessEnv = process.env): PlacesPort {
  if (selectedProvider('places', env) === 'google-places') {
    return googlePlacesAdapter({ apiKey: googlePlacesKeySource({ env }) });
  }
  return embeddedPlacesAdapter({ store: createOsmPlaceStore(placesDataDir(env)), demoPlaces: demoPlacesOn(env) });
}

/** `DEMO_PLACES=1` (or `true`): the embedded adapter invents places where no real data lies. Off unless said. */
export function demoPlacesOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true'].includes((env.DEMO_PLACES ?? '').trim().toLowerCase());
}

let containerPlaces: PlacesPort | undefined;

/** The places port of this Lambda container (the key and the imported data are read once). */
export function defaultPlaces(): PlacesPort {
  containerPlaces ??= createPlacesPort();
  return containerPlaces;
}

/**
 * A place URL as the browser may use it: `data:` and absolute URLs as they are; our API-relative
 * photo paths (`/places/photo?...`) prefixed with the API's base URL (`https://<api>` in AWS,
 * `http://localhost:3000/api` locally), which the handler knows from its request.
 */
export function resolvePlaceUrl(url: string, apiBaseUrl: string): string {
  return url.startsWith('/') ? `${apiBaseUrl.replace(/\/$/, '')}${url}` : url;
}
