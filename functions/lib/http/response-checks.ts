import { routeKeyOf, type RouteContract } from '../../../shared/api/contract';

/**
 * Which JSON answers are checked against their contract's response schema. The check parses the
 * whole answer with zod, which copies it: about 1 ms and 100 KB of garbage for a 60-restaurant
 * search, more than the search's own work. So:
 * - `every`: tests (node --test, or a handler built with no stage set): a mismatch always shows;
 * - `sampled`: the local runtime (`npm start`, benchmarks): the first SAMPLED_FIRST answers of each
 *   route, then one in SAMPLED_EVERY;
 * - `off`: AWS stages.
 * `FORKSURE_RESPONSE_CHECKS` (every, sampled, off) overrides the default.
 */
export type ResponseChecks = 'every' | 'sampled' | 'off';

export const SAMPLED_FIRST = 50;
export const SAMPLED_EVERY = 100;

const MODES: readonly ResponseChecks[] = ['every', 'sampled', 'off'];

export function responseChecksFor(env: Record<string, string | undefined>): ResponseChecks {
  const chosen = env.FORKSURE_RESPONSE_CHECKS as ResponseChecks | undefined;
  if (chosen !== undefined && MODES.includes(chosen)) return chosen;
  // node --test marks the processes it runs; a local runtime started by a test is checked fully.
  if (env.NODE_TEST_CONTEXT || env.FORKSURE_STAGE === undefined) return 'every';
  return env.FORKSURE_STAGE === 'local' ? 'sampled' : 'off';
}

/** Checks the answers the mode picks; throws when one breaks its contract (the pipeline logs it as a 500). */
export function responseChecker(mode: ResponseChecks): (contract: RouteContract, body: unknown) => void {
  if (mode === 'off') return () => undefined;
  const answered = new Map<RouteContract, number>();
  return (contract, body) => {
    if (!contract.response) return;
    if (mode === 'sampled') {
      const n = (answered.get(contract) ?? 0) + 1;
      answered.set(contract, n);
      if (n > SAMPLED_FIRST && (n - SAMPLED_FIRST) % SAMPLED_EVERY !== 0) return;
    }
    assertMatchesContract(contract, body);
  };
}

/** An answer that breaks its contract is a bug: it fails loudly (500, logged) where tests can see it. */
function assertMatchesContract(contract: RouteContract, body: unknown): void {
  const parsed = contract.response?.safeParse(body);
  if (!parsed || parsed.success) return;
  const problems = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`${routeKeyOf(contract)} answered outside its contract: ${problems.join('; ')}`);
}
