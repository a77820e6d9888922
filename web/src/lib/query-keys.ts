/**
 * Every server-state query key of the web app, in one place. Each key starts with the entity and
 * carries the signed-in user's id, so two accounts in one tab never share a cache entry.
 */
export const queryKeys = {
  profile: (userId: string) => ['profile', userId] as const,
  usage: (userId: string) => ['usage', userId] as const,
  /** The email is part of the key: the stored subscription cache is kept per email (product-rules §2.6). */
  subscription: (userId: string, email: string | null) => ['subscription', userId, email] as const,
  /** The pages of GET /me/saved (each restaurant scanned against the current profile). */
  saved: (userId: string) => ['saved', userId] as const,
  /** GET /me/saved-ids: every saved id (the hearts). */
  savedIds: (userId: string) => ['savedIds', userId] as const,
  tags: (userId: string) => ['tags', userId] as const,
  /** The pages of GET /me/tagged. */
  tagged: (userId: string) => ['tagged', userId] as const,
  /** GET /me/tag-links: every tagged restaurant's tag ids (chips, the dialog, the results filter). */
  tagLinks: (userId: string) => ['tagLinks', userId] as const,
  history: (userId: string) => ['history', userId] as const,
  /** GET /diner-profiles: the people the user eats with (product-rules §14.3). */
  dinerProfiles: (userId: string) => ['dinerProfiles', userId] as const,
};
