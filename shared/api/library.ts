import * as z from 'zod';
import { cleanTagName, isTagColor, TAG_MESSAGES, type TagColor, tagNameProblem } from '../domain/tags';
import { PLACE_ID_PATTERN } from './places';
import { allergenScanResultSchema, restaurantSchema } from './places-responses';

/**
 * Saved restaurants and tags (issue 11; product-rules §5.1 save toggle, tag dialog; product-rules §6.1 /saved-list).
 * Names in answers follow the spec's tables (restaurant_id, restaurant_data, tag_name, ...).
 *
 * Error codes (`error.code` of a non-2xx answer) the web maps to the spec's messages:
 * - SAVED_LIMIT_REACHED (429): the plan's maximum is used up; `savedLimitReachedMessage(n)`.
 * - OVER_SAVED_LIMIT (403): more saved than the plan allows (after a downgrade): saving is refused
 *   until some are removed; `overSavedLimitMessage(n)` in the plan service has the spec's text.
 * - TAGS_PREMIUM_ONLY (403): tags are a premium feature (every tag route).
 * - TAG_NAME_TAKEN (409), TAG_NOT_FOUND (404), TAG_LIMIT_REACHED (429),
 *   RESTAURANT_ID_MISMATCH (400), RESTAURANT_COPY_TOO_LARGE (413); VALIDATION_FAILED (400) as everywhere.
 * - INVALID_CURSOR (400): a page cursor that is not one the server issued to this caller for this list.
 */
export { LIBRARY_ERROR_CODES } from './library-codes';

/** product-rules §5.2: the save-limit toast; Pro is offered when the limit is 5, otherwise Premium. */
export function savedLimitReachedMessage(limit: number): string {
  return `Saved restaurants limit reached (${limit}). Upgrade to ${limit === 5 ? 'Pro' : 'Premium'} for more saves!`;
}

export const LIBRARY_MESSAGES = {
  tagsPremiumOnly: 'Tags are a Premium feature. Upgrade to Premium to tag restaurants.',
  tagNotFound: 'This tag does not exist.',
  tagLimitReached: 'You have reached the maximum number of tags. Delete a tag to create another.',
  restaurantIdMismatch: 'The restaurant in the body is not the one in the address.',
  restaurantCopyTooLarge: 'This restaurant is too large to store.',
  cursorMalformed: 'This page cursor is not valid. Load the list again from its first page.',
  cursorNotYours: 'This page cursor belongs to another list or account. Load the list again from its first page.',
} as const;

/**
 * The saved and tagged lists come in pages (Premium users may save hundreds): `limit` items, newest
 * first, and `nextCursor` to ask for the next page (null on the last one). A cursor is opaque.
 */
export const LIBRARY_PAGE_SIZE = { default: 12, max: 48 } as const;

export const libraryPageQuerySchema = z.strictObject({
  cursor: z
    .string()
    .max(512, { error: LIBRARY_MESSAGES.cursorMalformed })
    .regex(/^[A-Za-z0-9_-]+$/, { error: LIBRARY_MESSAGES.cursorMalformed })
    .optional(),
  limit: z.coerce
    .number({ error: `The page size must be a whole number from 1 to ${LIBRARY_PAGE_SIZE.max}.` })
    .int({ error: `The page size must be a whole number from 1 to ${LIBRARY_PAGE_SIZE.max}.` })
    .min(1, { error: `The page size must be a whole number from 1 to ${LIBRARY_PAGE_SIZE.max}.` })
    .max(LIBRARY_PAGE_SIZE.max, { error: `The page size must be a whole number from 1 to ${LIBRARY_PAGE_SIZE.max}.` })
    .default(LIBRARY_PAGE_SIZE.default),
});
export type LibraryPageQuery = z.input<typeof libraryPageQuerySchema>;
export type LibraryPageRequest = z.output<typeof libraryPageQuerySchema>;

const pageFields = {
  /** Pass as `cursor` for the next page; null when this page is the last. */
  nextCursor: z.string().nullable(),
  /** How many items the whole list has. */
  total: z.number().int().nonnegative(),
};

/**
 * The restaurant's allergen scan run again by the server against the caller's CURRENT profile (the
 * scanner and compiled profile of search); null when the place could not be read now (the stored
 * copy's scan is then all there is).
 */
const currentScanField = { current_scan: allergenScanResultSchema.nullable() };

/** Largest stored restaurant copy, in bytes of JSON (a DynamoDB item holds at most 400 KB). */
export const RESTAURANT_COPY_MAX_BYTES = 64 * 1024;

export const restaurantIdSchema = z.string().regex(PLACE_ID_PATTERN, { error: 'The restaurant id is not valid.' });
/** Tag ids are issued by the server (UUIDs); anything else cannot name a tag. */
export const tagIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'The tag id is not valid.' });

export const restaurantParamsSchema = z.object({ restaurantId: restaurantIdSchema });
export const tagParamsSchema = z.object({ tagId: tagIdSchema });
export const restaurantTagParamsSchema = z.object({ restaurantId: restaurantIdSchema, tagId: tagIdSchema });

/**
 * The restaurant copy a save or a tag stores: a search result as `POST /places/search` returns it.
 * The distance is optional so the detail page (which may have none) can save too; unknown fields
 * (the detail page's photos, reviews) are dropped.
 */
