import { useMemo, useState } from 'react';
import { liveTagChoice, matchesTagFilter, tagIdsByRestaurant } from '../tag-filter';
import { useTagLinks, useTags } from './use-tags';

/**
 * The state of /search-results' tag filter: the user's tags (empty for plans without tags or when
 * the silent read fails), the chosen ones, and the predicate for a result.
 */
export function useTagFilter() {
  const data = useTags().data;
  const tags = useMemo(() => data?.tags ?? [], [data]);
  const tagged = useTagLinks().data?.items;
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const chosen = useMemo(() => liveTagChoice(picked, tags), [picked, tags]);
  const tagsOf = useMemo(() => tagIdsByRestaurant(tagged ?? []), [tagged]);
  const keep = useMemo(() => (restaurantId: string) => matchesTagFilter(restaurantId, chosen, tagsOf), [chosen, tagsOf]);
  return { tags, chosen, setChosen: setPicked, keep };
}
