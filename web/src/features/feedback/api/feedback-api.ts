import { sendFeedback as sendRoute } from '@shared/api/contracts/feedback';
import type { SendFeedbackRequest, SendFeedbackResponse } from '@shared/api/feedback';
import { callApi } from '@/lib/api-client';

/** POST /feedback: signed in (the bearer token goes along) or not. 3 per UTC day. */
export function sendFeedback(request: SendFeedbackRequest): Promise<SendFeedbackResponse> {
  return callApi(sendRoute, { body: request });
}
