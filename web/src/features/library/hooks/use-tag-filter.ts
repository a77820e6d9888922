import { useMemo } from 'react';
import { liveTagChoice, matchesTagFilter, tagIdsByRestaurant } from '../tag-filter';
import { useTagLinks, useTags } from './use-tags';

/**
 * /search-results' tag filter: the user's tags (empty for plans without tags or when the silent
 * read fails), the chosen ones that still exist, and the predicate for a result. The page keeps
 * `picked` (with its sort and page) so Back from a restaurant restores it.
 */
export function useTagFilter(picked: readonly string[]) {
  const data = useTags().data;
  const tags = useMemo(() => data?.tags ?? [], [data]);
  const tagged = useTagLinks().data?.items;
  const chosen = useMemo(() => liveTagChoice(new Set(picked), tags), [picked, tags]);
  const tagsOf = useMemo(() => tagIdsByRestaurant(tagged ?? []), [tagged]);
  const keep = useMemo(() => (restaurantId: string) => matchesTagFilter(restaurantId, chosen, tagsOf), [chosen, tagsOf]);
  return { tags, chosen, keep };
}
