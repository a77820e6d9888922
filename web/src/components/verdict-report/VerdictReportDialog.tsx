import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { ALLERGY_CATEGORIES, DIETS } from '@shared/domain/allergen-scan/categories';
import { KINDS_WITH_CONCERN, VERDICT_REPORT_KINDS, VERDICT_REPORT_TEXT_MAX_LENGTH, type VerdictReportKind } from '@shared/api/verdict-reports';
import { Button } from '@/components/ui/Button';
import { ModalFormDialog } from '@/components/ui/ModalFormDialog';
import { inputClass } from '@/components/ui/input-styles';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { sendVerdictReport } from './verdict-report-api';

interface Props {
  open: boolean;
  onClose: () => void;
  placeId: string;
  placeName: string;
  dish?: string;
  /** The allergen or diet the dish was flagged for: chosen at first, the user may change it. */
  initialConcern?: string;
}

/**
 * Report a wrong verdict (product-rules §16.1): what is wrong, the allergen or diet where the kind needs
 * one, a text; Send and Cancel. A native modal <dialog> like the feedback dialog: the page behind is
 * inert, focus stays inside, Escape cancels. After sending it says thanks; a failure keeps the contents.
 */
export default function VerdictReportDialog({ open, onClose, placeId, placeName, dish, initialConcern = '' }: Props) {
  const { t } = useTranslation();
  const { t: tSearch } = useTranslation('search');
  const id = useId();
  const [kind, setKind] = useState<VerdictReportKind | ''>('');
  const [concern, setConcern] = useState(initialConcern);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const needsConcern = kind !== '' && KINDS_WITH_CONCERN.includes(kind);

  const close = () => {
    if (sent) {
      setKind('');
      setConcern(initialConcern);
      setText('');
      setSent(false);
    }
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind || (needsConcern && !concern) || (kind === 'other' && !text.trim())) {
      setError(t('verdictReport.required'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await sendVerdictReport({ placeId, placeName, ...(dish ? { dish } : {}), kind, ...(needsConcern ? { concern } : {}), text });
      setSent(true);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status === 429 ? t('verdictReport.limit') : t('verdictReport.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <ModalFormDialog
      open={open}
      onCancel={close}
      onSubmit={(event) => void submit(event)}
      id={id}
      title={t('verdictReport.title')}
      subtitle={dish ? `${placeName} · ${dish}` : placeName}
      closeLabel={t('verdictReport.close')}
      testId="verdict-report-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={close} data-testid="verdict-report-cancel">
            {sent ? t('verdictReport.close') : t('verdictReport.cancel')}
          </Button>
          {!sent && (
            <Button type="submit" disabled={sending} data-testid="verdict-report-submit">
              {sending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              {sending ? t('verdictReport.sending') : t('verdictReport.send')}
            </Button>
          )}
        </>
      }
    >
      {sent ? (
        <p role="status" className="px-5 py-6 text-sm" data-testid="verdict-report-success">
          {t('verdictReport.success')}
        </p>
      ) : (
        <div className="flex flex-col gap-4 overflow-y-auto px-5 py-4">
          <p className="text-xs text-muted">{t('verdictReport.intro')}</p>
          <fieldset>
            <legend className="text-sm font-medium">
              {t('verdictReport.kind')} <span aria-hidden="true">*</span>
            </legend>
            <div className="mt-1.5 flex flex-col gap-1.5">
              {VERDICT_REPORT_KINDS.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} data-testid={`verdict-report-kind-${value}`} />
                  {t(`verdictReport.kinds.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {needsConcern && (
            <div>
              <label htmlFor={`${id}-concern`} className="text-sm font-medium">
                {t('verdictReport.concern')} <span aria-hidden="true">*</span>
              </label>
              <select id={`${id}-concern`} value={concern} onChange={(e) => setConcern(e.target.value)} className={cn(inputClass, 'mt-1.5')} data-testid="verdict-report-concern">
                <option value="">{t('verdictReport.concernPlaceholder')}</option>
                <optgroup label={t('verdictReport.allergens')}>
                  {ALLERGY_CATEGORIES.map((c) => (
                    <option key={c.id} value={c.id}>
                      {tSearch(`scan.categories.${c.id}`, { defaultValue: c.label })}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('verdictReport.diets')}>
                  {DIETS.map((d) => (
                    <option key={d.id} value={d.id}>
                      {tSearch(`scan.diets.${d.id}`, { defaultValue: d.label })}
                    </option>
                  ))}
                </optgroup>
              </select>
            </div>
          )}
          <div>
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={`${id}-text`} className="text-sm font-medium">
                {t('verdictReport.text')}
              </label>
              <span className="text-xs text-muted" aria-hidden="true">
                {text.length}/{VERDICT_REPORT_TEXT_MAX_LENGTH}
              </span>
            </div>
            <textarea
              id={`${id}-text`}
              value={text}
              rows={4}
              maxLength={VERDICT_REPORT_TEXT_MAX_LENGTH}
              onChange={(e) => setText(e.target.value)}
              className={cn(inputClass, 'mt-1.5 h-auto min-h-24 py-2.5')}
              data-testid="verdict-report-text"
            />
          </div>
          {error && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="verdict-report-error">
              {error}
            </p>
          )}
        </div>
      )}
    </ModalFormDialog>
  );
}
