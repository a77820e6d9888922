import { configureApiClient } from '@/lib/api-client';

/**
 * The API's side of a component test, at the network boundary: jsdom has no `fetch`, and the real
 * API runs only inside the local runtime (the e2e tests use it). Each request waits until the test
 * answers it, so the test can look at the page while the request is on its way.
 */
export interface HeldRequest {
  method: string;
  path: string;
  body: unknown;
  answer: (status: number, body: unknown) => void;
  /** The connection fails: no answer at all (the service is unreachable). */
  refuse: () => void;
}

/** Every API request from now on is kept in the returned list, unanswered until the test answers it. */
export function holdApiRequests(): HeldRequest[] {
  const requests: HeldRequest[] = [];
  configureApiClient('http://api.test');
  globalThis.fetch = ((url: string, init: RequestInit = {}) =>
    new Promise((resolve, reject) => {
      requests.push({
        method: init.method ?? 'GET',
        path: new URL(url).pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        answer: (status, body) => resolve({ ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response),
        refuse: () => reject(new TypeError('Failed to fetch')),
      });
    })) as typeof fetch;
  return requests;
}
