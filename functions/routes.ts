import type { HttpMethod, RouteAuth, RouteContract } from '../shared/api/contract';
import * as api from '../shared/api/contracts';

/**
 * The route manifest: the one list of every API function and route.
 *
 * The CDK Api stack iterates it to create one Lambda per function and one HTTP API route per
 * entry; the local runtime iterates it to mount the same handlers. Nothing else lists routes.
 * Paths use API Gateway syntax (`/places/{id}`); locally they are served under `/api`.
 */

export type { HttpMethod, RouteAuth } from '../shared/api/contract';

/** Whether the behaviour behind a route is built (`live`) or still answers 501 (`planned`). */
export type RouteStatus = 'live' | 'planned';

/** A route of the manifest: its contract (method, path, auth, schemas) plus what the manifest adds. */
export interface RouteDef {
  contract: RouteContract;
  method: HttpMethod;
  path: string;
  auth: RouteAuth;
  summary: string;
  status: RouteStatus;
  /** The issue that builds (or built) the route; shown in a planned route's 501 message and in docs/api.md. */
  issue?: number;
  /** The function name in the product specification this route stands for, if any. */
  specName?: string;
}

/** Access a function gets to the single table. */
export type TableGrant = 'none' | 'read' | 'readwrite';

/**
 * Cognito admin actions a function may call on the user pool: `admin` the accounts code's full set,
 * `read` look-ups only (AdminGetUser), `delete` look-up and AdminDeleteUser (account deletion).
 */
export type UserPoolGrant = 'none' | 'read' | 'delete' | 'admin';

/** External capabilities (ports) a function uses; decides its environment and IAM grants. */
export type ProviderName = 'places' | 'geocoding' | 'translate' | 'speech' | 'ai' | 'billing' | 'mail';

