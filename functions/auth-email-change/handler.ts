import { emailChangeCodeRequestSchema, emailChangeVerifyRequestSchema } from '../../shared/api/auth';
import { createHttpHandler } from '../lib/http/http-handler';
import { userRoute } from '../lib/http/route';
import { defaultAuthDeps } from '../lib/services/auth/deps';
import { requestEmailChangeCode, verifyEmailChange } from '../lib/services/auth/email-change-service';

export const handler = createHttpHandler('auth-email-change', {
  routes: {
    'POST /auth/email-change/code': userRoute({ body: emailChangeCodeRequestSchema }, ({ auth, body }) =>
      requestEmailChangeCode(defaultAuthDeps(), auth, body.newEmail),
    ),
    'POST /auth/email-change/verify': userRoute({ body: emailChangeVerifyRequestSchema }, ({ auth, body }) =>
      verifyEmailChange(defaultAuthDeps(), auth, body.newEmail, body.otp),
    ),
  },
});
