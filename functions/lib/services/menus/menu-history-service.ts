import type { MenuHistoryResponse } from '../../../../shared/api/menus';
import type { Db } from '../../data/db';
import { listRecentMenus } from '../../data/menu-repository';
import type { AuthContext } from '../../caller';
import * as clock from '../../clock';

/**
 * GET /me/menus (product-rules §9.1 Menu History; ai_generated_menus "created_at on or after now minus 1
 * day, newest first"): the caller's own menus only, never an expired one, even before the cleanup
 * job has deleted it. Kept apart from generation so the history function bundles no generator.
 */
export async function listCallerMenus(deps: { db: Db; now?: () => Date }, caller: AuthContext): Promise<MenuHistoryResponse> {
  const menus = await listRecentMenus(deps.db, caller.userId, deps.now?.() ?? clock.now());
  return { items: menus.map(({ language: _language, ...item }) => item) };
}
