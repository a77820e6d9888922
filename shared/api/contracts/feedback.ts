import { defineRoute } from '../contract';
import { sendFeedbackRequestSchema, sendFeedbackResponseSchema } from '../feedback';

/**
 * Send App Feedback (product-rules §12.1). Public: visitors may send it too. A signed-in caller is known by a
 * bearer token the function verifies itself (no authorizer on the route); an invalid token is 401.
 */
export const sendFeedback = defineRoute({
  method: 'POST',
  path: '/feedback',
  auth: 'public',
  summary: 'Send app feedback (3 per UTC day per user or visitor; a bearer token is verified when sent)',
  request: { body: sendFeedbackRequestSchema },
  response: sendFeedbackResponseSchema,
});
