import type { TestRuntime } from './runtime';

/** The API's answer as the tests read it: status, parsed JSON body (null when empty), raw text, headers. */
export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export async function post<T = Record<string, unknown>>(runtime: TestRuntime, path: string, body?: unknown, token?: string): Promise<ApiAnswer<T>> {
  const res = await runtime.api(path, {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    ...(token ? { token } : {}),
  });
  return answer<T>(res);
}

export async function put<T = Record<string, unknown>>(runtime: TestRuntime, path: string, body: unknown, token: string): Promise<ApiAnswer<T>> {
  return answer<T>(await runtime.api(path, { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, token }));
}

export async function get<T = Record<string, unknown>>(runtime: TestRuntime, path: string, token?: string): Promise<ApiAnswer<T>> {
  return answer<T>(await runtime.api(path, token ? { token } : {}));
}

/** Just status and body, for comparing a whole answer with deepEqual. */
export const statusAndBody = <T>({ status, body }: ApiAnswer<T>) => ({ status, body });

async function answer<T>(res: Response): Promise<ApiAnswer<T>> {
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, text, headers: res.headers };
}
