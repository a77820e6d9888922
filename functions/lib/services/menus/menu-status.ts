import type { Logger } from '@aws-lambda-powertools/logger';
import type { Db } from '../../data/db';
import { recentMenuRestaurantIds } from '../../data/menu-repository';

/**
 * The card's and detail page's "menu scraped" state (`hasMenuExtraction`, the spec's menu-scraped
 * sort): the ids of restaurants the caller has a menu for from the last day, read with one Query
 * per request (never one per place). The spec makes menu status reads silent: a failed read only
 * leaves the flags off.
 */
export function menuRestaurantIds(deps: { db: Db; logger?: Pick<Logger, 'error'> }, userId: string, now: Date): Promise<Set<string>> {
  return recentMenuRestaurantIds(deps.db, userId, now).catch((error: unknown) => {
    deps.logger?.error('Could not read the menus of the last day', { error });
    return new Set<string>();
  });
}
