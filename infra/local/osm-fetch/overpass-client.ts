import { escapeTerminalText } from '../terminal-text';
import { unreachableMessage } from './network-error';

/**
 * One polite request to an Overpass API instance: POST the query once, with a User-Agent that names
 * Forksure, a time limit, and a cap on the answer's size (refused from Content-Length when the
 * server sends it, else while reading). A busy server (429, 503, 504) is asked again after the
 * time its Retry-After names, else after a growing pause, a few times at most; a wait longer than
 * `maxWaitMs` is not sat out: the command stops and says when to try again. Every failure is an
 * OverpassError whose message is safe to print (text from the server is escaped).
 */
export const DEFAULT_OVERPASS_URL = 'https://overpass-api.de/api/interpreter';

export interface OverpassOptions {
  url: string;
  userAgent: string;
  /** Time limit of one attempt, answer included. */
  timeoutMs: number;
  /** The largest answer read, in bytes. */
  maxBytes: number;
  /** Requests in all, the first included. */
  attempts: number;
  /** The pause before the first retry when the server names none; it doubles each time. */
  backoffMs: number;
  /** The longest pause sat out. */
  maxWaitMs: number;
  /** Progress lines for the terminal. */
  log?: (line: string) => void;
  /** How often a line says the request is still running. */
  heartbeatMs?: number;
}

export const OVERPASS_DEFAULTS = {
  timeoutMs: 150_000,
  maxBytes: 64 * 1024 * 1024,
  attempts: 3,
  backoffMs: 15_000,
  maxWaitMs: 120_000,
  heartbeatMs: 10_000,
} as const;

export interface OverpassAnswer {
  /** The answer's bytes, exactly as received (kept as the export). */
  bytes: Buffer;
  data: { elements: unknown[]; osm3s?: { timestamp_osm_base?: string; copyright?: string } };
  /** How many requests it took. */
  requests: number;
}

export class OverpassError extends Error {}

const RETRIED_STATUSES = new Set([429, 503, 504]);

export async function fetchOverpass(query: string, options: OverpassOptions): Promise<OverpassAnswer> {
  const log = options.log ?? (() => undefined);
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    const heartbeat = setInterval(
      () => log(`  still waiting for the Overpass API (${Math.round((Date.now() - started) / 1000)} s)…`),
      options.heartbeatMs ?? OVERPASS_DEFAULTS.heartbeatMs,
    );
    let response: Response;
    let bytes: Buffer;
    try {
      response = await post(query, options);
      if (RETRIED_STATUSES.has(response.status)) {
        await response.body?.cancel();
        const wait = waitBeforeRetry(response, attempt, options);
        const busy = `The Overpass API is busy (${response.status} ${escapeTerminalText(response.statusText)})`;
        if (attempt >= options.attempts) throw new OverpassError(`${busy} after ${attempt} requests. Try again in a few minutes, or set OVERPASS_URL to another instance.`);
        if (wait > options.maxWaitMs) throw new OverpassError(`${busy}; it asks to wait ${Math.ceil(wait / 1000)} s. Try again then.`);
        log(`  ${busy}; asking again in ${Math.ceil(wait / 1000)} s (request ${attempt + 1} of ${options.attempts})…`);
        clearInterval(heartbeat);
        await new Promise((resolve) => setTimeout(resolve, wait));
        continue;
      }
      if (!response.ok) throw new OverpassError(`The Overpass API refused the query: ${response.status} ${escapeTerminalText(response.statusText)}${await errorDetail(response)}`);
      bytes = await readCapped(response, options.maxBytes);
    } catch (error) {
      throw asOverpassError(error, options);
    } finally {
      clearInterval(heartbeat);
    }
    return { bytes, data: overpassJson(bytes), requests: attempt };
  }
}

function post(query: string, options: OverpassOptions): Promise<Response> {
  return fetch(options.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json', 'user-agent': options.userAgent },
    body: new URLSearchParams({ data: query }).toString(),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
}

/** Retry-After (seconds or an HTTP date), else `backoffMs` doubled for each earlier retry. */
export function waitBeforeRetry(response: Response, attempt: number, options: Pick<OverpassOptions, 'backoffMs'>, now = Date.now()): number {
  const header = response.headers.get('retry-after')?.trim();
  if (header && /^\d+$/.test(header)) return Number(header) * 1000;
  const date = header ? Date.parse(header) : NaN;
  if (Number.isFinite(date)) return Math.max(0, date - now);
  return options.backoffMs * 2 ** (attempt - 1);
}

/** The body, refused once it passes `maxBytes` (by its Content-Length before reading, when given). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new OverpassError(`The Overpass API's answer is larger than ${formatBytes(maxBytes)}, the most this command reads. Fetch a smaller area (a smaller --radius, or several --bbox areas).`);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The answer as Overpass JSON, or an error that says what came instead. */
function overpassJson(bytes: Buffer): OverpassAnswer['data'] {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new OverpassError(`The Overpass API's answer is not JSON (${bytes.length} bytes, beginning "${snippet(bytes.toString('utf8'))}"). Is OVERPASS_URL an Overpass API interpreter endpoint?`);
  }
  const answer = data as Partial<OverpassAnswer['data']> & { remark?: unknown };
  if (typeof answer !== 'object' || answer === null || !Array.isArray(answer.elements)) {
    throw new OverpassError('The Overpass API answered JSON without an "elements" list. Is OVERPASS_URL an Overpass API interpreter endpoint?');
  }
  // A query the server stops (time or memory) still answers 200, with part of the data and a remark.
  if (typeof answer.remark === 'string' && /runtime error/i.test(answer.remark)) {
    throw new OverpassError(`The Overpass API stopped the query: "${snippet(answer.remark)}". Fetch a smaller area, or try again later.`);
  }
  return answer as OverpassAnswer['data'];
}

/** The first line of an error page, for the message. */
async function errorDetail(response: Response): Promise<string> {
  try {
    const text = (await readCapped(response, 64 * 1024)).toString('utf8');
    // Overpass's error pages are HTML: the message is in <p><strong>Error</strong>: …</p>.
    const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return plain ? ` ("${snippet(plain)}")` : '';
  } catch {
    return '';
  }
}

const snippet = (text: string) => escapeTerminalText(text.length > 200 ? `${text.slice(0, 200)}…` : text);

export const formatBytes = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`);

function asOverpassError(error: unknown, options: OverpassOptions): OverpassError {
  if (error instanceof OverpassError) return error;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new OverpassError(`The Overpass API did not answer within ${Number((options.timeoutMs / 1000).toFixed(1))} s. Try again later, or fetch a smaller area.`);
  }
  return new OverpassError(unreachableMessage('the Overpass API', options.url, error));
}
