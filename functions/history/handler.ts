import { recordRestaurantHistoryRequestSchema } from '../../shared/api/history';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { userRoute } from '../lib/http/route';
import { recordRestaurantVisit } from '../lib/services/restaurant-history-service';

/** Recording a view is live (issue 4); the history lists and their changes are still planned (501). */
export const handler = createHttpHandler('history', {
  routes: {
    'POST /me/history/restaurants': userRoute({ body: recordRestaurantHistoryRequestSchema }, ({ auth, body }) =>
      recordRestaurantVisit({ db: defaultDb() }, auth, body),
    ),
  },
});
