import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Languages, Loader2, RotateCcw, Search } from 'lucide-react';
import type { DistanceUnit } from '@shared/api/profile';
import { CUISINES } from '@shared/domain/cuisines';
import { SEARCH_TEXT_MAX_LENGTH } from '@shared/api/translate';
import { PRICE_LEVELS } from '@shared/domain/search-lexicon/types';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useAuth } from '@/features/auth';
import { useProfile } from '@/features/profile';
import { cn } from '@/lib/cn';
import { sessionStore } from '@/lib/web-storage';
import { useLocationChoice } from '../hooks/use-location-choice';
import { languageName, useSearchSubmit, type DetectedLanguage } from '../hooks/use-search-submit';
import { useVoiceInput } from '../hooks/use-voice-input';
import { forgetSearchChoices, loadSearchChoices, saveSearchChoices, type DietaryChoices } from '../search-choices';
import { RADIUS_RANGE, defaultValues, readSearchAgainState, startingValues, type SearchFormValues } from '../search-form';
import { DietaryPanel } from './DietaryPanel';
import { LocationChooser } from './LocationChooser';
import { SelectField } from './SelectField';
import { VoiceButton } from './VoiceButton';

/** Spec: the quick search runs 500 ms after the voice text lands in the box. */
const VOICE_SEARCH_DELAY_MS = 500;

const asChoices = (lists: { dietary: string[]; allergies: string[] } | null): DietaryChoices | null =>
  lists && { dietaryRestrictions: lists.dietary, allergies: lists.allergies };

/**
 * The search form of /home (spec 000): every control, pre-filled from the profile, this session's
 * last search (search-choices.ts) or a Search Again.
 */
