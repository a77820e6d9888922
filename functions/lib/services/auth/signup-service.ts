import type { z } from 'zod';
import type { CodeSentResponse, signupCodeRequestSchema, signupVerifyRequestSchema, SignupVerifyResponse } from '../../../../shared/api/auth';
import { claimEmail, getEmailOwner } from '../../data/email-repository';
import { defaultDistanceUnit } from '../../../../shared/domain/default-distance-unit';
import { startProfile } from '../../data/profile-repository';
import { claimUsername, getUsernameOwner, releaseUsername } from '../../data/username-repository';
import { EmailInUseError, UsernameExistsError } from '../../identity/port';
import { codeSent, sendAccountEmail } from './code-mail';
import { issueCode, verifyCode } from './code-service';
import type { AuthDeps } from './deps';
import { InvalidCodeError, UsernameTakenError } from './errors';
import { withResponseFloor } from './response-floor';

/**
 * Sign-up: a 6-digit code to the address, then the verified code plus the user data creates the
 * account. An address that already has an account gets the same answer and, instead of a code, a
 * notice that it has an account (so the answer reveals nothing; only the owner learns more).
 * Usernames are public, so a taken one is said plainly (409).
 */
type SignupCode = z.output<typeof signupCodeRequestSchema>;
type SignupVerify = z.output<typeof signupVerifyRequestSchema>;

export const SIGNUP_SUCCESS_MESSAGE = 'Account created successfully! Welcome to the product!';

export function requestSignupCode(deps: AuthDeps, request: SignupCode): Promise<CodeSentResponse> {
  return withResponseFloor(deps.codeRequestFloorMs, async () => {
    await assertUsernameFree(deps, request.username);
    const owner = await getEmailOwner(deps.db, request.email);
    const issued = await issueCode(
      deps,
      { purpose: 'signup', email: request.email },
      {
        decoy: owner !== undefined,
        // The person signing up reads this, in the language they are signing up in.
        send: (code) =>
          sendAccountEmail(deps, request.email, request.language, owner ? { kind: 'accountExists' } : { kind: 'code', purpose: 'signup', code }),
      },
    );
    return codeSent(issued);
  });
}

/**
 * Creates the account: Cognito user (an opaque id as its Cognito username, confirmed, verified
 * email, permanent password, the chosen name as `preferred_username`), then the username and email
 * claims, then the profile, which holds the visible username. Without transactions, a failed claim
 * undoes the Cognito user, so a race never leaves two accounts on one name or address.
 */
export async function verifySignup(deps: AuthDeps, request: SignupVerify): Promise<SignupVerifyResponse> {
  const { email, username, password, language, region } = request;
  // Before the code is used up, so a taken name does not cost the user their code.
  await assertUsernameFree(deps, username);
  await verifyCode(deps, { purpose: 'signup', email }, request.code);
  if (await getEmailOwner(deps.db, email)) throw new InvalidCodeError('signup');

  let user;
  try {
    user = await deps.identity.createUser({ username, email, password, createdAt: deps.now() });
  } catch (error) {
    if (error instanceof UsernameExistsError) throw new UsernameTakenError();
    if (error instanceof EmailInUseError) throw new InvalidCodeError('signup');
    throw error;
  }
  if (!(await claimUsername(deps.db, user.userId, username))) {
    await deps.identity.deleteUser(user.cognitoUsername);
    throw new UsernameTakenError();
  }
  // The email claim keeps the immutable Cognito username, for the admin calls of the reset flow.
  if (!(await claimEmail(deps.db, { email, userId: user.userId, username: user.cognitoUsername }))) {
    await deps.identity.deleteUser(user.cognitoUsername);
    await releaseUsername(deps.db, user.userId, username);
    throw new InvalidCodeError('signup');
  }
  // The unit of the person's region (product-rules §14.1), unless the profile already has one.
  await startProfile(deps.db, user.userId, { username, language }, { distance_unit: defaultDistanceUnit(region) }, deps.now());
  return { success: true, autoLogin: true, username, message: SIGNUP_SUCCESS_MESSAGE };
}

async function assertUsernameFree(deps: Pick<AuthDeps, 'db'>, username: string): Promise<void> {
  if (await getUsernameOwner(deps.db, username)) throw new UsernameTakenError();
}
