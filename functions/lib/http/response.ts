import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * Headers on every API answer. CloudFront adds the web app's security headers, but it does not sit
 * in front of the API: browsers must not sniff a JSON (or SVG) answer into something executable.
 */
export const API_RESPONSE_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff' };

/** Every API response is JSON and names the API Gateway request id, so support can find the logs. */
export function jsonResponse(
  statusCode: number,
  body: unknown,
  requestId: string,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { ...headers, ...API_RESPONSE_HEADERS, 'content-type': 'application/json', 'x-request-id': requestId },
    body: JSON.stringify(body),
  };
}
