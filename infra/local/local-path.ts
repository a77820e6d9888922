import type { ServerResponse } from 'node:http';

/**
 * The one place the local pages' paths are percent-decoded (the dev pages, config and the web
 * build; the API's routes decode their own parameters as API Gateway does). A bad escape (`%zz`,
 * half a UTF-8 sequence) or a control character such as `%00` is the caller's mistake: a 400 with a
 * message, never an exception further in.
 */
export type DecodedPath = { ok: true; path: string } | { ok: false; message: string };

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

export function decodeLocalPath(rawPath: string): DecodedPath {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, message: 'Bad Request: the path is not valid percent-encoding.' };
  }
  if (CONTROL.test(path)) return { ok: false, message: 'Bad Request: the path holds a control character.' };
  return { ok: true, path };
}

export function sendBadPath(res: ServerResponse, message: string): void {
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(message);
}
