import type { CodeSentResponse } from '../../../../shared/api/auth';
import { FALLBACK_LANGUAGE, type Language } from '../../../../shared/i18n/languages';
import { getProfile } from '../../data/profile-repository';
import type { AuthDeps } from './deps';
import type { IssuedCode } from './code-service';
import { type AccountEmail, renderAccountEmail } from './emails/render';

/** What every code request answers, whatever happened behind it. */
export const CODE_SENT_MESSAGE = 'Verification code sent! Please check your email.';

export function codeSent(issued: IssuedCode): CodeSentResponse {
  return { success: true, message: CODE_SENT_MESSAGE, resendAfterSeconds: issued.resendAfterSeconds };
}

/** Profile id read when there is no account, so both paths do the same table work. */
const NO_ACCOUNT = '-';

/**
 * The language of an account's emails: its profile language, else the request's, else English.
 * The profile read happens with or without an account (see NO_ACCOUNT).
 */
export async function accountLanguage(deps: Pick<AuthDeps, 'db'>, userId: string | undefined, requested?: Language): Promise<Language> {
  const profile = await getProfile(deps.db, userId ?? NO_ACCOUNT);
  return (userId ? profile?.language : undefined) ?? requested ?? FALLBACK_LANGUAGE;
}

export async function sendAccountEmail(deps: Pick<AuthDeps, 'mail'>, to: string, language: Language, email: AccountEmail): Promise<void> {
  await deps.mail.send(renderAccountEmail(email, language, to));
}
