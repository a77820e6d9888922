import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { Tag } from '@shared/api/library';
import { Skeleton } from '@/components/ui/Skeleton';
import { useDeleteTag } from '../hooks/use-tag-mutations';
import { useTagLinks, type useTags } from '../hooks/use-tags';
import { placesWithTag } from '../tag-management';
import { DeleteTagDialog } from './DeleteTagDialog';
import { TagChip } from './TagChip';

/** "Your tags": each tag with a delete button that asks first (saying how many places use it). */
export function TagManageList({ tags }: { tags: ReturnType<typeof useTags> }) {
  const { t } = useTranslation('library');
  const list = tags.data?.tags ?? [];
  const remove = useDeleteTag();
  const links = useTagLinks().data;
  const [confirming, setConfirming] = useState<Tag | null>(null);
  return (
    <>
      <div className="mt-6">
        {/* The count only once it is known: never "(0)" beside a failed load (issue 18 item 17). */}
        <h3 className="text-sm font-semibold text-ink" data-testid="tag-manage-title">
          {tags.data ? t('manage.yourTags', { count: list.length }) : t('manage.yourTagsTitle')}
        </h3>
        {tags.isPending ? (
          <Skeleton className="mt-2 h-8 w-2/3" />
        ) : !tags.data ? (
          <p className="mt-2 text-sm text-risk-high" role="alert" data-testid="tag-manage-error-load">
            {t('tags.loadFailed')}
          </p>
        ) : list.length === 0 ? (
          <p className="mt-2 text-sm text-muted" data-testid="tag-manage-empty">
            {t('manage.empty')}
          </p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="tag-manage-list">
            {list.map((tag) => (
              <li key={tag.id} className="inline-flex min-w-0 items-center gap-1 rounded-full bg-slate-50 py-0.5 pl-0.5 pr-1" data-testid="tag-manage-item" data-tag={tag.tag_name}>
                <TagChip tag={tag} />
                <button
                  type="button"
                  onClick={() => setConfirming(tag)}
                  disabled={remove.isPending}
                  className="rounded-full p-1 text-muted hover:bg-red-50 hover:text-risk-high"
                  aria-label={t('manage.delete', { name: tag.tag_name })}
                  data-testid="tag-manage-delete"
                >
                  <Trash2 className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {confirming && (
        <DeleteTagDialog
          tag={confirming}
          places={links ? placesWithTag(links.items, confirming.id) : undefined}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            remove.mutate(confirming);
            setConfirming(null);
          }}
        />
      )}
    </>
  );
}
