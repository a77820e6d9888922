// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { firstUnusedTagColor, QUICK_START_TAG_NAMES, tagNameKey, type TagColor } from '../../../../shared/domain/tags';

/** The colour preselected when creating a tag on /saved-list (product-rules §6.2): the first palette colour no tag uses. */
export function defaultTagColor(tags: readonly { color: string }[]): TagColor {
  return firstUnusedTagColor(tags.map((t) => t.color));
}

/** A quick-start tag's key in library.json `manage.quickStartNames` ("Date Night" → "dateNight"). */
export function quickStartKey(name: (typeof QUICK_START_TAG_NAMES)[number]): string {
  return name.charAt(0).toLowerCase() + name.slice(1).replace(/\s+/g, '');
}

/**
 * The quick-start names the user has no tag for yet (case does not matter), in the spec's order, each
 * as `nameOf` words it (the interface language's name: a German user gets "Date-Abend", not "Date Night").
 */
export function quickStartNames(tags: readonly { tag_name: string }[], nameOf: (name: (typeof QUICK_START_TAG_NAMES)[number]) => string = (name) => name): string[] {
  const taken = new Set(tags.map((t) => tagNameKey(t.tag_name)));
  return QUICK_START_TAG_NAMES.map(nameOf).filter((name) => !taken.has(tagNameKey(name)));
}

/** True when a tag with this name exists already, without regard to case (product-rules §6.2: duplicates refused). */
export function isDuplicateTagName(name: string, tags: readonly { tag_name: string }[]): boolean {
  const key = tagNameKey(name);
  return tags.some((t) => tagNameKey(t.tag_name) === key);
}

/** How many places carry the tag (they lose it when it is deleted). */
export function placesWithTag(links: readonly { tag_ids: readonly string[] }[], tagId: string): number {
  return links.filter((link) => link.tag_ids.includes(tagId)).length;
}
