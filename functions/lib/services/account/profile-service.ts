import { type Profile, PROFILE_DEFAULTS, type UpdateProfileRequest } from '../../../../shared/api/profile';
import { severitiesFor, severityOf } from '../../../../shared/domain/allergy-severity';
import type { Db } from '../../data/db';
import { getProfile, type StoredProfile, updateProfile } from '../../data/profile-repository';
import { claimUsername, releaseUsername } from '../../data/username-repository';
import type { AuthContext } from '../../caller';
import { DomainError } from '../../errors';
import { AccountNotFoundError, type IdentityPort, UsernameExistsError } from '../../identity/port';

export interface ProfileDeps {
  db: Db;
  /** Only needed for a rename (the sign-in name lives in Cognito too); reads never call it. */
  identity: () => IdentityPort;
}

/**
 * The caller's profile; defaults until the first save. The username is the stored one (written at
 * sign-up), never the token's: that is the immutable Cognito username, an opaque id.
 */
export async function readProfile(deps: Pick<ProfileDeps, 'db'>, caller: AuthContext): Promise<Profile> {
  return withDefaults(await getProfile(deps.db, caller.userId));
}

/**
 * Applies the given fields. A new username is claimed in the table first (409 USERNAME_TAKEN when
 * another user holds it), then set as the Cognito sign-in alias `preferred_username` (Cognito
 * refusing it, because another account still has it as an alias, releases the claim and is a 409
 * too), then saved in the profile; the old claim is released last. A crash in between leaves at
 * worst an extra claim held by this user, never two users on one name, and saving the new name
 * again completes the rename.
 */
export async function changeProfile(deps: ProfileDeps, caller: AuthContext, changes: UpdateProfileRequest): Promise<Profile> {
  const { db } = deps;
  const current = withDefaults(await getProfile(db, caller.userId));
  const newName = changes.username !== undefined && changes.username !== current.username ? changes.username : undefined;
  if (newName !== undefined) {
    if (!(await claimUsername(db, caller.userId, newName))) throw usernameTaken();
    try {
      await deps.identity().setPreferredUsername(caller.cognitoUsername, newName);
    } catch (error) {
      if (!sameName(newName, current.username)) await releaseUsername(db, caller.userId, newName);
      if (error instanceof UsernameExistsError) throw usernameTaken();
      // The account was deleted while this token is still unexpired (product-rules §14.2).
      if (error instanceof AccountNotFoundError) throw new DomainError('unauthenticated', 'UNAUTHORIZED', 'Please sign in to continue.');
      throw error;
    }
  }
  const saved = await updateProfile(db, caller.userId, withSeverities(changes, current));
  if (newName !== undefined && current.username && !sameName(newName, current.username)) {
    await releaseUsername(db, caller.userId, current.username);
  }
  return withDefaults(saved);
}

const usernameTaken = () => new DomainError('conflict', 'USERNAME_TAKEN', 'This username is already taken.');
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Allergies are stored with one severity each (product-rules §11.4): the one sent, else the stored
 * severity of an allergy still in the list (an old client sending only the list loses none), else `allergy`.
 */
function withSeverities(changes: UpdateProfileRequest, current: Profile): UpdateProfileRequest {
  if (changes.allergies === undefined) return changes;
  const sent = changes.allergy_severities;
  const severities = severitiesFor(changes.allergies, current.allergy_severities);
  if (sent) for (const allergy of changes.allergies) severities[allergy] = severityOf(sent, allergy, severities[allergy]);
  return { ...changes, allergy_severities: severities };
}

/** Sign-up always stores the username; only an account whose sign-up never finished has none (''). */
function withDefaults(stored: StoredProfile | undefined): Profile {
  return {
    username: stored?.username ?? '',
    distance_unit: stored?.distance_unit ?? PROFILE_DEFAULTS.distance_unit,
    language: stored?.language ?? PROFILE_DEFAULTS.language,
    dietary_preferences: stored?.dietary_preferences ?? PROFILE_DEFAULTS.dietary_preferences,
    allergies: stored?.allergies ?? PROFILE_DEFAULTS.allergies,
    // A profile stored before severities existed reads every allergy as an `allergy` (§11.4).
    allergy_severities: severitiesFor(stored?.allergies ?? PROFILE_DEFAULTS.allergies, stored?.allergy_severities),
  };
}
