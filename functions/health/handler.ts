import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { healthReport } from '../lib/services/operations/health-service';

export const handler = createHttpHandler('health', {
  routes: [implement(api.getHealth, () => healthReport(defaultDb))],
});
