import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { recordRestaurantVisit } from '../lib/services/restaurant-history-service';

/** Recording a view is live (issue 4); the history lists and their changes are still planned (501). */
export const handler = createHttpHandler('history', {
  routes: [implement(api.recordRestaurantHistory, ({ auth, body }) => recordRestaurantVisit({ db: defaultDb() }, auth, body))],
});
