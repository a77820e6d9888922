import { defineRoute } from '../contract';
import { autocompleteRequestSchema, autocompleteResponseSchema, geocodeRequestSchema, geocodeResponseSchema } from '../geocoding';

export const geocode = defineRoute({
  method: 'POST',
  path: '/geocode',
  auth: 'user',
  summary: 'Geocode a place name or reverse-geocode coordinates',
  request: { body: geocodeRequestSchema },
  response: geocodeResponseSchema,
});

export const autocompleteLocations = defineRoute({
  method: 'POST',
  path: '/locations/autocomplete',
  auth: 'user',
  summary: 'City and postal-code suggestions',
  request: { body: autocompleteRequestSchema },
  response: autocompleteResponseSchema,
});
