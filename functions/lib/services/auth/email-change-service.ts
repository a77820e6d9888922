import type { CodeSentResponse, SuccessResponse } from '../../../../shared/api/auth';
import { claimEmail, getEmailOwner, releaseEmail } from '../../data/email-repository';
import type { AuthContext } from '../../caller';
import { EmailInUseError } from '../../identity/port';
import { accountLanguage, codeSent, sendAccountEmail } from './code-mail';
import { issueCode, verifyCode } from './code-service';
import type { AuthDeps } from './deps';
import { InvalidCodeError, SameEmailError } from './errors';
import { withResponseFloor } from './response-floor';
import { currentAccount } from './signed-in-account';

/**
 * Email change: a 6-digit code to the new address, bound to the caller's account; verifying
 * moves the email claim, sets the new verified email in Cognito and signs out every session.
 * An address another account holds gets the same answer, and the "you already have an account"
 * notice instead of a code, so the caller learns nothing about it.
 */
export const EMAIL_CHANGED_MESSAGE = 'Email changed successfully! Please sign in with your new email.';

export function requestEmailChangeCode(deps: AuthDeps, caller: AuthContext, newEmail: string): Promise<CodeSentResponse> {
  return withResponseFloor(deps.codeRequestFloorMs, async () => {
    const account = await currentAccount(deps, caller);
    if (account.email === newEmail) throw new SameEmailError();
    const owner = await getEmailOwner(deps.db, newEmail);
    const takenByOther = owner !== undefined && owner.userId !== caller.userId;
    const language = await accountLanguage(deps, caller.userId);
    const issued = await issueCode(
      deps,
      { purpose: 'emailChange', email: newEmail, userId: caller.userId },
      {
        decoy: takenByOther,
        send: (code) =>
          sendAccountEmail(deps, newEmail, language, takenByOther ? { kind: 'accountExists' } : { kind: 'code', purpose: 'emailChange', code }),
      },
    );
    return codeSent(issued);
  });
}

export async function verifyEmailChange(deps: AuthDeps, caller: AuthContext, newEmail: string, otp: string): Promise<SuccessResponse> {
  const account = await currentAccount(deps, caller);
  if (account.email === newEmail) throw new SameEmailError();
  await verifyCode(deps, { purpose: 'emailChange', email: newEmail, userId: caller.userId }, otp);
  // Claim first: of two accounts racing for one address, only one gets past here.
  if (!(await claimEmail(deps.db, { email: newEmail, userId: caller.userId, username: account.cognitoUsername }, deps.now()))) {
    throw new InvalidCodeError('emailChange');
  }
  try {
    await deps.identity.setVerifiedEmail(account.cognitoUsername, newEmail);
  } catch (error) {
    await releaseEmail(deps.db, caller.userId, newEmail);
    if (error instanceof EmailInUseError) throw new InvalidCodeError('emailChange');
    throw error;
  }
  if (account.email) await releaseEmail(deps.db, caller.userId, account.email);
  await deps.identity.signOutEverywhere(account.cognitoUsername);
  return { success: true, message: EMAIL_CHANGED_MESSAGE };
}
