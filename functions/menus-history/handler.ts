import * as api from '../../shared/api/contracts/menus';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { listCallerMenus } from '../lib/services/menus/menu-history-service';

/** GET /me/menus: the caller's menus from the last day, newest first (the Menu History tab). */
export const handler = createHttpHandler('menus-history', {
  routes: [implement(api.listMenus, ({ auth }) => listCallerMenus({ db: defaultDb() }, auth))],
});
