/** Stripe's error answer: `{ "error": { "type", "message", "code"?, "param"? } }` with its HTTP status. */
export interface StripeErrorAnswer {
  status: number;
  body: { error: { type: string; message: string; code?: string; param?: string } };
}

export function stripeError(status: number, type: string, message: string, extra: { code?: string; param?: string } = {}): StripeErrorAnswer {
  return { status, body: { error: { type, message, ...extra } } };
}

export const missingParam = (param: string) => stripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, { code: 'parameter_missing', param });

export const noSuch = (what: string, id: string, param?: string) =>
  stripeError(404, 'invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing', ...(param ? { param } : {}) });
