import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChevronDown, CircleCheck, Loader2, RotateCcw, Salad, ShieldAlert, UserRound, type LucideIcon } from 'lucide-react';
import { DISTANCE_UNITS, type Profile } from '@shared/api/profile';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/i18n/languages';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { inputClass } from '@/components/ui/input-styles';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useProfileForm } from '../hooks/use-profile-form';
import { useSessionLost } from '../hooks/use-session-lost';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { DietaryListEditor } from './DietaryListEditor';
import { TextField } from './fields';
import { ProfileHeading } from './ProfileHeading';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

function Section({ icon: Icon, title, description, children, testId }: { icon: LucideIcon; title: string; description?: string; children: ReactNode; testId: string }) {
  const headingId = `profile-section-${testId}`;
  return (
    <Card className="p-5 sm:p-8" data-testid={`profile-section-${testId}`}>
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </div>
          <div>
            <h2 id={headingId} className="text-lg font-bold">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm leading-relaxed text-muted">{description}</p>}
          </div>
        </div>
        <div className="mt-6">{children}</div>
      </section>
    </Card>
  );
}

/** The editable profile; saving goes to /home (product-rules §14.1, /profile). */
export function ProfileForm({ initial, isNewUser }: { initial: Profile; isNewUser: boolean }) {
  const { t } = useTranslation('profile');
  const { user, finishProfileSetup, refresh } = useAuth();
  const navigate = useNavigate();
  const form = useProfileForm(initial);
  const { draft, dirty, saving } = form;
  const { blocker, allowLeave } = useUnsavedChanges(dirty && !saving);
  const onSessionLost = useSessionLost(allowLeave);
  const usernameRef = useRef<HTMLInputElement>(null);
  // Focus moves to a refused username once the form is enabled again (after the render that ends saving).
  const [focusUsername, setFocusUsername] = useState(0);
  useEffect(() => {
    if (focusUsername > 0) usernameRef.current?.focus();
  }, [focusUsername]);

  // A first-time visitor may keep the defaults, so Save stays available to finish the setup.
  const canSave = !saving && (dirty || isNewUser);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    if (!user) return onSessionLost();
    const outcome = await form.save();
    switch (outcome.kind) {
      case 'saved':
        allowLeave();
        finishProfileSetup();
        // A new username reaches the header once the ID token is refreshed.
        if (draft.username !== initial.username) void refresh().catch(() => undefined);
        toast.success(t('toast.saved'));
        navigate('/home');
        break;
      case 'invalid':
      case 'usernameTaken':
        setFocusUsername((n) => n + 1);
        break;
      case 'sessionLost':
        onSessionLost();
        break;
      case 'failed':
        toast.error(t('toast.saveFailed'));
        break;
    }
  };

  return (
    <>
      <ProfileHeading onLeaving={allowLeave} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6" data-testid="profile-form">
        <Section icon={UserRound} title={t('sections.basics.title')} description={t('sections.basics.description')} testId="basics">
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
          </div>
        </Section>

        <Section icon={Salad} title={t('lists.dietary.title')} description={t('lists.dietary.description')} testId="dietary">
          <DietaryListEditor
            kind="dietary"
            entries={draft.dietary_preferences}
            onChange={(entries) => form.update('dietary_preferences', entries)}
            disabled={saving}
          />
        </Section>

        <Section icon={ShieldAlert} title={t('lists.allergy.title')} description={t('lists.allergy.description')} testId="allergy">
          <DietaryListEditor kind="allergy" entries={draft.allergies} onChange={(entries) => form.update('allergies', entries)} disabled={saving} />
        </Section>

        {/* Sticks to the bottom of the screen while there is something to save. */}
        <div className={cn('z-30', canSave && 'sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] lg:bottom-4')}>
          <div className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 p-2.5 shadow-lg backdrop-blur sm:gap-3 sm:p-3 sm:pl-5">
            <p className="flex min-w-0 flex-1 items-center gap-2 text-xs font-medium sm:text-sm" aria-live="polite" data-testid="profile-save-state">
              {dirty ? (
                <>
                  <span className="size-2 shrink-0 rounded-full bg-amber-500" aria-hidden="true" />
                  <span className="truncate text-amber-800 sm:hidden">{t('save.unsavedShort')}</span>
                  <span className="hidden truncate text-amber-800 sm:inline">{t('save.unsaved')}</span>
                </>
              ) : (
                <>
                  <CircleCheck className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="truncate text-muted sm:hidden">{t('save.upToDateShort')}</span>
                  <span className="hidden truncate text-muted sm:inline">{t('save.upToDate')}</span>
                </>
              )}
            </p>
            {dirty && (
              <Button
                variant="ghost"
                onClick={form.discard}
                disabled={saving}
                aria-label={t('save.discard')}
                title={t('save.discard')}
                className="shrink-0 px-3"
                data-testid="profile-discard"
              >
                <RotateCcw className="size-4 sm:hidden" aria-hidden="true" />
                <span className="hidden sm:inline">{t('save.discard')}</span>
              </Button>
            )}
            <Button type="submit" disabled={!canSave} className="shrink-0 sm:min-w-36" data-testid="profile-save">
              {saving && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              {t(saving ? 'save.saving' : isNewUser ? 'save.finish' : 'save.save')}
            </Button>
          </div>
        </div>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
