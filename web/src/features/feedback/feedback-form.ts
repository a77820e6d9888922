// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_SUBJECT_MAX_LENGTH,
  RATED_FEEDBACK_TYPES,
  type FeedbackType,
  type SendFeedbackRequest,
} from '../../../../shared/api/feedback';

/** What the Send App Feedback dialog holds while open (kept after a failure). */
export interface FeedbackDraft {
  type: FeedbackType | '';
  subject: string;
  message: string;
  rating: number | null;
  email: string;
}

export const EMPTY_DRAFT: FeedbackDraft = { type: '', subject: '', message: '', rating: null, email: '' };

/** product-rules §12.1: a 1 to 5 rating is offered only for ai_quality and general. */
export function offersRating(type: FeedbackDraft['type']): boolean {
  return type !== '' && RATED_FEEDBACK_TYPES.includes(type);
}

/**
 * The request for a draft, or `required` when type, subject or message is missing (spec: Please fill
 * in all required fields). The rating goes only with rated types, the email only from visitors and
 * only when typed. Lengths are held by the inputs' maxLength; the server checks them again.
 */
export function toFeedbackRequest(draft: FeedbackDraft, signedIn: boolean): SendFeedbackRequest | 'required' {
  const subject = draft.subject.trim();
  const message = draft.message.trim();
  if (draft.type === '' || !subject || !message) return 'required';
  const email = draft.email.trim();
  return {
    type: draft.type,
    subject: subject.slice(0, FEEDBACK_SUBJECT_MAX_LENGTH),
    message: message.slice(0, FEEDBACK_MESSAGE_MAX_LENGTH),
    ...(offersRating(draft.type) && draft.rating !== null ? { rating: draft.rating } : {}),
    ...(!signedIn && email ? { email } : {}),
  };
}
