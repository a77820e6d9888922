import type { MiddlewareObj } from '@middy/core';
import { InvalidJsonError, UnsupportedMediaTypeError } from './errors';
import type { HttpEvent } from './http-event';

/**
 * Parses a JSON request body into `event.parsedBody`, leaving `event.body` untouched.
 *
 * Content-type rule: a non-empty body whose content-type is given and is not JSON
 * (`application/json` or `application/<x>+json`) is refused with 415; a body without a
 * content-type is parsed as JSON (some clients omit it) and refused with 400 if it is not JSON.
 */
export function jsonBodyParser(): MiddlewareObj<HttpEvent> {
  return {
    name: 'jsonBodyParser',
    before: ({ event }) => {
      const raw = bodyText(event);
      if (raw === undefined || raw.trim() === '') return;
      const contentType = headerValue(event, 'content-type');
      if (contentType !== undefined && !isJsonContentType(contentType)) throw new UnsupportedMediaTypeError();
      try {
        event.parsedBody = JSON.parse(raw) as unknown;
      } catch {
        throw new InvalidJsonError();
      }
    },
  };
}

export function isJsonContentType(value: string): boolean {
  const mediaType = value.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

function bodyText(event: HttpEvent): string | undefined {
  if (event.body === undefined || event.body === null) return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** Payload 2.0 lower-cases header names, but hand-built events may not. */
function headerValue(event: HttpEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}
