/**
 * Password rules shared by the browser (instant feedback) and the server (enforcement; Cognito
 * locally does not enforce a policy). The spec asks for at least 6 characters; we also refuse the
 * passwords that top every leaked-password list, since a 6-character minimum alone lets them in.
 */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Password change checks the current password: at most 5 attempts (right or wrong) per user in a
 * 15-minute window that opens with the first; the 6th is refused without checking.
 */
export const PASSWORD_CHANGE_MAX_ATTEMPTS = 5;
export const PASSWORD_CHANGE_WINDOW_SECONDS = 15 * 60;

export type PasswordProblemCode = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_COMMON';

export interface PasswordProblem {
  code: PasswordProblemCode;
  message: string;
}

export const PASSWORD_MESSAGES: Record<PasswordProblemCode, string> = {
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  PASSWORD_TOO_COMMON: 'This password is too common. Please choose a less common password.',
};

/**
 * The most common passwords of 6 or more characters in public breach corpora (SecLists'
 * 10k-most-common and the NCSC top-100k heads), lower-cased. Comparison ignores case and
 * surrounding spaces.
 */
const COMMON_PASSWORDS = new Set(
  `123456 1234567 12345678 123456789 1234567890 12345678910 0123456789 654321 987654321 9876543210
   111111 222222 333333 444444 555555 666666 777777 888888 999999 000000 1111111 11111111 00000000
   121212 123123 123321 112233 123654 147258 159753 159357 147852 741852 753951 789456 456789 456123
   123abc abc123 abcdef abcdefg abcd1234 a12345 a123456 aa123456 qwe123 qwerty qwerty1 qwerty12
   qwerty123 qwertyuiop qwertz asdfgh asdfghjkl zxcvbn zxcvbnm 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx
   q1w2e3r4 q1w2e3 zaq12wsx password password1 password12 password123 passw0rd p@ssw0rd p@ssword
   pass123 pass1234 letmein letmein1 welcome welcome1 welcome123 iloveyou iloveyou1 iloveu trustno1
   sunshine princess dragon monkey football baseball basketball soccer hockey master shadow superman
   batman michael jennifer jordan23 charlie freedom whatever starwars hunter hunter2 ranger killer
   pokemon computer internet secret secret1 changeme default access flower cookie cheese chocolate
   summer winter spring autumn hello123 hello1 admin1 admin123 administrator root123 test123 test1234
   testing tester guest123 login user123 fuckyou fuckyou1 asshole 696969 mustang harley matrix
   maggie ginger buster thomas daniel andrew joshua george michelle jessica ashley amanda nicole
   loveme lovely love123 babygirl anthony robert matthew samsung google apple123 azerty 1password
   forksure forksure1 forksure123`
    .split(/\s+/)
    .filter((word) => word.length >= PASSWORD_MIN_LENGTH),
);

/** The first problem with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return { code: 'PASSWORD_TOO_SHORT', message: PASSWORD_MESSAGES.PASSWORD_TOO_SHORT };
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) {
    return { code: 'PASSWORD_TOO_COMMON', message: PASSWORD_MESSAGES.PASSWORD_TOO_COMMON };
  }
  return null;
}
