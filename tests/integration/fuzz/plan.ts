import { type FuzzRequest, type FuzzRoute, contractRequest, fieldSweep } from './contract-cases';
import { type LocalDoors, localRequest, localSweep } from './local-cases';
import { seededRandom } from './random';

/** The seed everyone runs unless FUZZ_SEED says otherwise; printed with every run. */
export const DEFAULT_FUZZ_SEED = 20261127;
/** Requests in `npm test`; FUZZ_REQUESTS raises it (10,000 for a report). */
export const DEFAULT_FUZZ_REQUESTS = 3_000;
/** Share of the requests that go to the local pages and doors rather than the API routes. */
const LOCAL_SHARE = 0.3;

export interface FuzzPlanOptions {
  seed: number;
  requests: number;
  routes: readonly FuzzRoute[];
  doors: LocalDoors;
  /** Real values for path parameters (a tag that exists), so requests get past "not found". */
  knownParams?: Record<string, string>;
}

/**
 * The requests of one run, the same for the same seed and count: first a sweep of every field of
 * every route and of the local doors' weak spots (cut short if the count is smaller), then random requests: API routes in turn (every
 * route gets its share), each built from the route's contract and broken somewhere, and the local
 * pages and doors.
 */
export function fuzzPlan(options: FuzzPlanOptions): FuzzRequest[] {
  const random = seededRandom(options.seed);
  const sweep = [...options.routes.flatMap((route) => fieldSweep(route, options.knownParams)), ...localSweep(options.doors)];
  const plan: FuzzRequest[] = sweep.slice(0, options.requests);
  let routeTurn = 0;
  while (plan.length < options.requests) {
    if (random.chance(LOCAL_SHARE)) plan.push(localRequest(random, options.doors));
    else plan.push(contractRequest(options.routes[routeTurn++ % options.routes.length]!, random, options.knownParams));
  }
  return plan;
}

export function fuzzSettings(env: Record<string, string | undefined>): { seed: number; requests: number } {
  const seed = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : DEFAULT_FUZZ_SEED;
  const requests = env.FUZZ_REQUESTS ? Number(env.FUZZ_REQUESTS) : DEFAULT_FUZZ_REQUESTS;
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number, not "${env.FUZZ_SEED}".`);
  if (!Number.isSafeInteger(requests) || requests < 1) throw new Error(`FUZZ_REQUESTS must be a whole number above 0, not "${env.FUZZ_REQUESTS}".`);
  return { seed, requests };
}
