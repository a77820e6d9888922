import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import {
  MENU_ERRORS,
  MENU_ITEMS_MAX,
  type CheckedLists,
  type GenerateMenuResponse,
  type MenuItem,
  type ScannedMenuItem,
} from '../../../../shared/api/menus';
import { type AllergenScanResult, scanRestaurant, type ScanProfile } from '../../../../shared/domain/allergen-scan/index';
import { CUISINE_LABELS } from '../../../../shared/domain/cuisines';
import { utcDate } from '../../../../shared/domain/utc-dates';
import { FALLBACK_LANGUAGE } from '../../../../shared/i18n/languages';
import { consumeDailyUsage, releaseDailyUsage } from '../../data/daily-usage-repository';
import type { Db } from '../../data/db';
import { findRecentMenu, putMenu, type StoredMenu } from '../../data/menu-repository';
import { getProfile } from '../../data/profile-repository';
import type { AuthContext } from '../../caller';
import { AnswerUndeliverableError, DomainError } from '../../errors';
import { AiUnavailableError } from '../../providers/ai/errors';
import { menuBasis } from '../../providers/ai/menu-basis';
import { embeddedMenuAi, type MenuAiPort } from '../../providers/ai/menu-ai';
import { noMetrics, type MetricsPort } from '../../observability/metrics-port';
import { takeAiCall } from '../ai-budget/ai-budget-service';
import type { EstimatedMenuItem } from '../../providers/ai/port';
import type { PlaceDetails, PlacesPort } from '../../providers/places/port';
import { currencyOfAddress } from './menu-currency';
import { assertPlaceId, readPlaceOrNotFound } from '../places/place-reader';
import { scanListsFor } from '../places/scan-lists-service';
import { seatTable, tableMembers, type TableSeat } from '../places/table-service';
import { dishMarkLevel, type DishMark } from '../../../../shared/domain/table';
import { assertNotOverSavedLimit, callerPlanAndTotals } from '../billing/plan-service';
import * as clock from '../../clock';

/**
 * POST /menus/generate (product-rules §8.1 generate-ai-menu, ai_generated_menus; product-rules §2.1
 * scrape limits).
 *
 * A menu the caller generated for the same restaurant (and language) in the last day is returned
 * with `cached: true` and costs nothing. The cache is per user and restaurant, not shared between
 * users: the quota, Regenerate and the history are each user's own, and no answer ever carries
 * what another user's request produced (docs/decisions: menu cache).
 *
 * Otherwise, in this order: refused while over the saved limit (product-rules §2.3); one scrape of the day's
 * quota taken by a single conditional write (5 free, 15 pro, unlimited premium: exact under
 * concurrency); the place read from the places port (404 as GET /places/{id}); the generator run
 * within a time budget, with the place's currency where its address names the country; the menu
 * stored for a day. Any failure after the scrape was taken, and an
 * empty menu, gives the scrape back (never below 0). Every item is scanned by the search's scanner
 * against the lists of the search it was opened from (`searchId`), else the caller's profile (product-rules §10.1).
 * With the model as generator, each generation first takes a call from the deployment's daily AI
 * budget; past it the offline generator answers, with `aiBudgetReached` (product-rules §2.7).
 */
export interface MenuGenerationDeps {
  db: Db;
  places: PlacesPort;
  ai: MenuAiPort;
  /** Aborted once the answer cannot reach the caller: the scrape is given back. */
  signal?: AbortSignal;
  logger?: Pick<Logger, 'error' | 'warn' | 'info'>;
  metrics?: MetricsPort;
  now?: () => Date;
  /** The deployment's model calls a day; AI_DAILY_CALL_CAP unless a test sets another. */
  aiDailyCallCap?: number;
  /** Time the generator gets; MENU_GENERATION_BUDGET_MS unless a test sets another. */
  budgetMs?: number;
}

/**
 * The generator's time: the function's timeout (27 s) is inside API Gateway's 30 s, and the place
 * read before it and the write after it need a few seconds.
 */
export const MENU_GENERATION_BUDGET_MS = 21_000;

const nowOf = (deps: { now?: () => Date }) => deps.now?.() ?? clock.now();

