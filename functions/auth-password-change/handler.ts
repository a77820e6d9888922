import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultIdentity } from '../lib/identity/cognito-identity';
import { changePassword } from '../lib/services/auth/password-change-service';

export const handler = createHttpHandler('auth-password-change', {
  routes: [
    implement(api.changePassword, ({ auth, body }) =>
      changePassword({ db: defaultDb(), identity: defaultIdentity(), now: () => new Date() }, auth, body),
    ),
  ],
});
