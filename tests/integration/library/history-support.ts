import { request as httpRequest } from 'node:http';
import type { RestaurantSnapshot } from '../../../shared/api/history';
import type { ErrorBody } from './library-support';
import type { TestRuntime } from '../support/runtime';

/** Helpers of the history, comparison and feedback integration tests (real runtime, real handlers, dynalite). */
export { call, type ErrorBody, setPlan, subOf } from './library-support';

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
