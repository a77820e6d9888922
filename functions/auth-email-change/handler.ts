import * as api from '../../shared/api/contracts';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultAuthDeps } from '../lib/services/auth/deps';
import { requestEmailChangeCode, verifyEmailChange } from '../lib/services/auth/email-change-service';

export const handler = createHttpHandler('auth-email-change', {
  routes: [
    implement(api.requestEmailChangeCode, ({ auth, body }) => requestEmailChangeCode(defaultAuthDeps(), auth, body.newEmail)),
    implement(api.verifyEmailChange, ({ auth, body }) => verifyEmailChange(defaultAuthDeps(), auth, body.newEmail, body.otp)),
  ],
});
