import { useTranslation } from 'react-i18next';
import { Home, SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';

/** The not-found view (product-rules §10.2) with its button to /home. */
export function RestaurantNotFound() {
  const { t } = useTranslation('restaurant');
  return (
    <Container className="flex flex-1 items-center justify-center py-12 sm:py-20">
      <EmptyState
        icon={SearchX}
        title={t('notFound.title')}
        body={t('notFound.body')}
        testId="restaurant-not-found"
        action={
          <ButtonLink to="/home" data-testid="restaurant-not-found-home">
            <Home className="size-4" aria-hidden="true" />
            {t('notFound.home')}
          </ButtonLink>
        }
      />
    </Container>
  );
}
