/**
 * The tag filter of /search-results (product-rules §6.4): restaurants carrying any of the chosen tags. Applied
 * between the price level and the sort (the spec's order); with nothing chosen every result stays.
 */
export interface TagLink {
  restaurant_id: string;
  tag_ids: readonly string[];
}

/** restaurant id → the ids of its tags, from GET /me/tagged. */
export function tagIdsByRestaurant(items: readonly TagLink[]): Map<string, ReadonlySet<string>> {
  return new Map(items.map((item) => [item.restaurant_id, new Set(item.tag_ids)]));
}

export function matchesTagFilter(restaurantId: string, chosen: ReadonlySet<string>, tagsOf: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  if (chosen.size === 0) return true;
  const tags = tagsOf.get(restaurantId);
  if (!tags) return false;
  for (const id of chosen) if (tags.has(id)) return true;
  return false;
}

/** The chosen tags that still exist (a tag deleted elsewhere drops out of the filter). */
export function liveTagChoice(chosen: ReadonlySet<string>, existing: readonly { id: string }[]): Set<string> {
  const ids = new Set(existing.map((t) => t.id));
  return new Set([...chosen].filter((id) => ids.has(id)));
}
