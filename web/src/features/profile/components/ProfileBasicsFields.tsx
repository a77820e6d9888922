import { type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { DISTANCE_UNITS } from '@shared/api/profile';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/i18n/languages';
import { inputClass } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import { type useProfileForm } from '../hooks/use-profile-form';
import { TextField } from './fields';

type ProfileFormState = ReturnType<typeof useProfileForm>;

/** Username, language and distance unit: the "basics" section of the profile form. */
export function ProfileBasicsFields({ form, usernameRef }: { form: ProfileFormState; usernameRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('profile');
  const { draft, saving } = form;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <TextField
        ref={usernameRef}
        label={t('fields.username.label')}
        value={draft.username}
        onChange={(event) => form.update('username', event.target.value)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        disabled={saving}
        hint={t('fields.username.hint')}
        error={form.usernameErrorKey ? t(form.usernameErrorKey) : null}
        errorTestId="username-error"
        data-testid="profile-username"
      />
      <LanguageField form={form} />
      <DistanceUnitField form={form} />
    </div>
  );
}

function LanguageField({ form }: { form: ProfileFormState }) {
  const { t } = useTranslation('profile');
  const { draft, saving } = form;
  return (
    <div>
      <label htmlFor="profile-language" className="mb-1.5 block text-sm font-semibold">
        {t('fields.language.label')}
      </label>
      <div className="relative">
        <select
          id="profile-language"
          value={draft.language}
          disabled={saving}
          onChange={(event) => form.chooseLanguage(event.target.value as Language)}
          aria-describedby="profile-language-hint"
          data-testid="profile-language"
          className={cn(inputClass, 'appearance-none pr-10')}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute right-3.5 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      </div>
      <p id="profile-language-hint" className="mt-1.5 text-xs leading-relaxed text-muted">
        {t('fields.language.hint')}
      </p>
    </div>
  );
}

function DistanceUnitField({ form }: { form: ProfileFormState }) {
  const { t } = useTranslation('profile');
  const { draft, saving } = form;
  return (
    <fieldset className="md:col-span-2">
      <legend className="mb-1.5 block text-sm font-semibold">{t('fields.distanceUnit.label')}</legend>
      <div className="inline-grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {DISTANCE_UNITS.map((unit) => (
          <label
            key={unit}
            className={cn(
              'flex h-10 min-w-28 cursor-pointer items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              draft.distance_unit === unit ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name="distance_unit"
              value={unit}
              checked={draft.distance_unit === unit}
              disabled={saving}
              onChange={() => form.update('distance_unit', unit)}
              className="sr-only"
              data-testid={`profile-unit-${unit}`}
            />
            {t(`fields.distanceUnit.${unit}`)}
          </label>
        ))}
      </div>
      <p className="mt-1.5 text-xs leading-relaxed text-muted">{t('fields.distanceUnit.hint')}</p>
    </fieldset>
  );
}
