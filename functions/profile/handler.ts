import { updateProfileRequestSchema } from '../../shared/api/profile';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { userRoute } from '../lib/http/route';
import { defaultIdentity } from '../lib/identity/cognito-identity';
import { changeProfile, readProfile } from '../lib/services/profile-service';

export const handler = createHttpHandler('profile', {
  routes: {
    'GET /me/profile': userRoute({}, ({ auth }) => readProfile({ db: defaultDb() }, auth)),
    'PUT /me/profile': userRoute({ body: updateProfileRequestSchema }, ({ auth, body }) =>
      changeProfile({ db: defaultDb(), identity: defaultIdentity }, auth, body),
    ),
  },
});