export function SearchForm() {
  const { t, i18n } = useTranslation('search');
  const navState = useLocation().state as unknown;
  const [again] = useState(() => readSearchAgainState(navState));
  const userId = useAuth().user?.userId ?? null;
  const { load } = useProfile();
  const [values, setValues] = useState<SearchFormValues>(() =>
    startingValues(null, userId ? loadSearchChoices(sessionStore(), userId, null) : null, again),
  );
  const [savedLists, setSavedLists] = useState<{ dietary: string[]; allergies: string[] } | null>(null);
  const [detected, setDetected] = useState<DetectedLanguage | null>(null);
  const location = useLocationChoice(again);
  const { submit, loading } = useSearchSubmit();
  // Bumped when voice text lands in the box: the spec's quick search follows 500 ms later.
  const [voiceSearch, setVoiceSearch] = useState(0);
  const queryId = useId();
  const prefilled = useRef(false);

  const profile = load.status === 'ready' ? load.profile : null;
  const distanceUnit: DistanceUnit = profile?.distance_unit ?? 'miles';
  const profileSettled = load.status !== 'loading';

  // The profile's lists fill the form once they arrive, unless this session's last search chose
  // others (a Search Again keeps its own diets).
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    const lists = { dietary: profile.dietary_preferences, allergies: profile.allergies };
    setSavedLists(lists);
    const choices = userId ? loadSearchChoices(sessionStore(), userId, asChoices(lists)) : null;
    setValues((current) => ({ ...startingValues(profile, choices, again), searchQuery: current.searchQuery }));
  }, [profile, again, userId]);

  const set = (patch: Partial<SearchFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const voice = useVoiceInput((text) => {
    set({ searchQuery: text.slice(0, SEARCH_TEXT_MAX_LENGTH) });
    setDetected(null);
    setVoiceSearch((n) => n + 1);
  });

  const reset = () => {
    forgetSearchChoices(sessionStore());
    setValues(defaultValues(savedLists ? { dietary_preferences: savedLists.dietary, allergies: savedLists.allergies } : null));
    setDetected(null);
    setVoiceSearch(0);
    location.reset();
    toast.success(t('toast.reset'));
  };

  const canSubmit = !loading && profileSettled && location.hasCoordinates;

  const search = async () => {
    setVoiceSearch(0);
    if (loading) return;
    const where = await location.locationForSearch();
    if (!where) return;
    const outcome = await submit(values, where, distanceUnit);
    if (outcome && userId) saveSearchChoices(sessionStore(), userId, outcome.values, asChoices(savedLists));
    if (outcome) {
      setValues(outcome.values);
      setDetected(outcome.detected);
    }
  };

  // Runs with the render that shows the transcribed text; typing or submitting first cancels it.
  const runVoiceSearch = useEffectEvent(() => void search());
  useEffect(() => {
    if (!voiceSearch) return;
    const timer = window.setTimeout(runVoiceSearch, VOICE_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [voiceSearch]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search();
  };

  const unitLabel = t(`radius.unit.${distanceUnit}`, { count: values.searchRadius });

  return (
    <Card className="p-4 sm:p-6" data-testid="search-form-card">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="search-form" aria-busy={loading}>
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-ink">{t('form.title')}</h2>
          <Button variant="ghost" size="sm" onClick={reset} disabled={loading} data-testid="search-reset">
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('form.reset')}
          </Button>
        </div>

        <div>
          <label htmlFor={queryId} className="sr-only">
            {t('form.queryLabel')}
          </label>
          <div className="flex items-center gap-1 rounded-2xl border border-slate-300 bg-white py-1 pl-3 pr-1 shadow-xs focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/15">
            <Search className="size-5 shrink-0 text-muted" aria-hidden="true" />
            <input
              id={queryId}
              type="search"
              value={values.searchQuery}
              maxLength={SEARCH_TEXT_MAX_LENGTH}
              onChange={(event) => {
                setVoiceSearch(0); // typing takes over from a pending voice search
                set({ searchQuery: event.target.value });
                setDetected(null);
              }}
              disabled={loading}
              placeholder={t('form.placeholder')}
              enterKeyHint="search"
              className="h-11 min-w-0 flex-1 bg-transparent px-1.5 text-base text-ink placeholder:text-slate-400 focus:outline-none sm:text-sm"
              data-testid="search-query"
            />
            {detected && (
              <span
                className="hidden shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2 py-1 text-xs font-medium text-brand-800 sm:inline-flex"
                title={t('form.detectedTitle', { language: languageName(detected.language, i18n.resolvedLanguage ?? 'en'), text: detected.translatedText })}
                data-testid="language-detected"
              >
                <Languages className="size-3.5" aria-hidden="true" />
                {detected.language.toUpperCase()}
              </span>
            )}
            <VoiceButton voice={voice} disabled={loading} />
          </div>
          {detected && (
            <p className="mt-1.5 flex items-center gap-1.5 text-xs text-brand-800 sm:hidden" data-testid="language-detected-mobile">
              <Languages className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{t('form.detectedTitle', { language: languageName(detected.language, i18n.resolvedLanguage ?? 'en'), text: detected.translatedText })}</span>
            </p>
          )}
        </div>

        <LocationChooser choice={location} disabled={loading} />

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            label={t('form.cuisine')}
            value={values.cuisineType}
            onChange={(event) => set({ cuisineType: event.target.value as SearchFormValues['cuisineType'] })}
            disabled={loading}
            data-testid="search-cuisine"
          >
            <option value="any">{t('form.anyCuisine')}</option>
            {CUISINES.map((cuisine) => (
              <option key={cuisine} value={cuisine}>
                {t(`cuisines.${cuisine}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('form.price')}
            value={values.priceRange}
            onChange={(event) => set({ priceRange: event.target.value as SearchFormValues['priceRange'] })}
            disabled={loading}
            data-testid="search-price"
          >
            <option value="any">{t('form.anyPrice')}</option>
            {PRICE_LEVELS.map((price) => (
              <option key={price} value={price}>
                {price} {t(`price.${price.length}`)}
              </option>
            ))}
          </SelectField>
          <div className="sm:col-span-2 lg:col-span-1">
            <div className="mb-1.5 flex items-baseline justify-between gap-2">
              <label htmlFor={`${queryId}-radius`} className="text-sm font-semibold text-ink">
                {t('radius.label')}
              </label>
              <span className="text-sm font-semibold text-brand-800" data-testid="search-radius-value">
                {unitLabel}
              </span>
            </div>
            <input
              id={`${queryId}-radius`}
              type="range"
              min={RADIUS_RANGE.min}
              max={RADIUS_RANGE.max}
              step={RADIUS_RANGE.step}
              value={values.searchRadius}
              onChange={(event) => set({ searchRadius: Number(event.target.value) })}
              disabled={loading}
              aria-valuetext={unitLabel}
              className="h-11 w-full cursor-pointer accent-brand-700"
              data-testid="search-radius"
            />
            <div className="-mt-1.5 flex justify-between px-0.5 text-[11px] font-medium text-muted" aria-hidden="true">
              {Array.from({ length: RADIUS_RANGE.max - RADIUS_RANGE.min + 1 }, (_, i) => (
                <span key={i}>{RADIUS_RANGE.min + i}</span>
              ))}
            </div>
          </div>
        </div>

        <DietaryPanel
          dietary={values.dietaryRestrictions}
          allergies={values.allergies}
          onChange={(lists) => set(lists)}
          saved={savedLists}
          onSaved={setSavedLists}
          loading={!profileSettled}
          disabled={loading}
        />

        <Button type="submit" size="lg" disabled={!canSubmit} className={cn('w-full', loading && 'cursor-wait')} data-testid="search-submit">
          {loading ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <Search className="size-5" aria-hidden="true" />}
          {t(loading ? 'form.searching' : 'form.submit')}
        </Button>
      </form>
    </Card>
  );
}
