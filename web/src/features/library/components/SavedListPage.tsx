import { useTranslation } from 'react-i18next';
import { Heart, Search, Sparkles, Tags } from 'lucide-react';
import { PLAN_LIMITS, UNLIMITED } from '@shared/domain/plans';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { useSubscription } from '@/features/subscription';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSavedList } from '../hooks/use-saved';
import { useCanTag, useTagged } from '../hooks/use-tags';
import { CardGridSkeleton } from './CardGridSkeleton';
import { EmptyNote } from './EmptyNote';
import { SavedCard } from './SavedCard';
import { TagManagement } from './TagManagement';

/**
 * /saved-list (spec 001, with the core document's rules): Tag Management (premium), My Saved
 * Restaurants, Tagged Restaurants (premium, newest first), and links to /home and /pricing.
 */
export default function SavedListPage() {
  const { t } = useTranslation('library');
  useDocumentTitle(t('page.title'));
  const { tier } = useSubscription();
  const canTag = useCanTag();
  const max = PLAN_LIMITS[tier ?? 'free'].maxSavedRestaurants;

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

        {canTag && <TagManagement />}
        <SavedSection max={max} />
        {canTag ? <TaggedSection /> : <TagsUpsell />}
      </Container>
    </div>
  );
}

function SavedSection({ max }: { max: number }) {
  const { t } = useTranslation('library');
  const saved = useSavedList();
  const count = saved.data?.items.length ?? 0;
  return (
    <section aria-labelledby="saved-title" data-testid="saved-section">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="saved-title" className="text-xl font-bold text-ink">
          {t('saved.title')}
        </h2>
        {saved.data && (
          <p className="text-sm font-semibold text-muted" data-testid="saved-count">
            {max === UNLIMITED ? t('saved.countUnlimited', { count }) : t('saved.count', { count, max })}
          </p>
        )}
      </div>
      <div className="mt-4">
        {saved.isPending ? (
          <CardGridSkeleton label={t('saved.loading')} testId="saved-skeleton" />
        ) : saved.isError ? (
          <EmptyNote icon={Heart} title={t('saved.loadFailed')} body={t('saved.loadFailedBody')} testId="saved-error">
            <Button variant="outline" onClick={() => void saved.refetch()}>
              {t('page.retry')}
            </Button>
          </EmptyNote>
        ) : saved.data.items.length === 0 ? (
          <EmptyNote icon={Heart} title={t('saved.emptyTitle')} body={t('saved.emptyBody')} testId="saved-empty">
            <ButtonLink to="/home">
              <Search className="size-4" aria-hidden="true" />
              {t('page.findMore')}
            </ButtonLink>
          </EmptyNote>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-grid">
            {saved.data.items.map((item) => (
              <li key={item.restaurant_id}>
                <SavedCard restaurant={item.restaurant_data} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function TaggedSection() {
  const { t } = useTranslation('library');
  const tagged = useTagged();
  return (
    <section aria-labelledby="tagged-title" data-testid="tagged-section">
      <h2 id="tagged-title" className="text-xl font-bold text-ink">
        {t('tagged.title')}
      </h2>
      <div className="mt-4">
        {tagged.isPending ? (
          <CardGridSkeleton label={t('tagged.loading')} testId="tagged-skeleton" />
        ) : tagged.isError ? (
          <EmptyNote icon={Tags} title={t('tags.loadFailed')} body={t('saved.loadFailedBody')} testId="tagged-error">
            <Button variant="outline" onClick={() => void tagged.refetch()}>
              {t('page.retry')}
            </Button>
          </EmptyNote>
        ) : tagged.data.items.length === 0 ? (
          <EmptyNote icon={Tags} title={t('tagged.emptyTitle')} body={t('tagged.emptyBody')} testId="tagged-empty" />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="tagged-grid">
            {tagged.data.items.map((item) => (
              <li key={item.restaurant_id}>
                <SavedCard restaurant={item.restaurant_data} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
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
