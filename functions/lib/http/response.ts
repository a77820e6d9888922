import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Every API response is JSON and names the API Gateway request id, so support can find the logs. */
export function jsonResponse(
  statusCode: number,
  body: unknown,
  requestId: string,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { ...headers, 'content-type': 'application/json', 'x-request-id': requestId },
    body: JSON.stringify(body),
  };
}
