import * as api from '../../shared/api/contracts';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultAuthDeps } from '../lib/services/auth/deps';
import { completeReset, requestResetCode, verifyResetCode } from '../lib/services/auth/password-reset-service';

/** The reset flow (forgot password) and the security flow share their steps; the flow name keeps codes and tokens apart. */
export const handler = createHttpHandler('auth-password-reset', {
  routes: [
    implement(api.requestPasswordResetCode, ({ body }) => requestResetCode(defaultAuthDeps(), 'reset', body)),
    implement(api.verifyPasswordResetCode, ({ body }) => verifyResetCode(defaultAuthDeps(), 'reset', body)),
    implement(api.completePasswordReset, ({ body }) => completeReset(defaultAuthDeps(), 'reset', body)),
    implement(api.requestSecurityCode, ({ body }) => requestResetCode(defaultAuthDeps(), 'security', body)),
    implement(api.verifySecurityCode, ({ body }) => verifyResetCode(defaultAuthDeps(), 'security', body)),
    implement(api.completeSecurityReset, ({ body }) => completeReset(defaultAuthDeps(), 'security', body)),
  ],
});
