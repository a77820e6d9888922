import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultPlaces } from '../lib/providers/places/places';
import { apiBaseUrl } from '../lib/services/places-api-base-url';
import { readPlaceDetails, redirectToPhoto, serveIllustration } from '../lib/services/places-details-service';

export const handler = createHttpHandler('places-details', {
  routes: [
    implement(api.getPlaceDetails, ({ auth, params, query, event }) =>
      readPlaceDetails({ db: defaultDb(), places: defaultPlaces(), apiBaseUrl: apiBaseUrl(event) }, auth, params.id, query),
    ),
    // Public: <img> tags cannot send a bearer token. The URL's own signature is the check.
    implement(api.getPlacePhoto, ({ event }) => redirectToPhoto(defaultPlaces(), event.queryStringParameters ?? {})),
    implement(api.getPlaceIllustration, async ({ event }) => serveIllustration(event.queryStringParameters ?? {})),
  ],
});
