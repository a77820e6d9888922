import { placeDetailsParamsSchema, placeDetailsQuerySchema } from '../../shared/api/places';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { publicRoute, userRoute } from '../lib/http/route';
import { defaultPlaces } from '../lib/providers/places/places';
import { apiBaseUrl } from '../lib/services/places-api-base-url';
import { readPlaceDetails, redirectToPhoto, serveIllustration } from '../lib/services/places-details-service';

export const handler = createHttpHandler('places-details', {
  routes: {
    'GET /places/{id}': userRoute({ params: placeDetailsParamsSchema, query: placeDetailsQuerySchema }, ({ auth, params, query, event }) =>
      readPlaceDetails({ db: defaultDb(), places: defaultPlaces(), apiBaseUrl: apiBaseUrl(event) }, auth, params.id, query),
    ),
    // Public: <img> tags cannot send a bearer token. The URL's own signature is the check.
    'GET /places/photo': publicRoute({}, ({ event }) => redirectToPhoto(defaultPlaces(), event.queryStringParameters ?? {})),
    'GET /places/illustration': publicRoute({}, async ({ event }) => serveIllustration(event.queryStringParameters ?? {})),
  },
});
