import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { HttpResult, RawResult, implement } from '../lib/http/route';
import { defaultPlaces } from '../lib/providers/places/places';
import { apiBaseUrl } from '../lib/http/api-base-url';
import { findIllustration, findPhotoUrl, readPlaceDetails } from '../lib/services/places/places-details-service';

/** Browsers cache the photo redirect briefly: Google's photo URLs are short-lived. */
export const PHOTO_CACHE_CONTROL = 'private, max-age=600';

/** Illustrations never change for a query; served from the API's origin, they get a CSP that runs nothing. */
const ILLUSTRATION_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

export const handler = createHttpHandler('places-details', {
  routes: [
    implement(api.getPlaceDetails, ({ auth, params, query, event }) =>
      readPlaceDetails({ db: defaultDb(), places: defaultPlaces(), apiBaseUrl: apiBaseUrl(event) }, auth, params.id, query),
    ),
    // Public: <img> tags cannot send a bearer token. The URL's own signature is the check.
    implement(api.getPlacePhoto, async ({ event }) => {
      const location = await findPhotoUrl(defaultPlaces(), event.queryStringParameters ?? {});
      return new HttpResult(302, {}, { location, 'cache-control': PHOTO_CACHE_CONTROL });
    }),
    implement(api.getPlaceIllustration, async ({ event }) => new RawResult(200, findIllustration(event.queryStringParameters ?? {}), ILLUSTRATION_HEADERS)),
  ],
});
