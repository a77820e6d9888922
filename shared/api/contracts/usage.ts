import { defineRoute } from '../contract';
import { usageResponseSchema } from '../usage';

export const getUsage = defineRoute({
  method: 'GET',
  path: '/me/usage',
  auth: 'user',
  summary: "Today's searches, scrapes and feedback, plus saved and tag totals",
  response: usageResponseSchema,
});
