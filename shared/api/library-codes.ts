/**
 * The library routes' error codes, in a module without schemas: the save and tag buttons read them on
 * pages that build no zod schema (docs/decisions.md, "Issue 19: the API contracts' schemas stay out of
 * the production web app"). `library.ts` re-exports them and documents each.
 */
export const LIBRARY_ERROR_CODES = {
  savedLimitReached: 'SAVED_LIMIT_REACHED',
  overSavedLimit: 'OVER_SAVED_LIMIT',
  tagsPremiumOnly: 'TAGS_PREMIUM_ONLY',
  tagNameTaken: 'TAG_NAME_TAKEN',
  tagNotFound: 'TAG_NOT_FOUND',
  tagLimitReached: 'TAG_LIMIT_REACHED',
  restaurantIdMismatch: 'RESTAURANT_ID_MISMATCH',
  restaurantCopyTooLarge: 'RESTAURANT_COPY_TOO_LARGE',
  invalidCursor: 'INVALID_CURSOR',
} as const;
