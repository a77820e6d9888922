import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { readSubscriptionStatus } from '../lib/services/billing/subscription-service';

export const handler = createHttpHandler('billing-subscription', {
  routes: [implement(api.getSubscription, ({ auth }) => readSubscriptionStatus(defaultDb(), auth.userId))],
});
