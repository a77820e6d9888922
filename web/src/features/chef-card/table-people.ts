// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { DinerProfile } from '../../../../shared/api/diner-profiles';
import type { Profile } from '../../../../shared/api/profile';
import { severityOf } from '../../../../shared/domain/allergy-severity';
import type { ChefCardPerson } from '../../../../shared/domain/chef-card/chef-card-text';

/** The user's own place in the card's choice of people (a diner profile is chosen by its id). */
export const ME = 'me';

type Restrictions = Pick<Profile, 'allergies' | 'dietary_preferences' | 'allergy_severities'>;

function personOf(restrictions: Restrictions, name?: string): ChefCardPerson {
  return {
    ...(name ? { name } : {}),
    allergies: restrictions.allergies.map((entry) => ({ entry, severity: severityOf(restrictions.allergy_severities, entry) })),
    diets: [...restrictions.dietary_preferences],
  };
}

/** The signed-in user alone (no name: the card says "me"). */
export function peopleFromProfile(profile: Restrictions): ChefCardPerson[] {
  return [personOf(profile)];
}

/**
 * The people the card speaks for (product-rules §17.1): the user ("me", without a name) when chosen, then each
 * chosen diner profile by its name, in the order of the user's list. Ids no longer in the list are ignored.
 */
export function tablePeople(profile: Restrictions | null, diners: readonly DinerProfile[], chosen: readonly string[]): ChefCardPerson[] {
  const mine = profile && chosen.includes(ME) ? [personOf(profile)] : [];
  return [...mine, ...diners.filter((diner) => chosen.includes(diner.id)).map((diner) => personOf(diner, diner.name))];
}

/** The choice after a person's box is ticked or cleared; the order follows the ticks, the card follows the list. */
export function toggledPerson(chosen: readonly string[], id: string, on: boolean): string[] {
  const without = chosen.filter((item) => item !== id);
  return on ? [...without, id] : without;
}
