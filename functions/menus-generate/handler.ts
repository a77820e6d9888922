import * as api from '../../shared/api/contracts/menus';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultMenuAi } from '../lib/providers/ai/menu-ai';
import { defaultPlaces } from '../lib/providers/places/places';
import { generateMenu } from '../lib/services/menus/menu-generation-service';

/** POST /menus/generate: an estimated menu for a restaurant (daily scrape quota; a menu from the last day comes back cached). */
export const handler = createHttpHandler('menus-generate', {
  routes: [
    implement(api.generateMenu, ({ auth, body, logger, metrics, signal }) =>
      generateMenu({ db: defaultDb(), places: defaultPlaces(), ai: defaultMenuAi(), logger, metrics, signal }, auth, body),
    ),
  ],
});
