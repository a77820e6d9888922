import { geocodeRequestSchema } from '../../shared/api/geocoding';
import { createHttpHandler } from '../lib/http/http-handler';
import { userRoute } from '../lib/http/route';
import { defaultGeocoding } from '../lib/providers/geocoding/geocoding';
import { geocode } from '../lib/services/geocoding-service';

export const handler = createHttpHandler('geocode', {
  routes: {
    'POST /geocode': userRoute({ body: geocodeRequestSchema }, ({ body }) => geocode(defaultGeocoding(), body)),
  },
});
