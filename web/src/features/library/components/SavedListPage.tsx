import { useTranslation } from 'react-i18next';
import { Heart, Search, Sparkles, Tags } from 'lucide-react';
import { PLAN_LIMITS, UNLIMITED } from '@shared/domain/plans';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { DemoPlacesBanner } from '@/components/demo/DemoPlacesBanner';
import { OfflineBanner } from '@/components/service-status/OfflineBanner';
import { useSubscription } from '@/features/subscription';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSavedPages } from '../hooks/use-saved';
import { useCanTag, useTaggedPages } from '../hooks/use-tags';
import { LibrarySection } from './LibrarySection';
import type { RenderSavedCard } from './SavedCard';
import { TagManagement } from './TagManagement';

/**
 * /saved-list (product-rules §5.3): Tag Management (premium), My Saved
 * Restaurants, Tagged Restaurants (premium, newest first), and links to /home and /pricing. The
 * page in web/src/pages gives the cards (with the other features' actions).
 */
export function SavedListPage({ renderCard }: { renderCard: RenderSavedCard }) {
  const { t } = useTranslation('library');
  useDocumentTitle(t('page.title'));
  const { tier } = useSubscription();
  const canTag = useCanTag();
  const max = PLAN_LIMITS[tier ?? 'free'].maxSavedRestaurants;
  // The same query the saved section reads (one request): any invented place among them gets the banner.
  const saved = useSavedPages();
  const anyDemo = saved.data?.pages.some((page) => page.items.some((item) => item.restaurant_data.demo)) ?? false;

  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-surface to-surface" data-testid="saved-list-page">
      <Container className="flex flex-col gap-8 py-6 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('page.title')}</h1>
            <p className="mt-1 text-sm text-muted">{t('page.intro')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/home" variant="outline" data-testid="saved-link-home">
              <Search className="size-4" aria-hidden="true" />
              {t('page.findMore')}
            </ButtonLink>
            <ButtonLink to="/pricing" variant="outline" data-testid="saved-link-pricing">
              <Sparkles className="size-4" aria-hidden="true" />
              {t('page.plans')}
            </ButtonLink>
          </div>
        </div>

        <OfflineBanner savedAt={saved.data ? saved.dataUpdatedAt : null} />
        {anyDemo && <DemoPlacesBanner />}
        {canTag && <TagManagement />}
        <SavedSection max={max} renderCard={renderCard} />
        {canTag ? <TaggedSection renderCard={renderCard} /> : <TagsUpsell />}
      </Container>
    </div>
  );
}

function SavedSection({ max, renderCard }: { max: number; renderCard: RenderSavedCard }) {
  const { t } = useTranslation('library');
  return (
    <LibrarySection
      id="saved"
      icon={Heart}
      pages={useSavedPages()}
      renderCard={renderCard}
      text={{ title: t('saved.title'), loading: t('saved.loading'), loadFailed: t('saved.loadFailed'), emptyTitle: t('saved.emptyTitle'), emptyBody: t('saved.emptyBody') }}
      aside={(count) => (
        <p className="text-sm font-semibold text-muted" data-testid="saved-count">
          {max === UNLIMITED ? t('saved.countUnlimited', { count }) : t('saved.count', { count, max })}
        </p>
      )}
      emptyAction={
        <ButtonLink to="/home">
          <Search className="size-4" aria-hidden="true" />
          {t('page.findMore')}
        </ButtonLink>
      }
    />
  );
}

function TaggedSection({ renderCard }: { renderCard: RenderSavedCard }) {
  const { t } = useTranslation('library');
  return (
    <LibrarySection
      id="tagged"
      icon={Tags}
      pages={useTaggedPages()}
      renderCard={renderCard}
      text={{ title: t('tagged.title'), loading: t('tagged.loading'), loadFailed: t('tags.loadFailed'), emptyTitle: t('tagged.emptyTitle'), emptyBody: t('tagged.emptyBody') }}
    />
  );
}

function TagsUpsell() {
  const { t } = useTranslation('library');
  return (
    <Card className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between" data-testid="tags-upsell">
      <div className="flex items-start gap-3">
        <Tags className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 className="font-bold text-ink">{t('upsell.title')}</h2>
          <p className="text-sm text-muted">{t('upsell.body')}</p>
        </div>
      </div>
      <ButtonLink to="/pricing" size="sm" data-testid="tags-upsell-link">
        {t('upsell.action')}
      </ButtonLink>
    </Card>
  );
}
