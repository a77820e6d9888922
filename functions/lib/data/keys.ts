import { type UtcDate, utcDate } from '../../../shared/domain/utc-dates';

/**
 * Every key of the single table is built here and nowhere else (never in handlers or services).
 * User-owned items live under `USER#<sub>`.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

export const SK_PREFIX = {
  dailyUsage: 'USAGE#',
  saved: 'SAVED#',
  tag: 'TAG#',
  /** A tag name's reservation (names are unique per user without regard to case); not `TAG#`, so the tags counter skips it. */
  tagName: 'TAGNAME#',
  /** A tagged restaurant (its copy and tag ids); not `TAG#` either. */
  tagged: 'TAGGED#',
  code: 'SLOT#',
  searchHistory: 'SEARCH#',
  restaurantHistory: 'RHIST#',
  comparison: 'CMP#',
  /** A generated menu (spec ai_generated_menus); the creation time follows, so a Query lists them in time order. */
  menu: 'MENU#',
  /** The newest menu of a restaurant in a language (cache look-up and "menu scraped"); not `MENU#`. */
  menuFor: 'MENUFOR#',
  /** A diner profile, "People I eat with" (product-rules §14.3); the diners counter counts these. */
  diner: 'DINER#',
} as const;

const userPk = (userId: string) => `USER#${userId}`;

export const keys = {
  profile: (userId: string): ItemKey => ({ pk: userPk(userId), sk: 'PROFILE' }),
  dailyUsage: (userId: string, date: UtcDate): ItemKey => ({ pk: userPk(userId), sk: `${SK_PREFIX.dailyUsage}${date}` }),
  userTotals: (userId: string): ItemKey => ({ pk: userPk(userId), sk: 'TOTALS' }),
  /** One saved restaurant (spec saved_restaurants): unique per user and restaurant. */
  saved: (userId: string, restaurantId: string): ItemKey => ({ pk: userPk(userId), sk: `${SK_PREFIX.saved}${restaurantId}` }),
  /** One tag of the user (spec user_tags). */
  tag: (userId: string, tagId: string): ItemKey => ({ pk: userPk(userId), sk: `${SK_PREFIX.tag}${tagId}` }),
  /** Claims a tag name for one tag; `nameKey` is the lower-cased name (shared/domain/tags.ts). */
  tagName: (userId: string, nameKey: string): ItemKey => ({ pk: userPk(userId), sk: `${SK_PREFIX.tagName}${nameKey}` }),
  /** One tagged restaurant (spec tagged_restaurants): its copy and tag ids, unique per user and restaurant. */
  tagged: (userId: string, restaurantId: string): ItemKey => ({ pk: userPk(userId), sk: `${SK_PREFIX.tagged}${restaurantId}` }),
  /** One diner profile of the user (product-rules §14.3). */
  dinerProfile: (userId: string, dinerId: string): ItemKey => ({ pk: userPk(userId), sk: `${SK_PREFIX.diner}${dinerId}` }),
  /** One search in the user's history; the ISO time first, so a Query lists them in time order. */
  searchHistory: (userId: string, createdAt: string, id: string): ItemKey => ({
    pk: userPk(userId),
    sk: `${SK_PREFIX.searchHistory}${createdAt}#${id}`,
  }),
  /** One restaurant in the user's history per action (viewed, compared): viewing again updates it. */
  restaurantHistory: (userId: string, historyId: string): ItemKey => ({ pk: userPk(userId), sk: `${SK_PREFIX.restaurantHistory}${historyId}` }),
  /** One comparison of the user, by the id its key hashes to (one item per user and comparison key). */
  comparison: (userId: string, comparisonId: string): ItemKey => ({ pk: userPk(userId), sk: `${SK_PREFIX.comparison}${comparisonId}` }),
  /** The user's last recorded comparison key: the one conditional write that decides whether to record. */
  lastComparison: (userId: string): ItemKey => ({ pk: userPk(userId), sk: 'LASTCOMPARISON' }),
  /** One generated menu of the user; the ISO creation time first, so a Query reads the last day's only. */
  menu: (userId: string, createdAt: string, menuId: string): ItemKey => ({ pk: userPk(userId), sk: `${SK_PREFIX.menu}${createdAt}#${menuId}` }),
  /** Points at the caller's newest menu for one restaurant in one language (a GetItem finds the cached menu). */
  menuFor: (userId: string, restaurantId: string, language: string): ItemKey => ({
    pk: userPk(userId),
    sk: `${SK_PREFIX.menuFor}${restaurantId}#${language}`,
  }),
  /** A visitor's (signed-out) daily usage, by the keyed hash of the client address. */
  /** One shard of the deployment's daily model-call counter (ai-budget-repository.ts): a partition of its own each. */
  aiBudgetShard: (date: UtcDate, shard: number): ItemKey => ({ pk: `AIBUDGET#${date}#${shard}`, sk: 'COUNT' }),
  visitorUsage: (visitorKey: string, date: UtcDate): ItemKey => ({ pk: `VISITOR#${visitorKey}`, sk: `${SK_PREFIX.dailyUsage}${date}` }),
  /** One feedback submission, in the partition of its UTC date (operators list a day with one Query). */
  feedback: (date: UtcDate, createdAt: string, id: string): ItemKey => ({ pk: `FEEDBACK#${date}`, sk: `${createdAt}#${id}` }),
  /** One verdict report (product-rules §16), in the partition of its UTC date, like feedback. */
  verdictReport: (date: UtcDate, createdAt: string, id: string): ItemKey => ({ pk: `VREPORT#${date}`, sk: `${createdAt}#${id}` }),
  /** The notes operators accepted for one place (product-rules §16.3): one item, read with the place. */
  placeNotes: (placeId: string): ItemKey => ({ pk: `PLACENOTES#${placeId}`, sk: 'NOTES' }),
  /** Password-change attempts of one user in the current window (see attempt-window.ts). */
  passwordChangeAttempts: (userId: string): ItemKey => ({ pk: userPk(userId), sk: 'ATTEMPTS#passwordChange' }),
  /** Usernames are unique case-insensitively: one claim item per lower-cased name. */
  username: (username: string): ItemKey => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'USERNAME' }),
  /** Account existence and email uniqueness: one claim item per lower-cased address. */
  email: (email: string): ItemKey => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  /**
   * The live emailed code of one address for one slot (a purpose, or a purpose bound to a user).
   * The address's hourly code counter shares the partition.
   */
  code: (email: string, slot: string): ItemKey => ({ pk: `CODE#${email.toLowerCase()}`, sk: `${SK_PREFIX.code}${slot}` }),
  /** Codes sent to one address in one clock hour (`YYYY-MM-DDTHH`, UTC). */
  codeHourlyCount: (email: string, hour: string): ItemKey => ({ pk: `CODE#${email.toLowerCase()}`, sk: `HOURLY#${hour}` }),
  /** A reset token, found by its keyed hash (the token itself is never stored). */
  resetToken: (tokenHash: string): ItemKey => ({ pk: `RESETTOKEN#${tokenHash}`, sk: 'RESETTOKEN' }),
  /** The user a billing provider customer belongs to (webhooks name customers, not users). */
  billingCustomer: (customerId: string): ItemKey => ({ pk: `BILLINGCUSTOMER#${customerId}`, sk: 'BILLINGCUSTOMER' }),
  /** A billing webhook event already taken for processing (replays find it and do nothing). */
  billingEvent: (eventId: string): ItemKey => ({ pk: `BILLINGEVENT#${eventId}`, sk: 'BILLINGEVENT' }),
  /** Read by GET /health only; never written. */
  healthProbe: (): ItemKey => ({ pk: 'HEALTH', sk: 'PROBE' }),
  userPartition: userPk,
} as const;

