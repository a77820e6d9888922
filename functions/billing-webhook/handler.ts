import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultBilling, readBillingConfig } from '../lib/providers/billing/billing';
import { rawBodyOf, stripeSignatureOf } from '../lib/http/billing-request';
import { receiveBillingEvent } from '../lib/services/billing/billing-webhook-service';

export const handler = createHttpHandler('billing-webhook', {
  routes: [
    implement(api.receiveBillingEvent, ({ event, logger, metrics }) =>
      receiveBillingEvent({ db: defaultDb(), billing: defaultBilling(), config: readBillingConfig(), logger, metrics }, rawBodyOf(event), stripeSignatureOf(event)),
    ),
  ],
});
