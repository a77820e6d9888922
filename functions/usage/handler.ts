import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { searchDailyLimit } from '../lib/services/places/places-search-limit';
import { readUsage } from '../lib/services/billing/usage-service';

export const handler = createHttpHandler('usage', {
  routes: [implement(api.getUsage, ({ auth }) => readUsage({ db: defaultDb(), searchLimit: searchDailyLimit() }, auth))],
});
