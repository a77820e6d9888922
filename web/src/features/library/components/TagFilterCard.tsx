import { useTranslation } from 'react-i18next';
import { Tags } from 'lucide-react';
import type { Tag } from '@shared/api/library';
import { cn } from '@/lib/cn';

/**
 * The tag filter card of /search-results (product-rules §6.4): one toggle per tag; results carrying any
 * chosen tag stay. The page shows it only when the user has tags and there are results.
 */
export function TagFilterCard({ tags, chosen, onChange }: { tags: readonly Tag[]; chosen: ReadonlySet<string>; onChange: (next: Set<string>) => void }) {
  const { t } = useTranslation('library');
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <section className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm" aria-labelledby="tag-filter-title" data-testid="tag-filter">
      <div className="flex items-center justify-between gap-3">
        <h2 id="tag-filter-title" className="flex items-center gap-2 text-sm font-bold text-ink">
          <Tags className="size-4 text-brand-700" aria-hidden="true" />
          {t('filter.title')}
        </h2>
        {chosen.size > 0 && (
          <button type="button" onClick={() => onChange(new Set())} className="text-xs font-semibold text-brand-800 underline-offset-2 hover:underline" data-testid="tag-filter-clear">
            {t('filter.clear')}
          </button>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => {
          const on = chosen.has(tag.id);
          return (
            <button
              key={tag.id}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(tag.id)}
              className={cn(
                'inline-flex max-w-[14rem] items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold transition-colors',
                on ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-200 bg-white text-ink hover:border-brand-600',
              )}
              data-testid="tag-filter-option"
              data-tag={tag.tag_name}
            >
              <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden="true" />
              <span className="truncate">{tag.tag_name}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
