import { useTranslation } from 'react-i18next';
import { Check, GitCompareArrows } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ComparedRestaurant } from '../comparison-list';
import { useComparison } from '../hooks/use-comparison';

/**
 * The card's Compare button (product-rules §7.1): blurred without the comparison tool (a click says it is a
 * Pro feature); otherwise adds the restaurant to the comparison bar, or removes it when already in.
 */
export function CompareButton({ restaurant, className }: { restaurant: ComparedRestaurant; className?: string }) {
  const { t } = useTranslation();
  const { list, hasTool, add, remove } = useComparison();
  const inList = list.some((r) => r.id === restaurant.id);
  const Icon = inList ? Check : GitCompareArrows;

  return (
    <button
      type="button"
      className={cn(className, !hasTool && 'border-dashed text-muted blur-[0.4px]', inList && 'border-brand-600 bg-brand-50 text-brand-800')}
      onClick={() => (inList ? remove(restaurant.id) : add(restaurant))}
      aria-pressed={hasTool ? inList : undefined}
      data-testid="card-compare"
      data-in-comparison={inList}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{t('comparison.compare')}</span>
    </button>
  );
}
