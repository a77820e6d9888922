import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GitCompareArrows, X } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { clearsComparison } from '../comparison-list';
import { useComparison } from '../hooks/use-comparison';
import { useElementHeight } from '../hooks/use-element-height';

/**
 * The floating comparison bar (product-rules §7.2): Compare Restaurants (count/max), chips with remove
 * buttons, Compare Now and Clear All. Hidden on /home and / (where the list is cleared), on
 * /comparison itself, and while the list is empty. Sits above the mobile bottom navigation; while it
 * shows, a spacer of its height ends the page, so the page's last lines can scroll out from under it.
 */
export function ComparisonBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { list, capacity, remove, clear } = useComparison();
  const clearing = clearsComparison(pathname);
  const [barRef, barHeight] = useElementHeight<HTMLElement>();

  useEffect(() => {
    if (clearing) clear();
  }, [clearing, clear]);

  if (clearing || list.length === 0 || pathname === '/comparison') return null;

  return (
    <>
      <div aria-hidden="true" className="shrink-0" style={{ height: barHeight }} data-testid="comparison-bar-spacer" />
      <section
        ref={barRef}
        aria-label={t('comparison.bar.label')}
        data-testid="comparison-bar"
        className="fixed inset-x-0 bottom-16 z-30 px-3 pb-3 lg:bottom-0 lg:pb-4"
      >
        <div className="mx-auto flex max-w-4xl flex-col gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-[0_12px_40px_-12px_rgba(15,31,29,0.35)] backdrop-blur sm:flex-row sm:items-center sm:p-4">
          <p className="flex shrink-0 items-center gap-2 text-sm font-bold text-ink" data-testid="comparison-count">
            <GitCompareArrows className="size-4 text-brand-700" aria-hidden="true" />
            {t('comparison.bar.title', { count: list.length, max: capacity })}
          </p>
          <ul className="flex min-w-0 flex-1 flex-wrap gap-2">
            {list.map((r) => (
              <li key={r.id} className="flex min-w-0 max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-xs font-semibold text-brand-900" data-testid="comparison-chip">
                <span className="truncate">{r.name}</span>
                <button
                  type="button"
                  onClick={() => remove(r.id)}
                  aria-label={t('comparison.bar.remove', { name: r.name })}
                  className="flex size-7 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
                  data-testid="comparison-chip-remove"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex shrink-0 gap-2">
            <Button variant="ghost" size="sm" onClick={clear} data-testid="comparison-clear-all">
              {t('comparison.bar.clearAll')}
            </Button>
            <Button size="sm" onClick={() => navigate('/comparison')} className="flex-1 sm:flex-none" data-testid="comparison-compare-now">
              {t('comparison.bar.compareNow')}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
