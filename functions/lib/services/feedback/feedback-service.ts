import { randomUUID } from 'node:crypto';
import { FEEDBACK_MESSAGES, type SendFeedbackPayload, type SendFeedbackResponse } from '../../../../shared/api/feedback';
import { DAILY_FEEDBACK_ALLOWANCE } from '../../../../shared/domain/plans';
import { utcDate } from '../../../../shared/domain/utc-dates';
import { consumeDailyUsage, releaseDailyUsage } from '../../data/daily-usage-repository';
import type { Db } from '../../data/db';
import { putFeedback } from '../../data/feedback-repository';
import { consumeVisitorUsage, releaseVisitorUsage } from '../../data/visitor-usage-repository';
import type { AuthContext } from '../../caller';
import { DomainError, type LimitRefusal } from '../../errors';
import { visitorKeyOf } from './visitor-key';
import * as clock from '../../clock';

/**
 * POST /feedback (product-rules §12.1): 3 per UTC day per signed-in user (their daily usage's `feedback`
 * counter, the spec's feedback_requests) and per visitor (the same counter under a keyed hash of
 * the client address). The allowance is taken first, in one conditional write, and given back if
 * storing fails; the schema has already checked the fields, so a refused body costs nothing.
 */
export interface FeedbackDeps {
  db: Db;
  /** The deployment's secret key for the visitor hash (the code-hash key). */
  hashKey: () => Promise<Buffer>;
  /** DAILY_FEEDBACK_ALLOWANCE unless a test sets another. */
  dailyLimit?: number;
  now?: () => Date;
}

export interface FeedbackSender {
  /** Null for a visitor. */
  caller: AuthContext | null;
  /** The client address API Gateway saw (requestContext.http.sourceIp). */
  clientAddress: string;
}

const FEEDBACK_REFUSAL: LimitRefusal = { code: 'DAILY_FEEDBACK_LIMIT', message: FEEDBACK_MESSAGES.DAILY_LIMIT };

export async function sendFeedback(deps: FeedbackDeps, sender: FeedbackSender, body: SendFeedbackPayload): Promise<SendFeedbackResponse> {
  const { caller } = sender;
  if (caller && body.email) throw new DomainError('invalid', 'EMAIL_ONLY_FOR_VISITORS', FEEDBACK_MESSAGES.EMAIL_ONLY_FOR_VISITORS);
  const now = deps.now?.() ?? clock.now();
  const date = utcDate(now);
  const limit = deps.dailyLimit ?? DAILY_FEEDBACK_ALLOWANCE;
  const allowance = caller
    ? { take: () => consumeDailyUsage(deps.db, caller.userId, date, 'feedback', limit, FEEDBACK_REFUSAL), giveBack: () => releaseDailyUsage(deps.db, caller.userId, date, 'feedback') }
    : await visitorAllowance(deps, sender.clientAddress, date, limit);

  const used = await allowance.take();
  const id = randomUUID();
  try {
    await putFeedback(deps.db, {
      id,
      user_id: caller?.userId ?? null,
      feedback_type: body.type,
      subject: body.subject,
      message: body.message,
      rating: body.rating ?? null,
      user_email: caller ? null : body.email || null,
      created_at: now.toISOString(),
    });
  } catch (error) {
    await allowance.giveBack().catch(() => undefined);
    throw error;
  }
  return { id, message: FEEDBACK_MESSAGES.SUCCESS, remainingToday: Math.max(0, limit - used) };
}

async function visitorAllowance(deps: FeedbackDeps, clientAddress: string, date: string, limit: number) {
  const visitor = visitorKeyOf(await deps.hashKey(), clientAddress);
  return {
    take: () => consumeVisitorUsage(deps.db, visitor, date, 'feedback', limit, FEEDBACK_REFUSAL),
    giveBack: () => releaseVisitorUsage(deps.db, visitor, date, 'feedback'),
  };
}
