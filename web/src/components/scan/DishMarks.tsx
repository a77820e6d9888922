import { useTranslation } from 'react-i18next';
import { CircleAlert, TriangleAlert, User } from 'lucide-react';
import { TABLE_ME, type DishMark } from '@shared/domain/table';
import { cn } from '@/lib/cn';

/**
 * A dish of a menu asked from a search for a table (product-rules §14.4): who at the table it conflicts
 * with, each as initials in a circle (Me: a person icon) with the level's icon and words (High Risk or
 * Check Menu, never colour alone); a screen reader hears "Ana: High Risk".
 */
export function DishMarks({ marks }: { marks: readonly DishMark[] }) {
  const { t } = useTranslation();
  if (marks.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="dish-marks">
      <span className="text-xs font-semibold text-muted">{t('table.dishFor')}</span>
      <ul className="flex flex-wrap gap-1.5">
        {marks.map((mark) => {
          const name = mark.dinerId === TABLE_ME ? t('table.me') : mark.name;
          const danger = mark.level === 'danger';
          const words = t(danger ? 'risk.high' : 'risk.check');
          const Icon = danger ? TriangleAlert : CircleAlert;
          return (
            <li key={mark.dinerId} data-testid="dish-mark" data-diner={mark.dinerId} data-level={mark.level} title={name}>
              <span className="sr-only">{t('table.verdict', { name, badge: words })}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex items-center gap-1 rounded-full py-0.5 pl-0.5 pr-2 text-xs font-semibold ring-1 ring-inset',
                  danger ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
                )}
              >
                <span className={cn('inline-flex size-5 items-center justify-center rounded-full text-[10px] font-bold', danger ? 'bg-red-700 text-white' : 'bg-amber-500 text-ink')}>
                  {mark.dinerId === TABLE_ME ? <User className="size-3" /> : mark.initials}
                </span>
                <Icon className="size-3.5 shrink-0" />
                {words}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
