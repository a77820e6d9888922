import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { sendVerdictReport } from '../lib/services/verdict-reports/verdict-report-service';

/** POST /verdict-reports: signed-in users (the route's JWT authorizer). */
export const handler = createHttpHandler('verdict-reports', {
  routes: [implement(api.sendVerdictReport, ({ auth, body }) => sendVerdictReport({ db: defaultDb() }, auth, body))],
});
