import { defineRoute } from '../contract';
import { placeDetailsParamsSchema, placeDetailsQuerySchema, placesSearchRequestSchema } from '../places';

// Response schemas: TODO(issue 9, item 13) once the search response settles (relevance and scan changes).
export const searchPlaces = defineRoute({
  method: 'POST',
  path: '/places/search',
  auth: 'user',
  summary: 'Search restaurants near a point, with usage counted',
  request: { body: placesSearchRequestSchema },
});

export const getPlaceDetails = defineRoute({
  method: 'GET',
  path: '/places/{id}',
  auth: 'user',
  summary: 'Restaurant details',
  request: { params: placeDetailsParamsSchema, query: placeDetailsQuerySchema },
});

/** Public: <img> tags cannot send a bearer token. The URL's own signature is the check. */
export const getPlacePhoto = defineRoute({
  method: 'GET',
  path: '/places/photo',
  auth: 'public',
  summary: 'Photo proxy: redirects to a short-lived Google photo URL',
  produces: '302 redirect to the image',
});

export const getPlaceIllustration = defineRoute({
  method: 'GET',
  path: '/places/illustration',
  auth: 'public',
  summary: 'Offline restaurant illustration (SVG) for places without photos',
  produces: 'image/svg+xml',
});
