/**
 * The route manifest: the one list of every API function and route.
 *
 * The CDK Api stack iterates it to create one Lambda per function and one HTTP API route per
 * entry; the local runtime iterates it to mount the same handlers. Nothing else lists routes.
 * Paths use API Gateway syntax (`/places/{id}`); locally they are served under `/api`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `user`: a valid Cognito access token is required (JWT authorizer). `public`: no authorizer. */
export type RouteAuth = 'user' | 'public';

/** Whether the behaviour behind a route is built (`live`) or still answers 501 (`planned`). */
export type RouteStatus = 'live' | 'planned';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  auth: RouteAuth;
  status: RouteStatus;
  /** The issue that builds a planned route; shown in its 501 message and in docs/api.md. */
  issue?: number;
  /** The function name in the product specification this route stands for, if any. */
  specName?: string;
  summary: string;
}

/** Access a function gets to the single table. */
export type TableGrant = 'none' | 'read' | 'readwrite';

/** Cognito admin actions a function may call on the user pool. */
export type UserPoolGrant = 'none' | 'admin';

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
  grants: Partial<Pick<FunctionDef, 'table' | 'userPool' | 'providers' | 'reportsProviders' | 'codeHashKey' | 'memoryMb' | 'timeoutSeconds'>> = {},
): FunctionDef => ({
  name,
  entry: entry(name),
  routes,
  table: grants.table ?? 'readwrite',
  userPool: grants.userPool ?? 'none',
  providers: grants.providers ?? [],
  ...(grants.reportsProviders ? { reportsProviders: true } : {}),
  ...(grants.codeHashKey ? { codeHashKey: true } : {}),
  ...(grants.memoryMb ? { memoryMb: grants.memoryMb } : {}),
  ...(grants.timeoutSeconds ? { timeoutSeconds: grants.timeoutSeconds } : {}),
});

const user = (method: HttpMethod, path: string, summary: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  method,
  path,
  auth: 'user',
  status: 'planned',
  summary,
  ...extra,
});

const open = (method: HttpMethod, path: string, summary: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  method,
  path,
  auth: 'public',
  status: 'planned',
  summary,
  ...extra,
});

