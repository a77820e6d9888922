// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { ChefCardText } from '../../../../shared/domain/chef-card/chef-card-text';
import type { FlaggedDish } from './flagged-dishes';

/**
 * Who a flagged dish is flagged for, in the kitchen's words ("Anna, Ich"), shown beside the dish on the page,
 * the print and the image (product-rules §17.4); null when the card speaks for one person.
 */
export function dishPeople(dish: Pick<FlaggedDish, 'for'>, kitchen: Pick<ChefCardText, 'people' | 'meHeading'>): string | null {
  if (kitchen.people.length < 2) return null;
  return dish.for.map((name) => name ?? kitchen.meHeading).join(', ');
}
