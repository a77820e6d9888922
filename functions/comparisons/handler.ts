import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import * as comparisons from '../lib/services/library/comparison-service';

const deps = () => ({ db: defaultDb() });

/** /me/comparisons: the comparison history (pro and premium record; everyone may list their own). */
export const handler = createHttpHandler('comparisons', {
  routes: [
    implement(api.listComparisons, ({ auth }) => comparisons.listCallerComparisons(deps(), auth)),
    implement(api.recordComparison, ({ auth, body }) => comparisons.recordComparison(deps(), auth, body)),
    implement(api.updateComparison, ({ auth, params, body }) => comparisons.saveComparison(deps(), auth, params.id, body.saved)),
    implement(api.deleteComparison, ({ auth, params }) => comparisons.removeComparison(deps(), auth, params.id)),
  ],
});
