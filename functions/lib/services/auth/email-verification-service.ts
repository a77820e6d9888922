import type { CodeSentResponse, SuccessResponse } from '../../../../shared/api/auth';
import type { AuthContext } from '../../caller';
import { accountLanguage, codeSent, sendAccountEmail } from './code-mail';
import { issueCode, verifyCode } from './code-service';
import type { AuthDeps } from './deps';
import { NoEmailError } from './errors';
import { withResponseFloor } from './response-floor';
import { currentAccount } from './signed-in-account';

/** /email-verification: a 5-digit code to the caller's current address; verifying marks it verified. */
export function requestEmailVerificationCode(deps: AuthDeps, caller: AuthContext): Promise<CodeSentResponse> {
  return withResponseFloor(deps.codeRequestFloorMs, async () => {
    const { email } = await currentAccount(deps, caller);
    if (!email) throw new NoEmailError();
    const language = await accountLanguage(deps, caller.userId);
    const issued = await issueCode(
      deps,
      { purpose: 'emailVerification', email, userId: caller.userId },
      { decoy: false, send: (code) => sendAccountEmail(deps, email, language, { kind: 'code', purpose: 'emailVerification', code }) },
    );
    return codeSent(issued);
  });
}

export async function verifyEmail(deps: AuthDeps, caller: AuthContext, code: string): Promise<SuccessResponse> {
  const { email } = await currentAccount(deps, caller);
  if (!email) throw new NoEmailError();
  await verifyCode(deps, { purpose: 'emailVerification', email, userId: caller.userId }, code);
  await deps.identity.setVerifiedEmail(caller.cognitoUsername, email);
  return { success: true, message: 'Email Verified' };
}
