import { useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/i18n/languages';
import { useFocusOnMount, type DeferredMenuParts } from '@/components/ui/DeferredMenu';
import { changeLanguage } from '@/lib/i18n';

/** The language menu's dropdown (loaded by LanguageSwitcher at the first sign of use). */
export default function LanguageMenu({ current, triggerClassName, triggerTestId, trigger, defaultOpen, focusTrigger }: { current: Language } & DeferredMenuParts) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, focusTrigger);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} data-testid={triggerTestId} className={triggerClassName}>
        {trigger}
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
