import { emailVerificationRequestSchema } from '../../shared/api/auth';
import { createHttpHandler } from '../lib/http/http-handler';
import { userRoute } from '../lib/http/route';
import { defaultAuthDeps } from '../lib/services/auth/deps';
import { requestEmailVerificationCode, verifyEmail } from '../lib/services/auth/email-verification-service';

export const handler = createHttpHandler('auth-email-verification', {
  routes: {
    'POST /auth/email-verification/code': userRoute({}, ({ auth }) => requestEmailVerificationCode(defaultAuthDeps(), auth)),
    'POST /auth/email-verification/verify': userRoute({ body: emailVerificationRequestSchema }, ({ auth, body }) =>
      verifyEmail(defaultAuthDeps(), auth, body.code),
    ),
  },
});
