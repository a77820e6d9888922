import { type Profile, PROFILE_DEFAULTS, type UpdateProfileRequest } from '../../../shared/api/profile';
import type { Db } from '../data/db';
import { getProfile, type StoredProfile, updateProfile } from '../data/profile-repository';
import { claimUsername, releaseUsername } from '../data/username-repository';
import type { AuthContext } from '../http/auth-context';
import { ConflictError } from '../http/errors';

/** The caller's profile; defaults (and the sign-in username) until the first save. */
export async function readProfile(db: Db, caller: AuthContext): Promise<Profile> {
  return withDefaults(await getProfile(db, caller.userId), caller);
}

/**
 * Applies the given fields. A new username is claimed first (409 USERNAME_TAKEN when another user
 * holds it) and the old one released only after the profile points at the new one, so a crash in
 * between leaves at worst an extra claim held by this user, never two users on one name.
 */
export async function changeProfile(db: Db, caller: AuthContext, changes: UpdateProfileRequest): Promise<Profile> {
  const current = withDefaults(await getProfile(db, caller.userId), caller);
  const renaming = changes.username !== undefined && changes.username !== current.username;
  if (renaming && !(await claimUsername(db, caller.userId, changes.username!))) {
    throw new ConflictError('USERNAME_TAKEN', 'This username is already taken.');
  }
  const saved = await updateProfile(db, caller.userId, changes);
  if (renaming && changes.username!.toLowerCase() !== current.username.toLowerCase()) {
    await releaseUsername(db, caller.userId, current.username);
  }
  return withDefaults(saved, caller);
}

function withDefaults(stored: StoredProfile | undefined, caller: AuthContext): Profile {
  return {
    username: stored?.username ?? caller.username,
    distance_unit: stored?.distance_unit ?? PROFILE_DEFAULTS.distance_unit,
    language: stored?.language ?? PROFILE_DEFAULTS.language,
    dietary_preferences: stored?.dietary_preferences ?? PROFILE_DEFAULTS.dietary_preferences,
    allergies: stored?.allergies ?? PROFILE_DEFAULTS.allergies,
  };
}
