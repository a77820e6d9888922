import { defineRoute } from '../contract';
import { sendVerdictReportRequestSchema, sendVerdictReportResponseSchema } from '../verdict-reports';

/** "This verdict is wrong" (product-rules §16): signed-in users only, 5 per UTC day. */
export const sendVerdictReport = defineRoute({
  method: 'POST',
  path: '/verdict-reports',
  auth: 'user',
  summary: 'Report a wrong verdict about a place or one dish of its menu (5 per UTC day per user)',
  request: { body: sendVerdictReportRequestSchema },
  response: sendVerdictReportResponseSchema,
});
