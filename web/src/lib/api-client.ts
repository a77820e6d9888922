import type * as z from 'zod';
import { buildPath, type RequestOf, type ResponseOf, type RouteContract } from '@shared/api/contract';

/** An API failure with the server's stable `code` and user-facing `message`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** When to try again, for 429 answers that say (e.g. RESEND_TOO_SOON). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

type TokenProvider = () => Promise<string | null>;

interface ApiClientState {
  baseUrl: string | null;
  getAccessToken: TokenProvider;
}

const state: ApiClientState = { baseUrl: null, getAccessToken: async () => null };

/** Called once at start with `config.apiUrl`. */
export function configureApiClient(baseUrl: string): void {
  state.baseUrl = baseUrl.replace(/\/+$/, '');
}

/** The auth provider registers how to get the current Cognito access token. */
export function setAccessTokenProvider(provider: TokenProvider): void {
  state.getAccessToken = provider;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the response body; strongly recommended for every call. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/**
 * The one fetch wrapper for the API: JSON in and out, `Authorization: Bearer <access token>` when
 * signed in, and `{ error: { code, message } }` bodies turned into ApiError.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  if (!state.baseUrl) throw new ApiError(0, 'NOT_CONFIGURED', 'API client is not configured');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = await state.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${state.baseUrl}${path.startsWith('/') ? path : `/${path}`}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  if (options.schema) {
    const parsed = options.schema.safeParse(payload);
    if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', 'Unexpected response from the server');
    return parsed.data;
  }
  return payload as T;
}

/**
 * Calls a route by its contract: method and path come from the contract (path parameters filled
 * from `params`), the body and query from `request`. In development and tests the answer is checked
 * against the contract's response schema; the production build carries each contract as its method,
 * path and auth only (web/contract-descriptors-plugin.ts), so `response` is undefined there and the
 * answer is trusted as the server checks it against the same schema in its tests.
 */
export function callApi<C extends RouteContract>(contract: C, request: RequestOf<C>, options: { signal?: AbortSignal } = {}): Promise<ResponseOf<C>> {
  const { params, query, body } = request as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };
  const search = query ? toSearch(query) : '';
  return apiRequest(`${buildPath(contract.path, params)}${search}`, {
    method: contract.method,
    body,
    schema: contract.response as z.ZodType<ResponseOf<C>> | undefined,
    signal: options.signal,
  });
}

function toSearch(query: Record<string, unknown>): string {
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const error = (payload as { error: unknown }).error;
    if (error && typeof error === 'object') {
      const { code, message, retryAfterSeconds } = error as { code?: unknown; message?: unknown; retryAfterSeconds?: unknown };
      const retryAfter = typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : undefined;
      if (typeof message === 'string') return new ApiError(status, typeof code === 'string' ? code : `HTTP_${status}`, message, retryAfter);
    }
  }
  return new ApiError(status, `HTTP_${status}`, `Request failed with status ${status}`);
}
