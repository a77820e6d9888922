import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { DishMarks } from '@/components/scan/DishMarks';
import type { DishMark } from '@shared/domain/table';
import { ReportVerdictButton } from '@/components/verdict-report/ReportVerdictButton';
import type { DishConflicts } from '../dish-conflicts';
import type { ScrapedMenuItem } from '../menu-data';

/**
 * One dish of /scrape-menu (product-rules §8.2): name, price, ingredient badges; an ingredient that
 * conflicts with the user's lists in the destructive style with a warning icon, and the dish then
 * says so with the spec's two lines.
 */
export function AnalyzedDish({ item, conflicts, place, marks = [] }: { item: ScrapedMenuItem; conflicts: DishConflicts; place?: { id: string; name: string }; marks?: readonly DishMark[] }) {
  const { t } = useTranslation('menus');
  return (
    <li className="flex flex-col gap-2.5 border-b border-slate-100 px-4 py-4 last:border-b-0" data-testid="analysis-dish" data-conflict={conflicts.hasConflict}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base font-bold leading-snug text-ink [overflow-wrap:anywhere]" data-testid="analysis-dish-name">
          {conflicts.name && <TriangleAlert className="mr-1.5 inline size-4 align-[-2px] text-red-700" aria-hidden="true" />}
          {item.dish}
        </h2>
        {item.price && (
          <span className="shrink-0 text-sm font-semibold text-ink" data-testid="analysis-dish-price">
            {item.price}
          </span>
        )}
      </div>
      {item.ingredients.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('item.ingredients')}>
          {item.ingredients.map((ingredient, i) =>
            conflicts.ingredients[i] ? (
              <li key={i} className="flex">
                <Badge tone="danger" className="bg-red-600 text-white ring-red-600" data-testid="analysis-ingredient" data-conflict="true">
                  <TriangleAlert className="size-3.5" aria-hidden="true" />
                  {ingredient}
                  <span className="sr-only">({t('analysis.conflictIngredient')})</span>
                </Badge>
              </li>
            ) : (
              <li key={i} className="flex">
                <Badge data-testid="analysis-ingredient" data-conflict="false">
                  {ingredient}
                </Badge>
              </li>
            ),
          )}
        </ul>
      ) : (
        <p className="text-xs text-muted">{t('analysis.noIngredients')}</p>
      )}
      <DishMarks marks={marks} />
      {conflicts.hasConflict && (
        <div className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-xs leading-snug text-red-900" data-testid="analysis-dish-warning">
          <TriangleAlert className="mt-px size-4 shrink-0 text-red-700" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('analysis.conflict')}</p>
            <p>{t('analysis.verify')}</p>
          </div>
        </div>
      )}
      {place && <ReportVerdictButton placeId={place.id} placeName={place.name} dish={item.dish} {...(conflicts.concern ? { concern: conflicts.concern } : {})} className="self-start" />}
    </li>
  );
}
