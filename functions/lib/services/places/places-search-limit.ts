import { DAILY_SEARCH_ALLOWANCE } from '../../../../shared/domain/plans';

/**
 * The daily search allowance in force: DAILY_SEARCH_ALLOWANCE (10), or `SEARCH_DAILY_LIMIT` on the
 * local stage only, for the search benchmark (hundreds of searches per user). AWS stages ignore it.
 */
export function searchDailyLimit(env: NodeJS.ProcessEnv = process.env): number {
  const override = Number(env.SEARCH_DAILY_LIMIT);
  return env.FORKSURE_STAGE === 'local' && Number.isInteger(override) && override > 0 ? override : DAILY_SEARCH_ALLOWANCE;
}
