/**
 * The deployment's daily cap on model calls (product-rules §2.7): `AI_DAILY_CALL_CAP` (the CDK
 * context `aiDailyCallCap` sets it in AWS; locally the environment), default below. Menus and
 * review analyses past it come from the offline generator and the keyword summary.
 */
export const AI_DAILY_CALL_CAP_ENV = 'AI_DAILY_CALL_CAP';

/**
 * 2,000 model calls a day: a few dollars at gpt-4o-mini's prices (a menu is ~1,500 tokens), and
 * room for ~400 premium users at a heavy day of 5 menus or analyses each.
 */
export const DEFAULT_AI_DAILY_CALL_CAP = 2_000;

export function aiDailyCallCap(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[AI_DAILY_CALL_CAP_ENV]?.trim();
  if (!raw) return DEFAULT_AI_DAILY_CALL_CAP;
  const cap = Number(raw);
  if (!Number.isInteger(cap) || cap < 0) throw new Error(`${AI_DAILY_CALL_CAP_ENV} must be a whole number of model calls a day (0 or more), got "${raw}".`);
  return cap;
}
