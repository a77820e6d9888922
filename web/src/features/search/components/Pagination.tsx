import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { pageItems } from '../results-order';

const itemClass = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl px-3 text-sm font-semibold transition-colors';

/**
 * Numbered pages (product-rules §4.5): Previous and Next only when there is a page to go to; nothing at all
 * with one page or none.
 */
export function Pagination({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('search');
  if (total <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-1.5" data-testid="pagination">
      {page > 1 && (
        <button type="button" onClick={() => onChange(page - 1)} className={cn(itemClass, 'text-ink hover:bg-slate-100')} data-testid="pagination-previous">
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('pagination.previous')}</span>
          <span className="sr-only sm:hidden">{t('pagination.previous')}</span>
        </button>
      )}
      {pageItems(page, total).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            className={cn(itemClass, item === page ? 'bg-brand-700 text-white shadow-sm' : 'text-ink hover:bg-slate-100')}
            data-testid={`pagination-page-${item}`}
          >
            {item}
          </button>
        ),
      )}
      {page < total && (
        <button type="button" onClick={() => onChange(page + 1)} className={cn(itemClass, 'text-ink hover:bg-slate-100')} data-testid="pagination-next">
          <span className="hidden sm:inline">{t('pagination.next')}</span>
          <span className="sr-only sm:hidden">{t('pagination.next')}</span>
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      )}
    </nav>
  );
}
