import { signupCodeRequestSchema, signupVerifyRequestSchema } from '../../shared/api/auth';
import { createHttpHandler } from '../lib/http/http-handler';
import { publicRoute } from '../lib/http/route';
import { defaultAuthDeps } from '../lib/services/auth/deps';
import { requestSignupCode, verifySignup } from '../lib/services/auth/signup-service';

export const handler = createHttpHandler('auth-signup', {
  routes: {
    'POST /auth/signup/code': publicRoute({ body: signupCodeRequestSchema }, ({ body }) => requestSignupCode(defaultAuthDeps(), body)),
    'POST /auth/signup/verify': publicRoute({ body: signupVerifyRequestSchema }, ({ body }) => verifySignup(defaultAuthDeps(), body)),
  },
});
