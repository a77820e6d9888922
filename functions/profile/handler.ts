import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultIdentity } from '../lib/identity/cognito-identity';
import { changeProfile, readProfile } from '../lib/services/account/profile-service';

export const handler = createHttpHandler('profile', {
  routes: [
    implement(api.getProfile, ({ auth }) => readProfile({ db: defaultDb() }, auth)),
    implement(api.updateProfile, ({ auth, body }) => changeProfile({ db: defaultDb(), identity: defaultIdentity }, auth, body)),
  ],
});
