import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { HttpResult, implement } from '../lib/http/route';
import { defaultPlaces } from '../lib/providers/places/places';
import { createTag, deleteTag, listTaggedRestaurants, listTagLinks, listUserTags, tagRestaurant, untagRestaurant } from '../lib/services/library/tag-service';

export const handler = createHttpHandler('tags', {
  routes: [
    implement(api.listTags, ({ auth }) => listUserTags({ db: defaultDb() }, auth)),
    implement(api.createTag, async ({ auth, body }) => new HttpResult(201, await createTag({ db: defaultDb() }, auth, body))),
    implement(api.deleteTag, ({ auth, params }) => deleteTag({ db: defaultDb() }, auth, params.tagId)),
    implement(api.listTagged, ({ auth, query }) => listTaggedRestaurants({ db: defaultDb(), places: defaultPlaces() }, auth, query)),
    implement(api.listTagLinks, ({ auth }) => listTagLinks({ db: defaultDb() }, auth)),
    implement(api.tagRestaurant, ({ auth, params, body }) => tagRestaurant({ db: defaultDb() }, auth, params.restaurantId, params.tagId, body)),
    implement(api.untagRestaurant, ({ auth, params }) => untagRestaurant({ db: defaultDb() }, auth, params.restaurantId, params.tagId)),
  ],
});
