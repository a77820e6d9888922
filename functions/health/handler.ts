import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { publicRoute } from '../lib/http/route';
import { healthReport } from '../lib/services/health-service';

export const handler = createHttpHandler('health', {
  routes: { 'GET /health': publicRoute({}, () => healthReport(defaultDb)) },
});
