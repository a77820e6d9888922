import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_RATING_MAX, FEEDBACK_SUBJECT_MAX_LENGTH, FEEDBACK_TYPES } from '@shared/api/feedback';
import { inputClass } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import { type FeedbackDraft } from '../feedback-form';

const RATINGS = Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => i + 1);

interface FieldProps {
  /** The dialog's useId, the prefix of every field id. */
  id: string;
  draft: FeedbackDraft;
  set: (patch: Partial<FeedbackDraft>) => void;
}

/** Type, subject and message, each required, the last two with a length counter. */
export function FeedbackTextFields({ id, draft, set }: FieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <label htmlFor={`${id}-type`} className="text-sm font-medium">
          {t('feedback.type')} <span aria-hidden="true">*</span>
        </label>
        <select
          id={`${id}-type`}
          value={draft.type}
          required
          onChange={(e) => set({ type: e.target.value as FeedbackDraft['type'], rating: null })}
          className={cn(inputClass, 'mt-1.5')}
          data-testid="feedback-type"
        >
          <option value="">{t('feedback.typePlaceholder')}</option>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.types.${type}`)}
            </option>
          ))}
        </select>
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-subject`} className="text-sm font-medium">
            {t('feedback.subject')} <span aria-hidden="true">*</span>
          </label>
          <span className="text-xs text-muted" aria-hidden="true">
            {draft.subject.length}/{FEEDBACK_SUBJECT_MAX_LENGTH}
          </span>
        </div>
        <input
          id={`${id}-subject`}
          value={draft.subject}
          required
          maxLength={FEEDBACK_SUBJECT_MAX_LENGTH}
          onChange={(e) => set({ subject: e.target.value })}
          className={cn(inputClass, 'mt-1.5')}
          data-testid="feedback-subject"
        />
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-message`} className="text-sm font-medium">
            {t('feedback.message')} <span aria-hidden="true">*</span>
          </label>
          <span className="text-xs text-muted" aria-hidden="true">
            {draft.message.length}/{FEEDBACK_MESSAGE_MAX_LENGTH}
          </span>
        </div>
        <textarea
          id={`${id}-message`}
          value={draft.message}
          required
          rows={5}
          maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
          onChange={(e) => set({ message: e.target.value })}
          className={cn(inputClass, 'mt-1.5 h-auto min-h-28 py-2.5')}
          data-testid="feedback-message"
        />
      </div>
    </>
  );
}

/** The 1-5 star rating, offered for AI quality and general feedback. */
export function FeedbackRatingField({ id, draft, set }: FieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset data-testid="feedback-rating">
      <legend className="text-sm font-medium">{t('feedback.rating')}</legend>
      <div className="mt-1.5 flex gap-1">
        {RATINGS.map((n) => (
          <label key={n} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input type="radio" name={`${id}-rating`} value={n} checked={draft.rating === n} onChange={() => set({ rating: n })} className="sr-only" />
            <Star className={cn('size-7', draft.rating !== null && n <= draft.rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} aria-hidden="true" />
            <span className="sr-only">{t('feedback.stars', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The optional reply address, asked of visitors only. */
export function FeedbackEmailField({ id, draft, set }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        {t('feedback.email')}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={draft.email}
        onChange={(e) => set({ email: e.target.value })}
        className={cn(inputClass, 'mt-1.5')}
        data-testid="feedback-email"
      />
      <p className="mt-1 text-xs text-muted">{t('feedback.emailHint')}</p>
    </div>
  );
}
