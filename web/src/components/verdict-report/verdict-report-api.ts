import { sendVerdictReport as sendRoute } from '@shared/api/contracts/verdict-reports';
import type { SendVerdictReportRequest, SendVerdictReportResponse } from '@shared/api/verdict-reports';
import { callApi } from '@/lib/api-client';

/** POST /verdict-reports (product-rules §16): signed in, 5 per UTC day. */
export function sendVerdictReport(request: SendVerdictReportRequest): Promise<SendVerdictReportResponse> {
  return callApi(sendRoute, { body: request });
}
