import { useTranslation } from 'react-i18next';
import { Languages, Search } from 'lucide-react';
import { SEARCH_TEXT_MAX_LENGTH } from '@shared/api/translate';
import { languageName, type DetectedLanguage } from '../hooks/use-search-submit';
import type { VoiceInput } from '../hooks/voice-input/use-voice-input';
import { VoiceButton } from './VoiceButton';

/** The free-text box: the language the server detected beside it (under it on phones) and the microphone. */
export function SearchQueryField({
  id,
  value,
  onChange,
  detected,
  voice,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  detected: DetectedLanguage | null;
  voice: VoiceInput;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('search');
  const detectedTitle = detected && t('form.detectedTitle', { language: languageName(detected.language, i18n.resolvedLanguage ?? 'en'), text: detected.translatedText });
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('form.queryLabel')}
      </label>
      <div className="flex items-center gap-1 rounded-2xl border border-slate-300 bg-white py-1 pl-3 pr-1 shadow-xs focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/15">
        <Search className="size-5 shrink-0 text-muted" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          placeholder={t('form.placeholder')}
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 bg-transparent px-1.5 text-base text-ink placeholder:text-slate-400 focus:outline-none sm:text-sm"
          data-testid="search-query"
        />
        {detected && (
          <span
            className="hidden shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2 py-1 text-xs font-medium text-brand-800 sm:inline-flex"
            title={detectedTitle ?? undefined}
            data-testid="language-detected"
          >
            <Languages className="size-3.5" aria-hidden="true" />
            {detected.language.toUpperCase()}
          </span>
        )}
        <VoiceButton voice={voice} disabled={disabled} />
      </div>
      {detected && (
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-brand-800 sm:hidden" data-testid="language-detected-mobile">
          <Languages className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{detectedTitle}</span>
        </p>
      )}
    </div>
  );
}
