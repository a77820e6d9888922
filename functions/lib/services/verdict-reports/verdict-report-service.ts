import { randomUUID } from 'node:crypto';
import {
  DAILY_VERDICT_REPORT_ALLOWANCE,
  type SendVerdictReportPayload,
  type SendVerdictReportResponse,
  VERDICT_REPORT_MESSAGES,
} from '../../../../shared/api/verdict-reports';
import { utcDate } from '../../../../shared/domain/utc-dates';
import type { AuthContext } from '../../caller';
import * as clock from '../../clock';
import { consumeDailyUsage, releaseDailyUsage } from '../../data/daily-usage-repository';
import type { Db } from '../../data/db';
import { newVerdictReportId, putVerdictReport } from '../../data/verdict-report-repository';
import type { LimitRefusal } from '../../errors';

/**
 * POST /verdict-reports (product-rules §16): 5 per UTC day per user (their daily usage's `verdictReports`
 * counter). The allowance is taken first, in one conditional write, and given back if storing fails.
 * The report is only stored: no verdict reads it (§16.3).
 */
export interface VerdictReportDeps {
  db: Db;
  /** DAILY_VERDICT_REPORT_ALLOWANCE unless a test sets another. */
  dailyLimit?: number;
  now?: () => Date;
}

const REPORT_REFUSAL: LimitRefusal = { code: 'DAILY_REPORT_LIMIT', message: VERDICT_REPORT_MESSAGES.DAILY_LIMIT };

export async function sendVerdictReport(deps: VerdictReportDeps, caller: AuthContext, body: SendVerdictReportPayload): Promise<SendVerdictReportResponse> {
  const now = deps.now?.() ?? clock.now();
  const date = utcDate(now);
  const limit = deps.dailyLimit ?? DAILY_VERDICT_REPORT_ALLOWANCE;
  const used = await consumeDailyUsage(deps.db, caller.userId, date, 'verdictReports', limit, REPORT_REFUSAL);
  const id = newVerdictReportId(now, randomUUID());
  try {
    await putVerdictReport(deps.db, {
      id,
      user_id: caller.userId,
      place_id: body.placeId,
      place_name: body.placeName,
      dish: body.dish ?? null,
      kind: body.kind,
      concern: body.concern ?? null,
      text: body.text,
      created_at: now.toISOString(),
      accepted_at: null,
    });
  } catch (error) {
    await releaseDailyUsage(deps.db, caller.userId, date, 'verdictReports').catch(() => undefined);
    throw error;
  }
  return { id, message: VERDICT_REPORT_MESSAGES.SUCCESS, remainingToday: Math.max(0, limit - used) };
}
