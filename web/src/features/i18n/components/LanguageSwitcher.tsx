import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, normalizeLanguage, FALLBACK_LANGUAGE } from '@shared/i18n/languages';
import { changeLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

interface Props {
  /** `compact` shows only the globe and the code (header on phones). */
  compact?: boolean;
  className?: string;
  testId?: string;
}

export function LanguageSwitcher({ compact = false, className, testId = 'language-switcher' }: Props) {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-testid={testId}
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 text-sm font-medium text-ink',
          'hover:border-brand-600 data-[state=open]:border-brand-600',
          className,
        )}
      >
        <Globe className="size-4 text-brand-700" aria-hidden="true" />
        {/* The name says what the button is and keeps the visible text in it (WCAG 2.5.3). */}
        <span className="sr-only">{t('language.label')}: </span>
        <span>{compact ? current.toUpperCase() : LANGUAGE_NAMES[current]}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => void changeLanguage(value)}>
            {LANGUAGES.map((lang) => (
              <DropdownMenu.RadioItem
                key={lang}
                value={lang}
                lang={lang}
                data-testid={`language-option-${lang}`}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-lg px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
              >
                {LANGUAGE_NAMES[lang]}
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4 text-brand-700" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
