import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultPlaces } from '../lib/providers/places/places';
import { apiBaseUrl } from '../lib/http/api-base-url';
import { searchDailyLimit } from '../lib/services/places/places-search-limit';
import { searchPlaces } from '../lib/services/places/places-search-service';

export const handler = createHttpHandler('places-search', {
  routes: [
    implement(api.searchPlaces, ({ auth, body, event, logger, metrics, signal }) =>
      searchPlaces({ db: defaultDb(), places: defaultPlaces(), searchLimit: searchDailyLimit(), apiBaseUrl: apiBaseUrl(event), logger, metrics, signal }, auth, body),
    ),
  ],
});
