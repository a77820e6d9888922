import { useTranslation } from 'react-i18next';
import { Plus, Sparkles } from 'lucide-react';
import type { Tag } from '@shared/api/library';
import { type useTagCreation } from '../hooks/use-tag-creation';
import { defaultTagColor, quickStartKey, quickStartNames } from '../tag-management';

/** The quick-start tags not yet created, in the interface language, each made with one click; nothing when all exist. */
export function TagQuickStart({ list, creation }: { list: Tag[]; creation: ReturnType<typeof useTagCreation> }) {
  const { t } = useTranslation('library');
  const quickStart = quickStartNames(list, (name) => t(`manage.quickStartNames.${quickStartKey(name)}`));
  if (quickStart.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <Sparkles className="size-4 text-brand-700" aria-hidden="true" />
        {t('manage.quickStart')}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2" data-testid="tag-quick-start">
        {quickStart.map((quick) => (
          <button
            key={quick}
            type="button"
            disabled={creation.pending}
            onClick={() => creation.createTag(quick, defaultTagColor(list))}
            className="inline-flex items-center gap-1 rounded-full border border-dashed border-slate-300 px-3 py-1 text-xs font-semibold text-ink hover:border-brand-600 hover:text-brand-800 disabled:opacity-60"
          >
            <Plus className="size-3" aria-hidden="true" />
            {quick}
          </button>
        ))}
      </div>
    </div>
  );
}
