import * as api from '../../shared/api/contracts';
import { FEEDBACK_MESSAGES } from '../../shared/api/feedback';
import { defaultCodeHashKey } from '../lib/config/code-hash-key';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { optionalCaller } from '../lib/http/optional-caller';
import { implement } from '../lib/http/route';
import { defaultBearerTokenVerifier } from '../lib/identity/bearer-token';
import { sendFeedback } from '../lib/services/feedback/feedback-service';

/** POST /feedback: public; a bearer token, when sent, is verified here (the route has no authorizer). */
export const handler = createHttpHandler('feedback', {
  routes: [
    implement(api.sendFeedback, async ({ event, body }) => {
      const caller = await optionalCaller(event, defaultBearerTokenVerifier(), FEEDBACK_MESSAGES.INVALID_TOKEN);
      return sendFeedback({ db: defaultDb(), hashKey: defaultCodeHashKey }, { caller, clientAddress: event.requestContext.http.sourceIp }, body);
    }),
  ],
});
