import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/Container';
import { Skeleton } from '@/components/ui/Skeleton';

/** The page's shape while the restaurant loads. */
export function RestaurantSkeleton() {
  const { t } = useTranslation('restaurant');
  return (
    <Container className="py-6 sm:py-10" data-testid="restaurant-loading">
      <div role="status" aria-label={t('loading')}>
        <Skeleton className="h-5 w-32" />
        <div className="mt-5 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Skeleton className="aspect-[4/3] w-full rounded-2xl sm:aspect-[16/10]" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-3 h-24 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-48 lg:col-span-2" />
          <Skeleton className="h-48" />
        </div>
      </div>
    </Container>
  );
}
