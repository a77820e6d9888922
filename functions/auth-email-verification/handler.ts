import * as api from '../../shared/api/contracts';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultAuthDeps } from '../lib/services/auth/deps';
import { requestEmailVerificationCode, verifyEmail } from '../lib/services/auth/email-verification-service';

export const handler = createHttpHandler('auth-email-verification', {
  routes: [
    implement(api.requestEmailVerificationCode, ({ auth }) => requestEmailVerificationCode(defaultAuthDeps(), auth)),
    implement(api.verifyEmail, ({ auth, body }) => verifyEmail(defaultAuthDeps(), auth, body.code)),
  ],
});