export async function generateMenu(
  deps: MenuGenerationDeps,
  caller: AuthContext,
  request: { restaurantId: string; regenerate?: boolean; language?: string; searchId?: string },
): Promise<GenerateMenuResponse> {
  const now = nowOf(deps);
  assertPlaceId(request.restaurantId);
  const profile = getProfile(deps.db, caller.userId);
  const { scanProfile, scannedWith, lists, table } = await scanListsFor(deps.db, caller.userId, profile, request.searchId, now);
  const scan: MenuScan = {
    profile: scanProfile,
    // The search's table (§14.4): each dish is marked for each person at it.
    seats: await seatTable(deps.db, caller.userId, table),
    checkedLists: { scannedWith, allergies: [...lists.allergies], dietaryRestrictions: [...lists.dietaryRestrictions], avoid: [...(lists.avoid ?? [])], allergySeverities: { ...lists.allergySeverities } },
  };
  const language = request.language ?? (await profile)?.language ?? FALLBACK_LANGUAGE;

  if (!request.regenerate) {
    const cached = await findRecentMenu(deps.db, caller.userId, request.restaurantId, language, now);
    if (cached) return response(cached, scan, true);
  }

  const read = await callerPlanAndTotals(deps.db, caller.userId);
  await assertNotOverSavedLimit(deps.db, caller.userId, read, now);
  const date = utcDate(now);
  await takeScrape(deps.db, caller.userId, date, read.limits.dailyRestaurantScrapes);
  try {
    const place = await readPlaceOrNotFound(deps.places, request.restaurantId, language);
    const aiBudgetReached = await overAiBudget(deps, now);
    const generator = aiBudgetReached ? embeddedMenuAi : deps.ai;
    const estimated = await estimate({ ...deps, ai: generator }, place, language);
    if (deps.signal?.aborted) throw new AnswerUndeliverableError();
    const items = estimated.map(toMenuItem).filter((item): item is MenuItem => item !== null).slice(0, MENU_ITEMS_MAX);
    const menu = {
      id: randomUUID(),
      restaurant_id: place.id,
      restaurant_name: place.name,
      location: place.address ?? place.vicinity ?? 'Unknown location',
      language,
      menu_items: items,
      source: generator.id,
      cuisine_known: cuisineKnown(place),
    };
    const note = aiBudgetReached ? { aiBudgetReached } : {};
    if (items.length === 0) {
      // Nothing to show: the scrape is given back and nothing is stored (the page offers Try Again).
      await giveBack(deps, caller.userId, date);
      return { ...response({ ...menu, id: '', created_at: now.toISOString() }, scan, false), ...note };
    }
    return { ...response(await putMenu(deps.db, caller.userId, menu, now), scan, false), ...note };
  } catch (error) {
    await giveBack(deps, caller.userId, date);
    throw error;
  }
}

/** True when the model is the generator and the deployment's daily budget of model calls is used up (counted as a fallback). */
async function overAiBudget(deps: MenuGenerationDeps, now: Date): Promise<boolean> {
  if (deps.ai.id !== 'openai') return false;
  const metrics = deps.metrics ?? noMetrics;
  if (await takeAiCall({ db: deps.db, metrics, now: () => now, ...(deps.aiDailyCallCap === undefined ? {} : { cap: deps.aiDailyCallCap }) }, 'menu')) return false;
  metrics.count({ name: 'AiFallbacks', feature: 'menu' });
  deps.logger?.info('Daily AI budget used up: offline menu instead');
  return true;
}

async function takeScrape(db: Db, userId: string, date: string, limit: number): Promise<void> {
  await consumeDailyUsage(db, userId, date, 'scrapes', limit, { code: 'GENERATION_LIMIT', message: MENU_ERRORS.GENERATION_LIMIT });
}

async function giveBack(deps: MenuGenerationDeps, userId: string, date: string): Promise<void> {
  await releaseDailyUsage(deps.db, userId, date, 'scrapes').catch((error: unknown) =>
    deps.logger?.error('Could not give back a scrape', { error }),
  );
}


/**
 * Runs the generator within the budget (and the caller's signal). A generator that ignores the
 * signal is not waited for past it. Any failure becomes the spec's message: 504 when out of time,
 * 502 otherwise, with the cause in the log only.
 */