export const restaurantCopySchema = restaurantSchema.partial({ distance: true, distanceMeters: true });
export type RestaurantCopy = z.infer<typeof restaurantCopySchema>;

export const savedRestaurantSchema = z.object({
  restaurant_id: z.string(),
  restaurant_data: restaurantCopySchema,
  saved_at: z.string(),
});
export type SavedRestaurant = z.infer<typeof savedRestaurantSchema>;

/** GET /me/saved: one page, newest first, each with its scan against the caller's current profile. */
export const savedListItemSchema = savedRestaurantSchema.extend(currentScanField);
export type SavedListItem = z.infer<typeof savedListItemSchema>;
export const savedListResponseSchema = z.object({ items: z.array(savedListItemSchema), ...pageFields });
export type SavedListResponse = z.infer<typeof savedListResponseSchema>;

/** GET /me/saved-ids: every saved restaurant's id (the hearts on cards), newest first. */
export const savedIdsResponseSchema = z.object({ ids: z.array(z.string()) });
export type SavedIdsResponse = z.infer<typeof savedIdsResponseSchema>;

/** PUT /me/saved/{restaurantId}: `created` is false when it was saved already (nothing counted). */
export const saveResponseSchema = z.object({
  item: savedRestaurantSchema,
  created: z.boolean(),
  savedCount: z.number().int().nonnegative(),
});
export type SaveResponse = z.infer<typeof saveResponseSchema>;

/** DELETE /me/saved/{restaurantId}: `removed` is false when it was not saved (nothing counted). */
export const unsaveResponseSchema = z.object({ removed: z.boolean(), savedCount: z.number().int().nonnegative() });
export type UnsaveResponse = z.infer<typeof unsaveResponseSchema>;

export const tagSchema = z.object({
  id: z.string(),
  tag_name: z.string(),
  /** A palette colour, `#rrggbb`. */
  color: z.string(),
  created_at: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/** GET /me/tags: ordered by name (case-insensitive). */
export const tagListResponseSchema = z.object({ tags: z.array(tagSchema) });
export type TagListResponse = z.infer<typeof tagListResponseSchema>;

/** A palette colour is `#rrggbb`. */
const TAG_COLOR_MAX_CHARS = 7;

/** POST /me/tags. Without a colour the server takes the first palette colour no tag uses. */
export const createTagRequestSchema = z.strictObject({
  name: z
    .string({ error: TAG_MESSAGES.nameRequired })
    .max(1000, { error: TAG_MESSAGES.nameTooLong })
    .superRefine((name, ctx) => {
      const problem = tagNameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: TAG_MESSAGES[problem] });
    })
    .transform(cleanTagName),
  color: z
    .string()
    .max(TAG_COLOR_MAX_CHARS, { error: TAG_MESSAGES.colorNotInPalette })
    .refine(isTagColor, { error: TAG_MESSAGES.colorNotInPalette })
    .transform((c) => c.toLowerCase() as TagColor)
    .optional(),
});
export type CreateTagRequest = z.input<typeof createTagRequestSchema>;
export type CreateTagPayload = z.output<typeof createTagRequestSchema>;

/** DELETE /me/tags/{tagId}: the tag and its uses on tagged restaurants are gone. */
export const deleteTagResponseSchema = z.object({
  deleted: z.literal(true),
  /** Tagged restaurants the tag was removed from. */
  untaggedRestaurants: z.number().int().nonnegative(),
});
export type DeleteTagResponse = z.infer<typeof deleteTagResponseSchema>;

/** A tagged restaurant: its stored copy, its tags (by name) and when its tags last changed. */
export const taggedRestaurantSchema = z.object({
  restaurant_id: z.string(),
  restaurant_data: restaurantCopySchema,
  tag_ids: z.array(z.string()),
  tags: z.array(tagSchema),
  updated_at: z.string(),
});
export type TaggedRestaurant = z.infer<typeof taggedRestaurantSchema>;

/** GET /me/tagged: one page, newest first (by updated_at), each with its scan against the current profile. */
export const taggedListItemSchema = taggedRestaurantSchema.extend(currentScanField);
export type TaggedListItem = z.infer<typeof taggedListItemSchema>;
export const taggedListResponseSchema = z.object({ items: z.array(taggedListItemSchema), ...pageFields });
export type TaggedListResponse = z.infer<typeof taggedListResponseSchema>;

/** GET /me/tag-links: every tagged restaurant's live tag ids (chips, the dialog's ticks, the results filter). */
export const tagLinkSchema = z.object({ restaurant_id: z.string(), tag_ids: z.array(z.string()) });
export type TagLink = z.infer<typeof tagLinkSchema>;
export const tagLinksResponseSchema = z.object({ items: z.array(tagLinkSchema) });
export type TagLinksResponse = z.infer<typeof tagLinksResponseSchema>;

/** DELETE /me/restaurants/{restaurantId}/tags/{tagId}: `item` is null once the last tag is gone. */
export const untagResponseSchema = z.object({ removed: z.boolean(), item: taggedRestaurantSchema.nullable() });
export type UntagResponse = z.infer<typeof untagResponseSchema>;
