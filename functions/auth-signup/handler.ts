import * as api from '../../shared/api/contracts';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultAuthDeps } from '../lib/services/auth/deps';
import { requestSignupCode, verifySignup } from '../lib/services/auth/signup-service';

export const handler = createHttpHandler('auth-signup', {
  routes: [
    implement(api.requestSignupCode, ({ body }) => requestSignupCode(defaultAuthDeps(), body)),
    implement(api.verifySignup, ({ body }) => verifySignup(defaultAuthDeps(), body)),
  ],
});
