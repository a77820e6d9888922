import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ImageDown, Printer, UserRound } from 'lucide-react';
import { chefCardText } from '@shared/domain/chef-card/chef-card-text';
import { languageForCountry } from '@shared/domain/chef-card/country-language';
import { LANGUAGE_NAMES, LANGUAGES, normalizeLanguage, type Language } from '@shared/i18n/languages';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { OfflineBanner } from '@/components/service-status/OfflineBanner';
import { useAuth } from '@/features/auth';
import { useProfile } from '@/features/profile';
import { useDinerProfiles } from '@/hooks/use-diner-profiles';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { restaurantIdSchema } from '@shared/api/library';
import { downloadBlob, renderCardImage } from '../card-image';
import { flaggedDishes } from '../flagged-dishes';
import { useChefCardPlace } from '../hooks/use-chef-card-place';
import { useRestrictionTable } from '../hooks/use-restriction-table';
import { useCardPeople } from '../hooks/use-card-people';
import { ME, tablePeople } from '../table-people';
import { CardPeoplePicker } from './CardPeoplePicker';
import { ChefCard } from './ChefCard';
import './chef-card-print.css';

/** While the page is open, printing shows the card alone (chef-card-print.css). */
function usePrintCardOnly(): void {
  useEffect(() => {
    document.documentElement.classList.add('chef-card-printing');
    return () => document.documentElement.classList.remove('chef-card-printing');
  }, []);
}

/**
 * /chef-card (product-rules §17): the allergies (with severity) and diets of the people the user chooses (themself
 * and their diner profiles, §17.1) for the kitchen, in the restaurant's language and the user's. `?place={id}`
 * (an id, never health data) names the restaurant: its country picks the kitchen's language, its generated menu
 * the dishes to ask about. The choice of people stays out of the URL (use-card-people.ts).
 */
export default function ChefCardPage() {
  const { t, i18n } = useTranslation('chefCard');
  useDocumentTitle(t('page.title'));
  usePrintCardOnly();
  const [params] = useSearchParams();
  const placeParam = params.get('place');
  const placeId = placeParam && restaurantIdSchema.safeParse(placeParam).success ? placeParam : null;
  const { load, savedAt } = useProfile();
  const userId = useAuth().user?.userId ?? null;
  const diners = useDinerProfiles(userId);
  const dinerList = useMemo(() => diners.data?.items ?? [], [diners.data]);
  const [chosen, setChosenPeople] = useCardPeople(userId);
  // A chosen diner whose profile is still on its way: wait for it rather than show a card without them.
  const dinersPending = diners.isLoading && chosen.some((id) => id !== ME);
  const place = useChefCardPlace(placeId);
  const mine: Language = normalizeLanguage(i18n.resolvedLanguage) ?? 'en';
  const fromCountry = languageForCountry(place.data?.countryCode);
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const kitchen: Language = chosenLanguage ?? fromCountry ?? mine;
  const kitchenNames = useRestrictionTable(kitchen);
  const myNames = useRestrictionTable(mine);
  const [saving, setSaving] = useState(false);

  const people = useMemo(() => (load.status === 'ready' ? tablePeople(load.profile, dinerList, chosen) : []), [load, dinerList, chosen]);
  const cards = useMemo(() => {
    if (!kitchenNames || !myNames) return null;
    const languages = kitchen === mine ? [kitchen] : [kitchen, mine];
    return languages.map((language) => chefCardText(people, language, language === kitchen ? kitchenNames : myNames));
  }, [people, kitchen, mine, kitchenNames, myNames]);
  const dishes = useMemo(() => (place.data?.menu ? flaggedDishes(place.data.menu.items, people) : null), [place.data, people]);
  const dishLabels = { heading: t('dishes.heading'), note: t('dishes.aiNote') };
  // Nobody chosen (or only diners since deleted): the card asks for a choice rather than for a profile.
  const noneChosen = load.status === 'ready' && people.length === 0;
  const hasContent = cards !== null && cards[0]!.people.length > 0;

  const saveImage = async () => {
    if (!cards) return;
    setSaving(true);
    try {
      const blob = await renderCardImage(cards, dishes, dishLabels);
      downloadBlob(blob, 'chef-card.png');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-surface to-surface" data-testid="chef-card-page">
      <Container className="max-w-4xl space-y-6 py-8 sm:py-12">
        <div className="empty:hidden">
          <OfflineBanner savedAt={savedAt} />
        </div>
        <header className="space-y-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('page.title')}</h1>
          <p className="text-muted">{t('page.intro')}</p>
          {place.data && (
            <p className="font-semibold text-ink" data-testid="chef-card-place">
              {t('page.forPlace', { name: place.data.name })}
            </p>
          )}
          {placeId && place.isError && !place.data && <p className="text-sm text-muted">{t('page.placeUnavailable')}</p>}
        </header>

        <CardPeoplePicker diners={dinerList} chosen={chosen} onChange={setChosenPeople} />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {t('language.label')}
            <select
              className="h-10 rounded-xl border border-slate-300 bg-white px-3 text-base font-normal"
              value={kitchen}
              onChange={(event) => setChosenLanguage(normalizeLanguage(event.target.value))}
              data-testid="chef-card-language"
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
            <span className="font-normal text-muted" data-testid="chef-card-language-hint">
              {chosenLanguage === null && fromCountry ? t('language.fromCountry') : t('language.choose')}
            </span>
          </label>
          {hasContent && (
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => window.print()} data-testid="chef-card-print">
                <Printer className="size-4" aria-hidden="true" />
                {t('actions.print')}
              </Button>
              <Button onClick={() => void saveImage()} disabled={saving} data-testid="chef-card-image">
                <ImageDown className="size-4" aria-hidden="true" />
                {t('actions.saveImage')}
              </Button>
            </div>
          )}
        </div>

        {load.status === 'loading' || (load.status === 'ready' && !cards) || dinersPending ? (
          <Card className="h-64 animate-pulse" aria-busy="true" />
        ) : hasContent ? (
          <ChefCard cards={cards} dishes={dishes} dishLabels={dishLabels} />
        ) : (
          <Card className="space-y-3 p-8 text-center" data-testid="chef-card-empty">
            <h2 className="text-lg font-bold">{load.status === 'error' ? t('empty.unavailable') : noneChosen ? t('people.noneChosen') : t('empty.title')}</h2>
            <p className="text-sm text-muted">{noneChosen ? t('people.noneChosenBody') : t('empty.body')}</p>
            <ButtonLink to="/profile" variant="outline">
              <UserRound className="size-4" aria-hidden="true" />
              {t('empty.action')}
            </ButtonLink>
          </Card>
        )}
        {dishes && dishes.length === 0 && hasContent && (
          <p className="text-sm text-muted" data-testid="chef-card-no-dishes">
            {t('dishes.none')}
          </p>
        )}
      </Container>
    </div>
  );
}
