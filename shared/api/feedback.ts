import * as z from 'zod';
import { DAILY_FEEDBACK_ALLOWANCE } from '../domain/plans';

/**
 * App feedback (product-rules §12.1 app_feedback and the Send App Feedback dialog): POST /feedback, signed in
 * or not. Type, subject and message are required; a 1 to 5 rating only for ai_quality and general;
 * an email only from visitors, and optional. 3 per UTC day per signed-in user and per visitor.
 */
export const FEEDBACK_TYPES = ['bug', 'feature_request', 'ai_quality', 'general'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** The types the dialog offers a rating for. */
export const RATED_FEEDBACK_TYPES: readonly FeedbackType[] = ['ai_quality', 'general'];
export const FEEDBACK_SUBJECT_MAX_LENGTH = 100;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 1000;
export const FEEDBACK_EMAIL_MAX_LENGTH = 254;
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;

/** The spec's feedback messages. */
export const FEEDBACK_MESSAGES = {
  REQUIRED_FIELDS: 'Please fill in all required fields',
  /** 429. */
  DAILY_LIMIT: `Daily feedback limit reached (${DAILY_FEEDBACK_ALLOWANCE} per day). Try again tomorrow!`,
  /** Shown by the dialog for any other failure. */
  FAILED: 'Failed to submit feedback. Please try again.',
  SUCCESS: 'Thank you! Your feedback has been submitted.',
  /** 400: signed-in users' feedback carries their account, not a typed address. */
  EMAIL_ONLY_FOR_VISITORS: 'An email address is only asked of visitors; signed-in feedback uses your account.',
  /** 401: a token was sent but is not a valid one of ours. */
  INVALID_TOKEN: 'Your session is not valid. Sign in again, or send feedback signed out.',
} as const;

const required = (max: number, what: string) =>
  z
    .string({ error: FEEDBACK_MESSAGES.REQUIRED_FIELDS })
    .trim()
    .min(1, { error: FEEDBACK_MESSAGES.REQUIRED_FIELDS })
    .max(max, { error: `${what} must be ${max} characters or fewer.` });

export const sendFeedbackRequestSchema = z
  .strictObject({
    type: z.enum(FEEDBACK_TYPES, { error: `${FEEDBACK_MESSAGES.REQUIRED_FIELDS}: type is one of ${FEEDBACK_TYPES.join(', ')}.` }),
    subject: required(FEEDBACK_SUBJECT_MAX_LENGTH, 'Subject'),
    message: required(FEEDBACK_MESSAGE_MAX_LENGTH, 'Message'),
    rating: z
      .number({ error: 'Rating must be a whole number from 1 to 5.' })
      .int({ error: 'Rating must be a whole number from 1 to 5.' })
      .min(FEEDBACK_RATING_MIN, { error: 'Rating must be a whole number from 1 to 5.' })
      .max(FEEDBACK_RATING_MAX, { error: 'Rating must be a whole number from 1 to 5.' })
      .nullable()
      .optional(),
    /** Visitors only; optional. An empty string counts as none. */
    email: z
      .union([z.literal(''), z.email({ error: 'Enter a valid email address, or leave it empty.' }).max(FEEDBACK_EMAIL_MAX_LENGTH)])
      .nullable()
      .optional(),
  })
  .refine((body) => body.rating == null || RATED_FEEDBACK_TYPES.includes(body.type), {
    error: 'A rating is only given with AI quality or general feedback.',
    path: ['rating'],
  });
export type SendFeedbackRequest = z.input<typeof sendFeedbackRequestSchema>;
export type SendFeedbackPayload = z.output<typeof sendFeedbackRequestSchema>;

export const sendFeedbackResponseSchema = z.object({
  id: z.string(),
  /** The spec's success text. */
  message: z.string(),
  /** Feedback this caller may still send today (UTC). */
  remainingToday: z.number().int().min(0),
});
export type SendFeedbackResponse = z.infer<typeof sendFeedbackResponseSchema>;