/** Partition of the expiry index (GSI2) holding everything that expires on one UTC date. */
export const expiryBucket = (date: UtcDate) => `EXPIRES#${date}`;

/**
 * GSI1 place of a signed-in user's feedback (`FEEDBACKBY#<sub>`): account deletion finds the user's
 * feedback with one Query and removes the person from it (product-rules §14.2).
 */
export const feedbackSenderIndex = (userId: string, createdAt: string, id: string) => ({ gsi1pk: `FEEDBACKBY#${userId}`, gsi1sk: `${createdAt}#${id}` });

/** GSI1 place of a signed-in user's verdict report (`VREPORTBY#<sub>`): found and made anonymous by account deletion (§14.2). */
export const verdictReportSenderIndex = (userId: string, createdAt: string, id: string) => ({ gsi1pk: `VREPORTBY#${userId}`, gsi1sk: `${createdAt}#${id}` });

/** GSI1 place of a live reset token (`RESETTOKENFOR#<sub>`): account deletion finds the user's tokens (§14.2). */
export const resetTokenOwnerIndex = (userId: string, tokenHash: string) => ({ gsi1pk: `RESETTOKENFOR#${userId}`, gsi1sk: tokenHash });

/** GSI2 partition listing every counter item, for reconciliation by the cleanup job. */
export const TOTALS_BUCKET = 'TOTALS';

/** Ten digits keep epoch seconds sortable as text until the year 2286. */
export const padEpoch = (seconds: number) => String(seconds).padStart(10, '0');

/**
 * The attributes that give an item an expiry: `expiresAt` (TTL, epoch seconds) plus its place in
 * the expiry index, so cleanup finds it by Query. Remove all three to make an item permanent.
 */
export function expiryAttributes(key: ItemKey, expiresAt: number) {
  return {
    expiresAt,
    gsi2pk: expiryBucket(utcDate(new Date(expiresAt * 1000))),
    gsi2sk: `${padEpoch(expiresAt)}#${key.pk}#${key.sk}`,
  };
}