export const functions: FunctionDef[] = [
  fn('health', [open('GET', '/health', 'Liveness and the adapter each port uses', { status: 'live' })], {
    table: 'read',
    reportsProviders: true,
  }),

  // Accounts (issue 3). Codes are the product's own; Cognito holds identities.
  fn('auth-signup', [
    open('POST', '/auth/signup/code', 'Email a 6-digit sign-up code', { status: 'live', issue: 3, specName: 'send-signup-otp' }),
    open('POST', '/auth/signup/verify', 'Verify the sign-up code and create the account', { status: 'live', issue: 3, specName: 'verify-signup-otp' }),
  ], { userPool: 'admin', providers: ['mail'], codeHashKey: true }),
  fn('auth-email-verification', [
    user('POST', '/auth/email-verification/code', 'Email a 5-digit verification code', { status: 'live', issue: 3, specName: 'send-welcome-email' }),
    user('POST', '/auth/email-verification/verify', 'Verify the 5-digit email code', { status: 'live', issue: 3, specName: 'verify-email-code' }),
  ], { userPool: 'admin', providers: ['mail'], codeHashKey: true }),
  fn('auth-password-reset', [
    open('POST', '/auth/password-reset/code', 'Email a 6-digit reset code', { status: 'live', issue: 3, specName: 'send-forgot-password-email' }),
    open('POST', '/auth/password-reset/verify', 'Verify the reset code, returning a reset token', { status: 'live', issue: 3, specName: 'verify-forgot-password-otp' }),
    open('POST', '/auth/password-reset/complete', 'Set a new password with a reset token', { status: 'live', issue: 3, specName: 'update-password-secure' }),
    open('POST', '/auth/security/code', 'Email a 6-digit security-flow code', { status: 'live', issue: 3 }),
    open('POST', '/auth/security/verify', 'Verify a security-flow code, returning a reset token', { status: 'live', issue: 3, specName: 'verify-otp' }),
    open('POST', '/auth/security/complete', 'Set a new password after security verification', { status: 'live', issue: 3, specName: 'update-password-after-security-verification' }),
  ], { userPool: 'admin', providers: ['mail'], codeHashKey: true }),
  fn('auth-email-change', [
    user('POST', '/auth/email-change/code', 'Email a 6-digit code to the new address', { status: 'live', issue: 3, specName: 'change-email-send-otp' }),
    user('POST', '/auth/email-change/verify', 'Verify the code and change the email', { status: 'live', issue: 3, specName: 'verify-email-change-otp' }),
  ], { userPool: 'admin', providers: ['mail'], codeHashKey: true }),
  fn('auth-password-change', [
    user('POST', '/auth/password/change', 'Change the password after checking the current one', { status: 'live', issue: 3 }),
  ], { table: 'none', userPool: 'admin' }),

  // Profile: read and update the caller's own profile. A rename also changes the Cognito sign-in
  // alias (preferred_username), hence the user-pool grant.
  fn('profile', [
    user('GET', '/me/profile', "The caller's profile", { status: 'live' }),
    user('PUT', '/me/profile', "Update the caller's profile", { status: 'live' }),
  ], { userPool: 'admin' }),

  // Search (issue 4).
  fn('geocode', [user('POST', '/geocode', 'Geocode a place name or reverse-geocode coordinates', { status: 'live', issue: 4, specName: 'secure-geocoding' })], {
    table: 'none',
    providers: ['geocoding'],
  }),
  fn('locations-autocomplete', [
    user('POST', '/locations/autocomplete', 'City and postal-code suggestions', { status: 'live', issue: 4, specName: 'autocomplete-locations' }),
  ], { table: 'none', providers: ['geocoding'] }),
  fn('search-translate', [
    user('POST', '/search/translate', 'Detect language, translate, extract dietary info', { status: 'live', issue: 4, specName: 'detect-and-translate' }),
  ], { table: 'none', providers: ['translate'] }),
  fn('speech-transcribe', [
    user('GET', '/speech/status', 'Whether voice input is available, and the recording limits', { status: 'live', issue: 4 }),
    user('POST', '/speech/transcribe', 'Transcribe a short voice recording (webm, ogg, mp4, wav)', { status: 'live', issue: 4, specName: 'voice-to-text' }),
  ], { table: 'none', providers: ['speech'], timeoutSeconds: 30 }),
  fn('places-search', [
    user('POST', '/places/search', 'Search restaurants near a point, with usage counted', { status: 'live', issue: 4, specName: 'google-places-search' }),
  ], { providers: ['places'], timeoutSeconds: 15 }),
  fn('places-details', [
    user('GET', '/places/{id}', 'Restaurant details', { status: 'live', issue: 4, specName: 'google-places-details' }),
    open('GET', '/places/photo', 'Photo proxy: redirects to a short-lived Google photo URL', { status: 'live', issue: 4 }),
    open('GET', '/places/illustration', 'Offline restaurant illustration (SVG) for places without photos', { status: 'live', issue: 4 }),
  ], { providers: ['places'], timeoutSeconds: 15 }),

  // Saving, tags, history, usage, comparisons, feedback (later issues).
  fn('saved', [
    user('GET', '/me/saved', 'Saved restaurants'),
    user('PUT', '/me/saved/{restaurantId}', 'Save a restaurant (plan limit enforced)'),
    user('DELETE', '/me/saved/{restaurantId}', 'Remove a saved restaurant'),
  ]),
  fn('tags', [
    user('GET', '/me/tags', 'Tags, ordered by name'),
    user('POST', '/me/tags', 'Create a tag (premium)'),
    user('DELETE', '/me/tags/{tagId}', 'Delete a tag'),
    user('GET', '/me/tagged', 'Tagged restaurants, newest first'),
    user('PUT', '/me/restaurants/{restaurantId}/tags/{tagId}', 'Tag a restaurant'),
    user('DELETE', '/me/restaurants/{restaurantId}/tags/{tagId}', 'Untag a restaurant'),
  ]),
  fn('history', [
    user('GET', '/me/history/restaurants', 'Restaurant history (viewed, compared)'),
    user('POST', '/me/history/restaurants', 'Record a viewed or compared restaurant', { status: 'live', issue: 4 }),
    user('PATCH', '/me/history/restaurants/{id}', 'Save or unsave a restaurant history item'),
    user('DELETE', '/me/history/restaurants', 'Delete all restaurant history'),
    user('GET', '/me/history/searches', 'Search history'),
    user('POST', '/me/history/searches', 'Record a search'),
    user('PATCH', '/me/history/searches/{id}', 'Save or unsave a search history item'),
    user('DELETE', '/me/history/searches', 'Delete all search history'),
  ]),
  fn('comparisons', [
    user('GET', '/me/comparisons', 'Comparison history (last day and saved)'),
    user('POST', '/me/comparisons', 'Record a comparison'),
    user('PATCH', '/me/comparisons/{id}', 'Save or unsave a comparison'),
    user('DELETE', '/me/comparisons/{id}', 'Delete a comparison'),
  ]),
  fn('usage', [user('GET', '/me/usage', "Today's searches, scrapes and feedback, plus saved and tag totals", { status: 'live', issue: 4 })], {
    table: 'read',
  }),
  fn('feedback', [open('POST', '/feedback', 'Send app feedback (3 per day; signed-in or not)')]),

  // Menus and reviews (AI).
  fn('menus-generate', [
    user('POST', '/menus/generate', 'Generate an AI menu (daily scrape quota)', { specName: 'generate-ai-menu' }),
  ], { providers: ['ai'], timeoutSeconds: 60, memoryMb: 512 }),
  fn('menus-history', [user('GET', '/me/menus', 'Menus generated in the last day')], { table: 'read' }),
  fn('reviews-analyze', [
    user('POST', '/reviews/analyze', 'AI review analysis (premium)', { specName: 'analyze-restaurant-reviews' }),
  ], { table: 'read', providers: ['ai'], timeoutSeconds: 60 }),

  // Billing.
  fn('billing-subscription', [
    user('GET', '/billing/subscription', 'Subscription status with tier normalisation', { status: 'live', issue: 3, specName: 'check-subscription' }),
  ], { table: 'read', providers: ['billing'] }),
  fn('billing-checkout', [
    user('POST', '/billing/checkout', 'Start a checkout for pro or premium', { specName: 'Stripe-checkout-pages' }),
  ], { providers: ['billing'] }),
  fn('billing-portal', [
    user('POST', '/billing/portal', 'Open the customer portal', { specName: 'customer-portal' }),
  ], { table: 'read', providers: ['billing'] }),
  fn('billing-webhook', [
    open('POST', '/billing/webhook', 'Billing events (signature-verified)'),
  ], { providers: ['billing'] }),
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

/** Every route with its function, flattened; handy for docs, the local router and tests. */
export const allRoutes = functions.flatMap((f) => f.routes.map((r) => ({ ...r, functionName: f.name, entry: f.entry })));
