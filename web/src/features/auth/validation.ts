import { emailSchema } from '@shared/api/auth';
import { usernameSchema } from '@shared/api/profile';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@shared/domain/password-policy';

/**
 * Client-side checks with the shared rules, answering translation keys of the `auth` namespace
 * (the shared schemas carry English messages for the API; the pages show the user's language).
 */
export type MessageKey = string;

/** Values the validation messages interpolate, so the numbers follow the shared rules. */
export const MESSAGE_VALUES = { passwordMin: PASSWORD_MIN_LENGTH, usernameMin: usernameSchema.minLength ?? 3, usernameMax: usernameSchema.maxLength ?? 30 };

export function emailProblem(value: string): MessageKey | null {
  if (value.trim() === '') return 'validation.emailRequired';
  return emailSchema.safeParse(value).success ? null : 'validation.emailInvalid';
}

export function usernameProblem(value: string): MessageKey | null {
  if (value.trim() === '') return 'validation.usernameRequired';
  const parsed = usernameSchema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'too_small') return 'validation.usernameTooShort';
  if (issue?.code === 'too_big') return 'validation.usernameTooLong';
  return 'validation.usernameCharacters';
}

/** Length and common-password rules; `tooShortKey` picks the page's wording of the length rule. */
export function passwordRuleProblem(password: string, tooShortKey: MessageKey = 'validation.passwordTooShort'): MessageKey | null {
  const problem = passwordProblem(password);
  if (!problem) return null;
  return problem.code === 'PASSWORD_TOO_SHORT' ? tooShortKey : 'validation.passwordTooCommon';
}

/**
 * The new-password checks in the spec's order: empty, match, length (then common passwords).
 * Returns the first problem, with the field it belongs to.
 */
export function newPasswordProblem(
  password: string,
  confirmation: string,
  tooShortKey: MessageKey,
): { field: 'password' | 'confirmation'; key: MessageKey } | null {
  if (password === '') return { field: 'password', key: 'validation.newPasswordRequired' };
  if (password !== confirmation) return { field: 'confirmation', key: 'validation.passwordsMismatch' };
  const rule = passwordRuleProblem(password, tooShortKey);
  return rule ? { field: 'password', key: rule } : null;
}
