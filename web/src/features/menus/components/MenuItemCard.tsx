import { useTranslation } from 'react-i18next';
import { CircleCheck, Flame, TriangleAlert } from 'lucide-react';
import type { ScannedMenuItem } from '@shared/api/menus';
// The rule's module only (it imports types): the scanner's word lists stay out of this bundle.
import { isHighRiskWarning } from '@shared/domain/allergen-scan/severity';
import { DishMarks } from '@/components/scan/DishMarks';
import { useScanText } from '@/hooks/use-scan-text';
import { cn } from '@/lib/cn';
import { useWordList } from '@/lib/word-list';

/**
 * One generated dish: name, price (or N/A), ingredients, calories marked as an estimate, and its
 * conflicts with the user's allergies and diets from the server's scan of the item (the same
 * scanner as the search results). "Not enough information" notes are left out: every estimated
 * item is short, and the menu as a whole already says to confirm with the restaurant.
 */
export function MenuItemCard({ item, own = true }: { item: ScannedMenuItem; /** False for a search without Me (product-rules §14.4): only the table's marks. */ own?: boolean }) {
  const { t } = useTranslation('menus');
  const text = useScanText();
  const words = useWordList();
  const { scan } = item;
  const warnings = own ? [...scan.allergenWarnings, ...scan.dietaryWarnings] : [];
  // "Contains", or "May contain" for a severe allergy (product-rules §11.4).
  const danger = own && scan.allergenWarnings.some(isHighRiskWarning);
  // At a table (product-rules §14.4) a dish that is fine for me may not be for someone else.
  const marks = item.table ?? [];
  const flagged = warnings.length > 0 || marks.length > 0;
  const anyDanger = danger || marks.some((mark) => mark.level === 'danger');
  const unrestricted = scan.safeOptions.some((o) => o.kind === 'noRestrictions');
  const price = item.price.trim() && item.price !== 'N/A' ? item.price : t('item.priceUnknown');

  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-white p-3.5',
        !flagged ? 'border-slate-200' : anyDanger ? 'border-red-200' : 'border-amber-200',
      )}
      data-testid="menu-item"
      data-conflict={warnings.length > 0}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-bold leading-snug text-ink [overflow-wrap:anywhere]" data-testid="menu-item-name">
          {item.menu_item}
        </h3>
        <span className="shrink-0 text-sm font-semibold text-ink" data-testid="menu-item-price">
          <span className="sr-only">{t('item.priceLabel')} </span>
          {price}
        </span>
      </div>
      <p className="text-xs leading-relaxed text-slate-700" data-testid="menu-item-ingredients">
        <span className="font-semibold text-ink">
          {t('item.ingredients')}
          {words.labelEnd}
        </span>
        {words.list(item.ingredients) || t('item.noIngredients')}
      </p>
      {item.calories !== undefined && (
        <p className="inline-flex items-center gap-1 text-xs text-muted" data-testid="menu-item-calories">
          <Flame className="size-3.5 shrink-0 text-amber-600" aria-hidden="true" />
          {t('item.calories', { n: item.calories })}
        </p>
      )}
      <DishMarks marks={marks} />
      {warnings.length > 0 ? (
        <ul
          className={cn('flex flex-col gap-1 rounded-lg px-2.5 py-2 text-xs leading-snug', danger ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900')}
          data-testid="menu-item-conflicts"
        >
          {warnings.map((warning, i) => (
            <li key={i} className="flex items-start gap-1.5">
              <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              <span className="[overflow-wrap:anywhere]">{text(warning)}</span>
            </li>
          ))}
        </ul>
      ) : (
        !unrestricted &&
        own &&
        marks.length === 0 && (
          <p className="flex items-start gap-1.5 text-xs text-emerald-800" data-testid="menu-item-clear">
            <CircleCheck className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {t('item.noConflicts')}
          </p>
        )
      )}
    </li>
  );
}
