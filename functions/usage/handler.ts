import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { userRoute } from '../lib/http/route';
import { searchDailyLimit } from '../lib/services/places-search-limit';
import { readUsage } from '../lib/services/usage-service';

export const handler = createHttpHandler('usage', {
  routes: {
    'GET /me/usage': userRoute({}, ({ auth }) => readUsage({ db: defaultDb(), searchLimit: searchDailyLimit() }, auth)),
  },
});
