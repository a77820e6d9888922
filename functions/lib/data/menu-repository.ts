import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { MENU_RETENTION_DAYS, MENU_SOURCES, type MenuHistoryItem, type MenuItem, type MenuSource } from '../../../shared/api/menus';
import { addDays, epochSeconds } from '../../../shared/domain/utc-dates';
import { claim } from './conditional-writes';
import type { Db } from './db';
import { entity, storedObjects } from './entity';
import { getLiveItem, type Item, queryLiveItems, queryLivePrefix } from './expiry';
import { expiryAttributes, type ItemKey, keys, SK_PREFIX } from './keys';

/**
 * Generated menus (product-rules §8.1 ai_generated_menus): `USER#<sub>` / `MENU#<created_at ISO>#<id>`, one
 * item per generation, expiring 1 day after it was made (TTL plus the expiry index; the cleanup job
 * deletes them locally). The creation time in the key lets the history ask DynamoDB for the last
 * day's items only (a key range), so expired ones are never read, even before they are deleted;
 * the live filter stays as the rule every read keeps.
 *
 * Beside each, `USER#<sub>` / `MENUFOR#<restaurant id>#<language>` points at the newest menu of that
 * restaurant (small, expiring with it): the cache look-up is two GetItems and the "menu scraped"
 * flags one Query of small items, however many menus a premium user made that day.
 */
const menuEntity = entity(
  'menu',
  z.object({
    id: z.string(),
    user_id: z.string(),
    restaurant_id: z.string(),
    restaurant_name: z.string(),
    location: z.string(),
    language: z.string().default('en'),
    menu_items: storedObjects<MenuItem>().default([]),
    source: z.enum(MENU_SOURCES),
    cuisine_known: z.boolean().optional(),
    created_at: z.string(),
  }),
);
/** Points at the newest menu of one restaurant in one language (`menu_sk`: its sort key). */
const menuPointerEntity = entity('menuPointer', z.object({ restaurant_id: z.string(), menu_sk: z.string(), created_at: z.string() }));

export interface NewMenu {
  id: string;
  restaurant_id: string;
  restaurant_name: string;
  location: string;
  /** The language asked for: a cached menu is only reused for the same one. */
  language: string;
  menu_items: MenuItem[];
  source: MenuSource;
  /** False when the place's cuisine was unknown: the dishes are general ones. */
  cuisine_known: boolean;
}

export interface StoredMenu extends MenuHistoryItem {
  language: string;
}

export async function putMenu(db: Db, userId: string, menu: NewMenu, now: Date): Promise<StoredMenu> {
  const createdAt = now.toISOString();
  const key = keys.menu(userId, createdAt, menu.id);
  const expiresAt = epochSeconds(addDays(now, MENU_RETENTION_DAYS));
  const stored: StoredMenu = { ...menu, created_at: createdAt };
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      // A random id in the key: no condition needed against overwriting another menu.
      Item: menuEntity.item(key, { ...stored, user_id: userId }, expiryAttributes(key, expiresAt)),
    }),
  );
  await pointAt(db, userId, menu, key, createdAt, expiresAt);
  return stored;
}

/** Points the restaurant's pointer at this menu unless a newer one is already pointed at (one conditional write). */
async function pointAt(db: Db, userId: string, menu: NewMenu, menuKey: ItemKey, createdAt: string, expiresAt: number): Promise<void> {
  const key = keys.menuFor(userId, menu.restaurant_id, menu.language);
  await claim(db, menuPointerEntity.item(key, { restaurant_id: menu.restaurant_id, menu_sk: menuKey.sk, created_at: createdAt }, expiryAttributes(key, expiresAt)), {
    expression: 'attribute_not_exists(pk) OR created_at <= :created',
    values: { ':created': createdAt },
  });
}

/** The caller's menus made in the last day (none expired), newest first. */
export async function listRecentMenus(db: Db, userId: string, now: Date): Promise<StoredMenu[]> {
  const items = await queryLiveItems(db, { ...lastDay(userId, now), ScanIndexForward: false }, now);
  return items.map(toStored);
}

/** The newest of the caller's last-day menus for this restaurant in this language, if any. */
export async function findRecentMenu(db: Db, userId: string, restaurantId: string, language: string, now: Date): Promise<StoredMenu | undefined> {
  const pointer = await getLiveItem(db, { Key: keys.menuFor(userId, restaurantId, language) }, now);
  if (!pointer) return undefined;
  const item = await getLiveItem(db, { Key: { pk: keys.userPartition(userId), sk: menuPointerEntity.parse(pointer).menu_sk } }, now);
  return item ? toStored(item) : undefined;
}

/** Ids of the restaurants the caller has a menu for from the last day (one Query of the pointers, ids only). */
export async function recentMenuRestaurantIds(db: Db, userId: string, now: Date): Promise<Set<string>> {
  const items = await queryLivePrefix(db, keys.userPartition(userId), SK_PREFIX.menuFor, now, { ProjectionExpression: 'restaurant_id, menu_sk, created_at' });
  return new Set(items.map((item) => menuPointerEntity.parse(item).restaurant_id));
}

/** Keys from a day ago to now: `MENU#<ISO>` sorts by time, and "~" sorts after every ISO time. */
function lastDay(userId: string, now: Date) {
  return {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.userPartition(userId),
      ':from': `${SK_PREFIX.menu}${addDays(now, -MENU_RETENTION_DAYS).toISOString()}`,
      ':to': `${SK_PREFIX.menu}~`,
    } as Record<string, unknown>,
  };
}

function toStored(item: Item): StoredMenu {
  const { id, restaurant_id, restaurant_name, location, created_at, menu_items, source, language, cuisine_known } = menuEntity.parse(item);
  return { id, restaurant_id, restaurant_name, location, created_at, menu_items, source, language, ...(cuisine_known === undefined ? {} : { cuisine_known }) };
}
