import type { Db } from '../../../functions/lib/data/db';
import { storeSubscription } from '../support/subscription';
import type { ApiAnswer } from '../support/http';
import type { TestRuntime, TestUser } from '../support/runtime';

/**
 * What the library integration tests (saved, tags, history, comparisons, feedback) share: the
 * user's id, their plan as the billing webhook stores it, and JSON calls to the real runtime.
 */
export const subOf = (user: TestUser) => (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

export interface ErrorBody {
  error?: { code: string; message: string; fields?: { path: string; message: string }[] };
}

let readAt = Date.now();
/** Puts the user on a plan as the billing webhook would store it (free = no subscription). */
export async function setPlan(db: Db, user: TestUser, tier: 'free' | 'pro' | 'premium'): Promise<void> {
  readAt += 1000;
  const paid = tier !== 'free';
  await storeSubscription(
    db,
    subOf(user),
    { subscribed: paid, tier, status: paid ? 'active' : 'canceled', subscriptionEnd: null, cancelAtPeriodEnd: false, subscriptionId: paid ? 'sub_test' : null },
    readAt,
  );
}

/** Any method, JSON in and out. */
export async function call<T = Record<string, unknown>>(
  runtime: TestRuntime,
  method: string,
  path: string,
  options: { body?: unknown; token?: string | undefined } = {},
): Promise<ApiAnswer<T & ErrorBody>> {
  const res = await runtime.api(path, {
    method,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body), headers: { 'content-type': 'application/json' } }),
    ...(options.token ? { token: options.token } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T & ErrorBody, text, headers: res.headers };
}
