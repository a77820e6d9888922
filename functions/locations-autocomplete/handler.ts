import * as api from '../../shared/api/contracts';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultGeocoding } from '../lib/providers/geocoding/geocoding';
import { autocompleteLocations } from '../lib/services/places/geocoding-service';

export const handler = createHttpHandler('locations-autocomplete', {
  routes: [implement(api.autocompleteLocations, ({ body }) => autocompleteLocations(defaultGeocoding(), body))],
});
