import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { userRoute } from '../lib/http/route';
import { readSubscriptionStatus } from '../lib/services/subscription-service';

export const handler = createHttpHandler('billing-subscription', {
  routes: {
    'GET /billing/subscription': userRoute({}, ({ auth }) => readSubscriptionStatus(defaultDb(), auth.userId)),
  },
});
