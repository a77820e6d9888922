import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ErrorBody } from '../http/errors';
import type { HttpEvent } from '../http/http-event';

/** Hand-built API Gateway HTTP API (payload 2.0) events for tests, shaped as API Gateway sends them. */
export interface TestEventOptions {
  routeKey: string;
  /** Concrete path; defaults to the route key's path. */
  path?: string;
  body?: unknown;
  /** Raw body text, sent as is (for malformed JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  pathParameters?: Record<string, string>;
  /** JWT claims, as the authorizer passes them; omit for an anonymous call. */
  claims?: Record<string, string>;
  requestId?: string;
  base64?: boolean;
}

export function httpEvent(options: TestEventOptions): HttpEvent {
  const [method = 'GET', routePath = '/'] = options.routeKey.split(' ');
  const path = options.path ?? routePath;
  const text = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const body = text !== undefined && options.base64 ? Buffer.from(text).toString('base64') : text;
  const headers = { ...(text !== undefined && !options.rawBody ? { 'content-type': 'application/json' } : {}), ...options.headers };
  const query = options.query ?? {};
  return {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(options.pathParameters ? { pathParameters: options.pathParameters } : {}),
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: options.base64 ?? false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'test-api',
      domainName: 'api.test',
      domainPrefix: 'api',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'node-test' },
      requestId: options.requestId ?? 'test-request-id',
      routeKey: options.routeKey,
      stage: '$default',
      time: '01/Jan/2025:00:00:00 +0000',
      timeEpoch: 1_735_689_600_000,
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: [] } } } : {}),
    },
  };
}

export const testContext = {
  functionName: 'forksure-test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:forksure-test',
  memoryLimitInMB: '256',
  awsRequestId: 'lambda-request-id',
  logGroupName: '/aws/lambda/forksure-test',
  logStreamName: 'test',
  callbackWaitsForEmptyEventLoop: false,
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
} as Context;

export const userClaims = (sub = 'user-1', username = 'alice') => ({ sub, username, token_use: 'access' });

/** The parsed JSON body of a response. */
export function jsonBody<T = Record<string, unknown>>(response: APIGatewayProxyStructuredResultV2): T {
  return JSON.parse(response.body ?? 'null') as T;
}

export function errorOf(response: APIGatewayProxyStructuredResultV2): ErrorBody['error'] {
  return jsonBody<ErrorBody>(response).error;
}
