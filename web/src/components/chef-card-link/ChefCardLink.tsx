import { useTranslation } from 'react-i18next';
import { ChefHat } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';

/**
 * The way to the chef card (product-rules §17.1) from the profile and from a restaurant's page. Only the
 * place's id travels in the URL, never the allergies.
 */
export function ChefCardLink({ placeId, className }: { placeId?: string; className?: string }) {
  const { t } = useTranslation('chefCard');
  const to = placeId ? `/chef-card?place=${encodeURIComponent(placeId)}` : '/chef-card';
  return (
    <ButtonLink to={to} variant="outline" className={className} title={t('link.hint')} data-testid="chef-card-link">
      <ChefHat className="size-4" aria-hidden="true" />
      {t('link.open')}
    </ButtonLink>
  );
}