async function estimate(deps: MenuGenerationDeps, place: PlaceDetails, language: string): Promise<EstimatedMenuItem[]> {
  const budget = AbortSignal.timeout(deps.budgetMs ?? MENU_GENERATION_BUDGET_MS);
  const signal = deps.signal ? AbortSignal.any([deps.signal, budget]) : budget;
  const currency = currencyOfAddress(place.address);
  try {
    const items = await untilAborted(
      deps.ai.estimateMenu({
        restaurantId: place.id,
        restaurantName: place.name,
        cuisines: place.cuisines,
        cuisineType: [...place.cuisines.map((c) => CUISINE_LABELS[c]), ...place.cuisineTags].join(', ') || 'Restaurant',
        cuisineWords: place.cuisineTags,
        dietaryOptions: place.dietaryOptions,
        location: place.address ?? place.vicinity ?? 'Unknown location',
        ...(place.priceLevel ? { priceLevel: place.priceLevel } : {}),
        ...(currency ? { currency } : {}),
        language,
        signal,
      }),
      signal,
    );
    if (!Array.isArray(items)) throw new AiUnavailableError('malformed', 'The generator did not answer with a list.');
    return items;
  } catch (error) {
    if (deps.signal?.aborted) throw new AnswerUndeliverableError();
    const timedOut = budget.aborted || (error instanceof AiUnavailableError && error.reason === 'timeout');
    deps.logger?.error('Menu generation failed', { error, reason: error instanceof AiUnavailableError ? error.reason : 'failed' });
    throw new DomainError(timedOut ? 'provider-timeout' : 'provider-failed', 'GENERATION_FAILED', MENU_ERRORS.GENERATION_FAILED);
  }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new AiUnavailableError('timeout', 'Out of time before generating.'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AiUnavailableError('timeout', 'The generator ran out of time.'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The spec's generation item: ingredients comma-separated, price "N/A" when unknown; unusable items dropped. */
function toMenuItem(item: EstimatedMenuItem): MenuItem | null {
  const name = typeof item?.name === 'string' ? item.name.trim() : '';
  if (!name) return null;
  const ingredients = Array.isArray(item.ingredients) ? item.ingredients.filter((i) => typeof i === 'string' && i.trim()).map((i) => i.trim()) : [];
  const price = typeof item.price === 'string' && item.price.trim() ? item.price.trim() : 'N/A';
  const calories = typeof item.calories === 'number' && Number.isFinite(item.calories) && item.calories >= 0 ? Math.round(item.calories) : undefined;
  return { menu_item: name, ingredients: ingredients.join(', '), price, ...(calories !== undefined ? { calories } : {}) };
}

/** Whether anything about the place names a cuisine (else the dishes are general ones: product-rules §8.1). */
function cuisineKnown(place: PlaceDetails): boolean {
  return menuBasis({ restaurantName: place.name, cuisines: place.cuisines, cuisineWords: place.cuisineTags, dietaryOptions: place.dietaryOptions }).cuisines.length > 0;
}

/** The compiled lists the items are scanned with, and what they are (sent with the menu). */
interface MenuScan {
  profile: ScanProfile;
  seats: TableSeat[] | undefined;
  checkedLists: CheckedLists;
}

function response(menu: StoredMenu, scan: MenuScan, cached: boolean): GenerateMenuResponse {
  const menuItems = menu.menu_items.map((item): ScannedMenuItem => {
    const dish = { menuItems: [{ name: item.menu_item, ingredients: item.ingredients }] };
    const own = scanRestaurant(dish, scan.profile) as ScannedMenuItem['scan'];
    return { ...item, scan: own, ...(scan.seats ? { table: dishMarks(scan.seats, own, (profile) => scanRestaurant(dish, profile)) } : {}) };
  });
  return {
    menuId: menu.id,
    restaurantId: menu.restaurant_id,
    restaurantName: menu.restaurant_name,
    location: menu.location,
    menuItems,
    totalItemsGenerated: menuItems.length,
    cached,
    source: menu.source,
    cuisineKnown: menu.cuisine_known ?? true,
    created_at: menu.created_at,
    checkedLists: scan.checkedLists,
    ...(scan.seats ? { table: tableMembers(scan.seats) } : {}),
  };
}

/** Who at the table a dish conflicts with (product-rules §14.4): Me with the dish's own scan, each diner with theirs. */
function dishMarks(seats: readonly TableSeat[], own: AllergenScanResult, scanFor: (profile: ScanProfile) => AllergenScanResult): DishMark[] {
  return seats.flatMap(({ member, scanProfile }) => {
    const level = dishMarkLevel(scanProfile ? scanFor(scanProfile) : own);
    return level ? [{ ...member, level }] : [];
  });
}
