import { autocompleteRequestSchema } from '../../shared/api/geocoding';
import { createHttpHandler } from '../lib/http/http-handler';
import { userRoute } from '../lib/http/route';
import { defaultGeocoding } from '../lib/providers/geocoding/geocoding';
import { autocompleteLocations } from '../lib/services/geocoding-service';

export const handler = createHttpHandler('locations-autocomplete', {
  routes: {
    'POST /locations/autocomplete': userRoute({ body: autocompleteRequestSchema }, ({ body }) => autocompleteLocations(defaultGeocoding(), body)),
  },
});
