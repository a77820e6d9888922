import { passwordResetCodeRequestSchema, resetCodeVerifyRequestSchema, resetCompleteRequestSchema } from '../../shared/api/auth';
import { createHttpHandler } from '../lib/http/http-handler';
import { publicRoute } from '../lib/http/route';
import { defaultAuthDeps } from '../lib/services/auth/deps';
import { completeReset, requestResetCode, verifyResetCode } from '../lib/services/auth/password-reset-service';

const code = { body: passwordResetCodeRequestSchema };
const verify = { body: resetCodeVerifyRequestSchema };
const complete = { body: resetCompleteRequestSchema };

export const handler = createHttpHandler('auth-password-reset', {
  routes: {
    'POST /auth/password-reset/code': publicRoute(code, ({ body }) => requestResetCode(defaultAuthDeps(), 'reset', body)),
    'POST /auth/password-reset/verify': publicRoute(verify, ({ body }) => verifyResetCode(defaultAuthDeps(), 'reset', body)),
    'POST /auth/password-reset/complete': publicRoute(complete, ({ body }) => completeReset(defaultAuthDeps(), 'reset', body)),
    'POST /auth/security/code': publicRoute(code, ({ body }) => requestResetCode(defaultAuthDeps(), 'security', body)),
    'POST /auth/security/verify': publicRoute(verify, ({ body }) => verifyResetCode(defaultAuthDeps(), 'security', body)),
    'POST /auth/security/complete': publicRoute(complete, ({ body }) => completeReset(defaultAuthDeps(), 'security', body)),
  },
});
