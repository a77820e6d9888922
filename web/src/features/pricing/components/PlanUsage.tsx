import { useTranslation } from 'react-i18next';
import { useUsage } from '@/features/subscription';
import { Skeleton } from '@/components/ui/Skeleton';
import { cn } from '@/lib/cn';
import { usageLine, type UsageLine } from '../plan-usage';

/** Today's searches and scrapes and the saved total against the plan's limits (GET /me/usage). */
export function PlanUsage() {
  const { t } = useTranslation('pricing');
  const usage = useUsage();
  if (!usage) {
    return (
      <div className="flex flex-col gap-4" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  }
  const rows: { key: string; line: UsageLine }[] = [
    { key: 'searches', line: usageLine(usage.searches.used, usage.searches.limit) },
    { key: 'scrapes', line: usageLine(usage.scrapes.used, usage.scrapes.limit) },
    { key: 'saved', line: usageLine(usage.saved.used, usage.saved.limit) },
  ];
  return (
    <ul className="flex flex-col gap-4" data-testid="plan-usage">
      {rows.map(({ key, line }) => (
        <li key={key} data-testid={`plan-usage-${key}`}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-ink">{t(`currentPlan.usage.${key}`)}</span>
            <span className={cn('tabular-nums', line.over ? 'font-semibold text-red-700' : 'text-muted')} data-testid={`plan-usage-${key}-value`}>
              {line.limit === null ? t('currentPlan.usage.unlimited', { used: line.used }) : t('currentPlan.usage.ofLimit', { used: line.used, limit: line.limit })}
            </span>
          </div>
          <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            {line.share !== null && (
              <div
                className={cn('h-full rounded-full', line.over ? 'bg-red-600' : line.share >= 0.8 ? 'bg-amber-500' : 'bg-brand-600')}
                style={{ width: `${Math.max(line.share * 100, line.used > 0 ? 4 : 0)}%` }}
              />
            )}
            {line.share === null && <div className="tier-premium h-full w-full opacity-40" />}
          </div>
        </li>
      ))}
    </ul>
  );
}
