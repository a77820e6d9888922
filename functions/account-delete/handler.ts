import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultIdentity } from '../lib/identity/cognito-identity';
import { defaultBilling } from '../lib/providers/billing/billing';
import { deleteAccount } from '../lib/services/account/account-deletion-service';

export const handler = createHttpHandler('account-delete', {
  routes: [
    implement(api.deleteAccount, ({ auth, logger }) =>
      deleteAccount({ db: defaultDb(), identity: defaultIdentity, billing: defaultBilling, logger }, auth),
    ),
  ],
});
