import { defineRoute } from '../contract';
import { placeDetailsParamsSchema, placeDetailsQuerySchema, placesSearchRequestSchema } from '../places';
import { placesSearchResponseSchema, restaurantDetailSchema } from '../places-responses';

export const searchPlaces = defineRoute({
  method: 'POST',
  path: '/places/search',
  auth: 'user',
  summary: 'Search restaurants near a point, with usage counted',
  request: { body: placesSearchRequestSchema },
  response: placesSearchResponseSchema,
});

export const getPlaceDetails = defineRoute({
  method: 'GET',
  path: '/places/{id}',
  auth: 'user',
  summary: 'Restaurant details',
  request: { params: placeDetailsParamsSchema, query: placeDetailsQuerySchema },
  response: restaurantDetailSchema,
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
