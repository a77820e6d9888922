import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultPlaces } from '../lib/providers/places/places';
import { listSavedRestaurantIds, listSavedRestaurants, saveRestaurant, unsaveRestaurant } from '../lib/services/library/saved-service';

export const handler = createHttpHandler('saved', {
  routes: [
    implement(api.listSaved, ({ auth, query }) => listSavedRestaurants({ db: defaultDb(), places: defaultPlaces() }, auth, query)),
    implement(api.listSavedIds, ({ auth }) => listSavedRestaurantIds({ db: defaultDb() }, auth)),
    implement(api.saveRestaurant, ({ auth, params, body }) => saveRestaurant({ db: defaultDb() }, auth, params.restaurantId, body)),
    implement(api.unsaveRestaurant, ({ auth, params }) => unsaveRestaurant({ db: defaultDb() }, auth, params.restaurantId)),
  ],
});