export interface FunctionDef {
  /** Lambda name suffix and folder name under `functions/`. */
  name: string;
  /** Handler entry, relative to the repository root; exports `handler`. */
  entry: string;
  routes: RouteDef[];
  table: TableGrant;
  userPool: UserPoolGrant;
  providers: ProviderName[];
  /**
   * Reports which adapter every port uses (GET /health) without using any: the function gets each
   * port's selection variable but none of the providers' secrets or permissions.
   */
  reportsProviders?: boolean;
  /**
   * Needs the keyed-hash secret of the one-time-code service (HMAC of emailed codes and reset
   * tokens): `CODE_HASH_KEY` locally, the Secrets Manager secret named by `CODE_HASH_KEY_SECRET` in AWS.
   */
  codeHashKey?: boolean;
  /**
   * Verifies billing webhooks: gets the webhook signing secret (`STRIPE_WEBHOOK_SECRET_SECRET` and
   * its read grant). The other billing functions get only the API secret key.
   */
  billingWebhookSecret?: boolean;
  /** Memory and timeout overrides; defaults live in the house construct. */
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** Functions that are not HTTP routes but run on a schedule. */
export interface ScheduledFunctionDef {
  name: string;
  entry: string;
  /** Rate in minutes (EventBridge `rate(N minutes)`, and the local runner's interval). */
  everyMinutes: number;
  table: TableGrant;
  summary: string;
}

const entry = (name: string) => `functions/${name}/handler.ts`;

const fn = (
  name: string,
  routes: RouteDef[],
  grants: Partial<Pick<FunctionDef, 'table' | 'userPool' | 'providers' | 'reportsProviders' | 'codeHashKey' | 'billingWebhookSecret' | 'memoryMb' | 'timeoutSeconds'>> = {},
): FunctionDef => ({
  name,
  entry: entry(name),
  routes,
  table: grants.table ?? 'readwrite',
  userPool: grants.userPool ?? 'none',
  providers: grants.providers ?? [],
  ...(grants.reportsProviders ? { reportsProviders: true } : {}),
  ...(grants.codeHashKey ? { codeHashKey: true } : {}),
  ...(grants.billingWebhookSecret ? { billingWebhookSecret: true } : {}),
  ...(grants.memoryMb ? { memoryMb: grants.memoryMb } : {}),
  ...(grants.timeoutSeconds ? { timeoutSeconds: grants.timeoutSeconds } : {}),
});

type RouteMeta = Pick<RouteDef, 'issue' | 'specName'>;

const route = (status: RouteStatus, contract: RouteContract, meta: RouteMeta): RouteDef => ({
  contract,
  method: contract.method,
  path: contract.path,
  auth: contract.auth,
  summary: contract.summary,
  status,
  ...meta,
});

/** A built route: its handler implements the contract. */
const live = (contract: RouteContract, meta: RouteMeta = {}): RouteDef => route('live', contract, meta);
// A route whose issue has not landed is `route('planned', contract, meta)`: it answers 501 after the
// auth check. No route is planned since issue 12 made the last ones live.

export const functions: FunctionDef[] = [
  fn('health', [live(api.getHealth)], { table: 'read', reportsProviders: true }),

  // Accounts (issue 3). Codes are the product's own; Cognito holds identities.
  fn('auth-signup', [
    live(api.requestSignupCode, { issue: 3, specName: 'send-signup-otp' }),
    live(api.verifySignup, { issue: 3, specName: 'verify-signup-otp' }),
  ], { userPool: 'admin', providers: ['mail'], codeHashKey: true }),
  fn('auth-email-verification', [
    live(api.requestEmailVerificationCode, { issue: 3, specName: 'send-welcome-email' }),
    live(api.verifyEmail, { issue: 3, specName: 'verify-email-code' }),
  ], { userPool: 'admin', providers: ['mail'], codeHashKey: true }),
  fn('auth-password-reset', [
    live(api.requestPasswordResetCode, { issue: 3, specName: 'send-forgot-password-email' }),
    live(api.verifyPasswordResetCode, { issue: 3, specName: 'verify-forgot-password-otp' }),
    live(api.completePasswordReset, { issue: 3, specName: 'update-password-secure' }),
    live(api.requestSecurityCode, { issue: 3 }),
    live(api.verifySecurityCode, { issue: 3, specName: 'verify-otp' }),
    live(api.completeSecurityReset, { issue: 3, specName: 'update-password-after-security-verification' }),
  ], { userPool: 'admin', providers: ['mail'], codeHashKey: true }),
  fn('auth-email-change', [
    live(api.requestEmailChangeCode, { issue: 3, specName: 'change-email-send-otp' }),
    live(api.verifyEmailChange, { issue: 3, specName: 'verify-email-change-otp' }),
  ], { userPool: 'admin', providers: ['mail'], codeHashKey: true }),
  fn('auth-password-change', [live(api.changePassword, { issue: 3 })], { userPool: 'admin' }),

  // Profile: read and update the caller's own profile. A rename also changes the Cognito sign-in
  // alias (preferred_username), hence the user-pool grant.
  fn('profile', [live(api.getProfile), live(api.updateProfile)], { userPool: 'admin' }),
  // Diner profiles, "People I eat with" (issue 20, product-rules §14.3): the table only.
  fn('diner-profiles', [
    live(api.listDinerProfiles, { issue: 20 }),
    live(api.createDinerProfile, { issue: 20 }),
    live(api.updateDinerProfile, { issue: 20 }),
    live(api.deleteDinerProfile, { issue: 20 }),
  ]),

  // Your data (issue 20, product-rules §14.2). The export only reads (the email from Cognito); the
  // deletion removes the user's items, cancels the subscription (billing) and deletes the Cognito user.
  fn('account-export', [live(api.exportAccountData, { issue: 20 })], { table: 'read', userPool: 'read' }),
  fn('account-delete', [live(api.deleteAccount, { issue: 20 })], { userPool: 'delete', providers: ['billing'], timeoutSeconds: 27 }),

  // Search (issue 4).
  fn('geocode', [live(api.geocode, { issue: 4, specName: 'secure-geocoding' })], { table: 'none', providers: ['geocoding'] }),
  fn('locations-autocomplete', [live(api.autocompleteLocations, { issue: 4, specName: 'autocomplete-locations' })], {
    table: 'none',
    providers: ['geocoding'],
  }),
  fn('search-translate', [live(api.translateSearch, { issue: 4, specName: 'detect-and-translate' })], { table: 'none', providers: ['translate'] }),
  fn('speech-transcribe', [
    live(api.getSpeechStatus, { issue: 4 }),
    live(api.transcribeSpeech, { issue: 4, specName: 'voice-to-text' }),
  ], { table: 'none', providers: ['speech'], timeoutSeconds: 30 }),
  fn('places-search', [live(api.searchPlaces, { issue: 4, specName: 'google-places-search' })], { providers: ['places'], timeoutSeconds: 15 }),
  fn('places-details', [
    live(api.getPlaceDetails, { issue: 4, specName: 'google-places-details' }),
    live(api.getPlacePhoto, { issue: 4 }),
    live(api.getPlaceIllustration, { issue: 4 }),
  ], { providers: ['places'], timeoutSeconds: 15 }),

  // Saving, tags, history, usage, comparisons, feedback (issue 11, except what search needed).
  // The saved and tagged lists scan each restaurant of a page again against the caller's profile (places port).
  fn('saved', [
    live(api.listSaved, { issue: 11 }),
    live(api.listSavedIds, { issue: 11 }),
    live(api.saveRestaurant, { issue: 11 }),
    live(api.unsaveRestaurant, { issue: 11 }),
  ], { providers: ['places'], timeoutSeconds: 15 }),
  fn('tags', [
    live(api.listTags, { issue: 11 }),
    live(api.createTag, { issue: 11 }),
    live(api.deleteTag, { issue: 11 }),
    live(api.listTagged, { issue: 11 }),
    live(api.listTagLinks, { issue: 11 }),
    live(api.tagRestaurant, { issue: 11 }),
    live(api.untagRestaurant, { issue: 11 }),
  ], { providers: ['places'], timeoutSeconds: 15 }),
  fn('history', [
    live(api.listRestaurantHistory, { issue: 11 }),
    live(api.recordRestaurantHistory, { issue: 4 }),
    live(api.updateRestaurantHistory, { issue: 11 }),
    live(api.clearRestaurantHistory, { issue: 11 }),
    live(api.listSearchHistory, { issue: 11 }),
    live(api.updateSearchHistory, { issue: 11 }),
    live(api.clearSearchHistory, { issue: 11 }),
  ]),
  fn('comparisons', [
    live(api.listComparisons, { issue: 11 }),
    live(api.recordComparison, { issue: 11 }),
    live(api.updateComparison, { issue: 11 }),
    live(api.deleteComparison, { issue: 11 }),
  ]),
  fn('usage', [live(api.getUsage, { issue: 4 })], { table: 'read' }),
  // Public: visitors send feedback too. The code-hash key salts the visitor key (a keyed hash of the client address).
  fn('feedback', [live(api.sendFeedback, { issue: 11 })], { codeHashKey: true }),
  // "This verdict is wrong" (product-rules §16): signed in; counts the daily allowance and stores the report.
  fn('verdict-reports', [live(api.sendVerdictReport, { issue: 20 })]),

  // Menus and reviews (AI).
  // Generation reads the place (places) and runs the AI within a budget; the timeout stays under
  // API Gateway's 30 s so a late answer still lands.
  fn('menus-generate', [live(api.generateMenu, { issue: 12, specName: 'generate-ai-menu' })], {
    providers: ['places', 'ai'],
    timeoutSeconds: 27,
    memoryMb: 512,
  }),
  fn('menus-history', [live(api.listMenus, { issue: 12 })], { table: 'read' }),
  // Reads the place's reviews itself; counts the caller's daily AI allowance (usage item): read-write.
  fn('reviews-analyze', [live(api.analyzeReviews, { issue: 12, specName: 'analyze-restaurant-reviews' })], {
    table: 'readwrite',
    providers: ['places', 'ai'],
    timeoutSeconds: 27,
  }),

  // Billing.
  // Billing (issue 10): checkout claims the user's one customer and stores its id (read-write); the
  // portal only reads it; the webhook stores the subscription and its event ids. The subscription
  // read needs no provider: it reads what the webhook stored.
  fn('billing-subscription', [live(api.getSubscription, { issue: 3, specName: 'check-subscription' })], { table: 'read' }),
  fn('billing-checkout', [live(api.createCheckout, { issue: 10, specName: 'Stripe-checkout-pages' })], { providers: ['billing'] }),
  fn('billing-portal', [live(api.openPortal, { issue: 10, specName: 'customer-portal' })], { table: 'read', providers: ['billing'] }),
  fn('billing-webhook', [live(api.receiveBillingEvent, { issue: 10 })], { providers: ['billing'], billingWebhookSecret: true }),
];

export const scheduledFunctions: ScheduledFunctionDef[] = [
  {
    name: 'cleanup',
    entry: entry('cleanup'),
    everyMinutes: 60,
    table: 'readwrite',
    summary: 'Delete expired history items and reconcile counters',
  },
];

/**
 * Every route with its function, flattened: the manifest as one list. Only tests read it (the API
 * stack, the API doc, the HTTP API and the fuzz tests check every route); kept here so they all read
 * the same list.
 */
export const allRoutes = functions.flatMap((f) => f.routes.map((r) => ({ ...r, functionName: f.name, entry: f.entry })));
