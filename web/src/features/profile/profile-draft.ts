import { usernameSchema, type Profile } from '@shared/api/profile';
import { sameDietaryEntries } from '@shared/domain/dietary-presets';
import { severityOf } from '@shared/domain/allergy-severity';

/** What the form edits: the profile as the page will send it. */
export type ProfileDraft = Profile;

export function isDraftDirty(draft: ProfileDraft, saved: Profile): boolean {
  return (
    draft.username.trim() !== saved.username ||
    draft.distance_unit !== saved.distance_unit ||
    draft.language !== saved.language ||
    !sameDietaryEntries(draft.dietary_preferences, saved.dietary_preferences) ||
    !sameDietaryEntries(draft.allergies, saved.allergies) ||
    draft.allergies.some((allergy) => severityOf(draft.allergy_severities, allergy) !== severityOf(saved.allergy_severities, allergy))
  );
}

/**
 * The translation key of the first problem with a username, or null. The rule itself is the
 * shared `usernameSchema` (the server's); only its messages are mapped to translations here.
 */
export function usernameProblemKey(username: string): string | null {
  if (username.trim() === '') return 'errors.usernameRequired';
  const result = usernameSchema.safeParse(username);
  if (result.success) return null;
  switch (result.error.issues[0]?.code) {
    case 'too_small':
      return 'errors.usernameTooShort';
    case 'too_big':
      return 'errors.usernameTooLong';
    default:
      return 'errors.usernameCharacters';
  }
}
