import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import * as history from '../lib/services/library/history-service';
import { recordRestaurantVisit } from '../lib/services/library/restaurant-history-service';

const deps = () => ({ db: defaultDb() });

/** /me/history: restaurants viewed or compared, and searches (recorded by POST /places/search). */
export const handler = createHttpHandler('history', {
  routes: [
    implement(api.recordRestaurantHistory, ({ auth, body }) => recordRestaurantVisit(deps(), auth, body)),
    implement(api.listRestaurantHistory, ({ auth }) => history.listRestaurants(deps(), auth)),
    implement(api.updateRestaurantHistory, ({ auth, params, body }) => history.saveRestaurantItem(deps(), auth, params.id, body.saved)),
    implement(api.clearRestaurantHistory, ({ auth }) => history.clearRestaurants(deps(), auth)),
    implement(api.listSearchHistory, ({ auth }) => history.listSearches(deps(), auth)),
    implement(api.updateSearchHistory, ({ auth, params, body }) => history.saveSearchItem(deps(), auth, params.id, body.saved)),
    implement(api.clearSearchHistory, ({ auth }) => history.clearSearches(deps(), auth)),
  ],
});
