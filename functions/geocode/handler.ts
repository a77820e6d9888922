import * as api from '../../shared/api/contracts';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultGeocoding } from '../lib/providers/geocoding/geocoding';
import { geocode } from '../lib/services/places/geocoding-service';

export const handler = createHttpHandler('geocode', {
  routes: [implement(api.geocode, ({ body }) => geocode(defaultGeocoding(), body))],
});
