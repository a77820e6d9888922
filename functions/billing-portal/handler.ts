import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultBilling, readBillingConfig } from '../lib/providers/billing/billing';
import { requestOrigin } from '../lib/http/billing-request';
import { openPortal } from '../lib/services/billing/billing-service';

export const handler = createHttpHandler('billing-portal', {
  routes: [
    implement(api.openPortal, ({ auth, event, logger }) =>
      openPortal({ db: defaultDb(), billing: defaultBilling(), config: readBillingConfig(), logger }, auth, requestOrigin(event)),
    ),
  ],
});
