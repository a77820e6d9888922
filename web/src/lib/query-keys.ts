/**
 * Every server-state query key of the web app, in one place. Each key starts with the entity and
 * carries the signed-in user's id, so two accounts in one tab never share a cache entry.
 */
export const queryKeys = {
  profile: (userId: string) => ['profile', userId] as const,
  usage: (userId: string) => ['usage', userId] as const,
  /** The email is part of the key: the stored subscription cache is kept per email (spec 001, section 9). */
  subscription: (userId: string, email: string | null) => ['subscription', userId, email] as const,
  saved: (userId: string) => ['saved', userId] as const,
  tags: (userId: string) => ['tags', userId] as const,
  tagged: (userId: string) => ['tagged', userId] as const,
  /** A restaurant's allergen scan against the user's current profile (GET /places/{id}). */
  placeScan: (userId: string, restaurantId: string) => ['placeScan', userId, restaurantId] as const,
  history: (userId: string) => ['history', userId] as const,
};
