import type { z } from 'zod';
import type {
  CodeSentResponse,
  passwordResetCodeRequestSchema,
  resetCompleteRequestSchema,
  resetCodeVerifyRequestSchema,
  ResetTokenResponse,
  SuccessResponse,
} from '../../../../shared/api/auth';
import { getEmailOwner } from '../../data/email-repository';
import { AccountNotFoundError } from '../../identity/port';
import { accountLanguage, codeSent, sendAccountEmail } from './code-mail';
import { issueCode, verifyCode } from './code-service';
import type { AuthDeps } from './deps';
import { InvalidCodeError, InvalidResetTokenError } from './errors';
import { issueResetToken, redeemResetToken, type ResetFlow } from './reset-token-service';
import { withResponseFloor } from './response-floor';

/**
 * Password reset (/reset-password → /forgot-password-otp → /new-password) and the security flow
 * (/otp-verification → /change-password): a code by email, a reset token for the verified code,
 * a new password with the token. Requests and verifies answer the same with or without an account:
 * without one, a decoy code is stored (same table work) and no mail goes out.
 */
type CodeRequest = z.output<typeof passwordResetCodeRequestSchema>;
type VerifyRequest = z.output<typeof resetCodeVerifyRequestSchema>;
type CompleteRequest = z.output<typeof resetCompleteRequestSchema>;

const VERIFIED_MESSAGE: Record<ResetFlow, string> = {
  reset: 'OTP verified! Please set your new password.',
  security: 'OTP verified! You can now change your password.',
};

const COMPLETED_MESSAGE: Record<ResetFlow, string> = {
  reset: 'Password reset successfully! You can now sign in.',
  security: 'Password updated successfully!',
};

export function requestResetCode(deps: AuthDeps, flow: ResetFlow, request: CodeRequest): Promise<CodeSentResponse> {
  return withResponseFloor(deps.codeRequestFloorMs, async () => {
    const owner = await getEmailOwner(deps.db, request.email);
    const language = await accountLanguage(deps, owner?.userId, request.language);
    const issued = await issueCode(
      deps,
      { purpose: flow, email: request.email },
      {
        decoy: owner === undefined,
        send: async (code) => {
          if (owner) await sendAccountEmail(deps, request.email, language, { kind: 'code', purpose: flow, code });
        },
      },
    );
    return codeSent(issued);
  });
}

export async function verifyResetCode(deps: AuthDeps, flow: ResetFlow, request: VerifyRequest): Promise<ResetTokenResponse> {
  await verifyCode(deps, { purpose: flow, email: request.email }, request.otp);
  const owner = await getEmailOwner(deps.db, request.email);
  // The account went away (or changed address) after the code was sent.
  if (!owner) throw new InvalidCodeError(flow);
  const resetToken = await issueResetToken(deps, { flow, email: request.email, userId: owner.userId, username: owner.username });
  return { success: true, resetToken, message: VERIFIED_MESSAGE[flow] };
}

/**
 * Sets the new password. Recovering an account also ends its other sessions (someone else may have
 * had it); that happens first, so a failure cannot leave a changed password with live sessions.
 */
export async function completeReset(deps: AuthDeps, flow: ResetFlow, request: CompleteRequest): Promise<SuccessResponse> {
  const grant = await redeemResetToken(deps, flow, request.email, request.resetToken);
  try {
    await deps.identity.signOutEverywhere(grant.username);
    await deps.identity.setPassword(grant.username, request.newPassword);
  } catch (error) {
    if (error instanceof AccountNotFoundError) throw new InvalidResetTokenError();
    throw error;
  }
  return { success: true, message: COMPLETED_MESSAGE[flow] };
}
