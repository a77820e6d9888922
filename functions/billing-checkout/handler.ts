import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultBilling, readBillingConfig } from '../lib/providers/billing/billing';
import { requestOrigin } from '../lib/http/billing-request';
import { startCheckout } from '../lib/services/billing/billing-service';

export const handler = createHttpHandler('billing-checkout', {
  routes: [
    implement(api.createCheckout, ({ auth, body, event, logger }) =>
      startCheckout({ db: defaultDb(), billing: defaultBilling(), config: readBillingConfig(), logger }, auth, body, requestOrigin(event)),
    ),
  ],
});
