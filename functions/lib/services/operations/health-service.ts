import type { HealthResponse } from '../../../../shared/api/health';
import { readEnv } from '../../config/env';
import type { Db } from '../../data/db';
import { isTableReachable } from '../../data/health-repository';
import { providerNotes, providerReport } from '../../providers/selection';

/** Never throws: an unreachable table is reported, not raised, so the endpoint stays a liveness probe. */
export async function healthReport(db: () => Db, env: NodeJS.ProcessEnv = process.env): Promise<HealthResponse> {
  let reachable = false;
  try {
    reachable = await isTableReachable(db());
  } catch {
    reachable = false;
  }
  return {
    status: 'ok',
    stage: readEnv(env).stage,
    providers: providerReport(env),
    providerNotes: providerNotes(env) as Record<string, string>,
    table: reachable ? 'reachable' : 'unreachable',
  };
}
