/**
 * Errors of the signed AWS calls (signed-request.ts). A service's error answer becomes an
 * AwsServiceError named as the SDK names it (`MessageRejected`, `ResourceNotFoundException`), so
 * callers and logs see the service's own error name, status and message.
 */
export class AwsServiceError extends Error {
  constructor(
    name: string,
    message: string,
    readonly status: number,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = name;
  }
}

/** The call got no answer within its time budget (every attempt included). */
export class AwsTimeoutError extends Error {
  override name = 'TimeoutError';
}

/** The service could not be reached (connection refused or reset, DNS); worth another attempt. */
export class AwsNetworkError extends Error {
  override name = 'NetworkError';
}

/** The JSON protocols of the services we call: SESv2 is restJson1, Secrets Manager awsJson1_1. */
export type AwsJsonProtocol = 'restJson1' | 'awsJson1_1';

type ErrorNameSource = 'header' | 'code' | 'type';

/** Where each protocol's error name is looked for first (as the SDK's JSON protocols do). */
const NAME_SOURCES: Record<AwsJsonProtocol, ErrorNameSource[]> = {
  restJson1: ['header', 'code', 'type'],
  awsJson1_1: ['type', 'code', 'header'],
};

/**
 * The error of an AWS JSON error answer: the name from the `x-amzn-errortype` header or the
 * body's `code` / `__type` field, trimmed of the namespace (`com.amazonaws.x#Name`) and suffixes
 * (`Name:http://internal...`); the message from the body's `message` or `Message`.
 */
export function awsErrorFromResponse(protocol: AwsJsonProtocol, status: number, headers: Headers, bodyText: string): AwsServiceError {
  const body = parseObject(bodyText);
  const raw = NAME_SOURCES[protocol].map((source) => nameFrom(source, headers, body)).find((value) => value !== undefined);
  const name = (raw === undefined ? undefined : sanitizeErrorName(raw)) || 'UnknownError';
  const message = stringField(body, 'message') ?? stringField(body, 'Message') ?? `AWS answered HTTP ${status} without an error message.`;
  return new AwsServiceError(name, message, status, headers.get('x-amzn-requestid') ?? undefined);
}

function nameFrom(source: ErrorNameSource, headers: Headers, body: Record<string, unknown>): string | undefined {
  if (source === 'header') return headers.get('x-amzn-errortype') ?? undefined;
  if (source === 'type') return stringField(body, '__type');
  const codeKey = Object.keys(body).find((key) => key.toLowerCase() === 'code');
  return codeKey === undefined ? undefined : stringField(body, codeKey);
}

function sanitizeErrorName(raw: string): string {
  let name = raw.split(',')[0]!.split(':')[0]!;
  if (name.includes('#')) name = name.split('#')[1]!;
  return name.trim();
}

function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The body as a JSON object; anything else (empty, HTML from a proxy, an array) as `{}`. */
function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
