import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { HttpResult, implement } from '../lib/http/route';
import { createDinerProfile, deleteDinerProfile, listCallerDinerProfiles, replaceDinerProfile } from '../lib/services/account/diner-profile-service';

export const handler = createHttpHandler('diner-profiles', {
  routes: [
    implement(api.listDinerProfiles, ({ auth }) => listCallerDinerProfiles({ db: defaultDb() }, auth)),
    implement(api.createDinerProfile, async ({ auth, body }) => new HttpResult(201, await createDinerProfile({ db: defaultDb() }, auth, body))),
    implement(api.updateDinerProfile, ({ auth, params, body }) => replaceDinerProfile({ db: defaultDb() }, auth, params.id, body)),
    implement(api.deleteDinerProfile, ({ auth, params }) => deleteDinerProfile({ db: defaultDb() }, auth, params.id)),
  ],
});
