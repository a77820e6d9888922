// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { Profile } from '../../../../shared/api/profile';
import { severityOf } from '../../../../shared/domain/allergy-severity';
import type { ChefCardPerson } from '../../../../shared/domain/chef-card/chef-card-text';

/**
 * The people the card speaks for. Today the signed-in user alone (no name: the card says "me"); diner
 * profiles will add the table's people here, each with a name (product-rules §17.1).
 */
export function peopleFromProfile(profile: Pick<Profile, 'allergies' | 'dietary_preferences' | 'allergy_severities'>): ChefCardPerson[] {
  return [
    {
      allergies: profile.allergies.map((entry) => ({ entry, severity: severityOf(profile.allergy_severities, entry) })),
      diets: [...profile.dietary_preferences],
    },
  ];
}
