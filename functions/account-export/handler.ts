import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultIdentity } from '../lib/identity/cognito-identity';
import { exportAccountData } from '../lib/services/account/account-export-service';

export const handler = createHttpHandler('account-export', {
  routes: [implement(api.exportAccountData, ({ auth }) => exportAccountData({ db: defaultDb(), identity: defaultIdentity }, auth))],
});
