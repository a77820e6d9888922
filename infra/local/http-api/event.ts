import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { InvocationContext } from '../../../functions/lib/http/invocation-signal';

/** Builds an API Gateway HTTP API payload 2.0 event from a local request. */
export interface EventInput {
  method: string;
  rawPath: string;
  rawQueryString: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  routeKey: string;
  pathParameters: Record<string, string>;
  requestId: string;
  sourceIp: string;
  stage: string;
  authorizer?: { claims: Record<string, string>; scopes: string[] | null };
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml|javascript)|text\/)/i;

export function buildEvent(input: EventInput): APIGatewayProxyEventV2 & { requestContext: { authorizer?: unknown } } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(input.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') {
      cookies.push(...String(value).split(/;\s*/).filter(Boolean));
      continue;
    }
    // HTTP API joins repeated headers with commas and lower-cases names.
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const contentType = headers['content-type'] ?? '';
  const hasBody = input.body.length > 0;
  const isText = !hasBody || contentType === '' || TEXT_TYPES.test(contentType);
  const now = new Date();
  const queryStringParameters = parseQuery(input.rawQueryString);

  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: input.rawPath,
    rawQueryString: input.rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(Object.keys(input.pathParameters).length ? { pathParameters: input.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: input.method,
        path: input.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: input.requestId,
      routeKey: input.routeKey,
      stage: input.stage,
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(input.authorizer ? { authorizer: { jwt: input.authorizer } } : {}),
    },
    ...(hasBody ? { body: isText ? input.body.toString('utf8') : input.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !isText,
  };
}

/** Repeated query keys are joined with commas, as HTTP API does. */
function parseQuery(raw: string): Record<string, string> | undefined {
  if (!raw) return undefined;
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    result[key] = key in result ? `${result[key]},${value}` : value;
  }
  return result;
}

/** A Lambda context; `callerGone` is the local emulator's addition (functions/lib/http/invocation-signal.ts). */
export function buildContext(functionName: string, requestId: string, timeoutMs: number, callerGone?: AbortSignal): InvocationContext {
  const deadline = Date.now() + timeoutMs;
  return {
    ...(callerGone ? { callerGone } : {}),
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
