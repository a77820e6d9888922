// Relative on purpose: modules here are unit-tested under plain tsx, which knows no `@shared` alias.
import type { PlacesSearchRequest } from '../../../../shared/api/places';

/** Who the search is for (product-rules §14.4): the user and the ids of chosen diner profiles. */
export interface TableChoice {
  includeMe: boolean;
  dinerIds: string[];
}

export const ALONE: TableChoice = { includeMe: true, dinerIds: [] };

/**
 * The choice as the search request carries it: ids only, and only those of profiles the user still
 * keeps (`known`); nothing for a search for the user alone.
 */
export function tableRequest(choice: TableChoice, known: readonly string[]): Pick<PlacesSearchRequest, 'dinerIds' | 'includeMe'> {
  const dinerIds = choice.dinerIds.filter((id) => known.includes(id));
  if (dinerIds.length === 0) return {};
  return { dinerIds, includeMe: choice.includeMe };
}
