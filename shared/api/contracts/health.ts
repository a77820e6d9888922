import { defineRoute } from '../contract';
import { healthResponseSchema } from '../health';

export const getHealth = defineRoute({
  method: 'GET',
  path: '/health',
  auth: 'public',
  summary: 'Liveness and the adapter each port uses',
  response: healthResponseSchema,
});
