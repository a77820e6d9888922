import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, normalizeLanguage, FALLBACK_LANGUAGE } from '@shared/i18n/languages';
import { DeferredMenu } from '@/components/ui/DeferredMenu';
import { cn } from '@/lib/cn';

interface Props {
  /** `compact` shows only the globe and the code (header on phones). */
  compact?: boolean;
  className?: string;
  testId?: string;
}

const loadLanguageMenu = () => import('./LanguageMenu');

export function LanguageSwitcher({ compact = false, className, testId = 'language-switcher' }: Props) {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;

  return (
    <DeferredMenu
      load={loadLanguageMenu}
      menuProps={{ current }}
      triggerTestId={testId}
      triggerClassName={cn(
        'inline-flex h-9 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 text-sm font-medium text-ink',
        'hover:border-brand-600 data-[state=open]:border-brand-600',
        className,
      )}
      trigger={
        <>
          <Globe className="size-4 text-brand-700" aria-hidden="true" />
          {/* The name says what the button is and keeps the visible text in it (WCAG 2.5.3). */}
          <span className="sr-only">{t('language.label')}: </span>
          <span>{compact ? current.toUpperCase() : LANGUAGE_NAMES[current]}</span>
        </>
      }
    />
  );
}
