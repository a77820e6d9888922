import { request as httpRequest } from 'node:http';
import type { RestaurantSnapshot } from '../../../shared/api/history';
import type { Db } from '../../../functions/lib/data/db';
import { writeSubscriptionState } from '../../../functions/lib/data/subscription-repository';
import type { ApiAnswer } from '../support/http';
import type { TestRuntime, TestUser } from '../support/runtime';

/** Helpers of the history, comparison and feedback integration tests (real runtime, real handlers, dynalite). */
export const subOf = (user: TestUser) => (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

export interface ErrorBody {
  error?: { code: string; message: string; fields?: { path: string; message: string }[] };
}

/** Any method, JSON in and out. */
export async function call<T = Record<string, unknown>>(
  runtime: TestRuntime,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<ApiAnswer<T & ErrorBody>> {
  const res = await runtime.api(path, {
    method,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body), headers: { 'content-type': 'application/json' } }),
    ...(options.token ? { token: options.token } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T & ErrorBody, text, headers: res.headers };
}

/** POST from a given loopback address (127.0.0.0/8), so tests can be several visitors. */
export function postFrom<T = Record<string, unknown>>(
  runtime: TestRuntime,
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T & ErrorBody }> {
  const url = new URL(`${runtime.url}/api${path}`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T & ErrorBody }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** A restaurant as history and comparisons keep it. */
export const snapshot = (id: string, overrides: Partial<RestaurantSnapshot> = {}): RestaurantSnapshot => ({
  id,
  name: `Restaurant ${id}`,
  imageUrl: 'http://localhost/api/places/illustration?c=italian&s=1',
  rating: 4.5,
  priceLevel: '$$',
  cuisineType: 'Italian',
  cuisines: ['italian'],
  address: '1 Chestnut Street, Philadelphia',
  distance: '0.2 miles',
  coordinates: { lat: 39.95, lng: -75.16 },
  dietaryOptions: ['vegetarian'],
  source: 'demo',
  demo: true,
  ...overrides,
});

let readAt = Date.now();
/** Puts the user on a plan as the billing webhook would store it (free = no subscription). */
export async function setPlan(db: Db, user: TestUser, tier: 'free' | 'pro' | 'premium'): Promise<void> {
  readAt += 1000;
  const paid = tier !== 'free';
  await writeSubscriptionState(
    db,
    subOf(user),
    { subscribed: paid, tier, status: paid ? 'active' : 'canceled', subscriptionEnd: null, cancelAtPeriodEnd: false, subscriptionId: paid ? 'sub_test' : null },
    readAt,
  );
}
