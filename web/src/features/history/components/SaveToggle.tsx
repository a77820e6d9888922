import { useTranslation } from 'react-i18next';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Saving makes a history item permanent; unsaving lets it expire again (product-rules §9.2). */
export function SaveToggle({ saved, onToggle, name }: { saved: boolean; onToggle: () => void; name: string }) {
  const { t } = useTranslation('history');
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={saved}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border px-2.5 text-xs font-semibold transition-colors',
        saved ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 bg-white text-ink hover:border-brand-600',
      )}
      data-testid="history-save"
      data-saved={saved}
    >
      <Icon className="size-4" aria-hidden="true" />
      {saved ? t('save.saved') : t('save.save')}
      <span className="sr-only">: {name}</span>
    </button>
  );
}
