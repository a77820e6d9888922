import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Sparkles, Trash2 } from 'lucide-react';
import type { Tag } from '@shared/api/library';
import { TAG_NAME_MAX_LENGTH, TAG_PALETTE, tagNameProblem, type TagColor } from '@shared/domain/tags';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { inputClass } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import { useCreateTag, useDeleteTag } from '../hooks/use-tag-mutations';
import { useTagLinks, useTags } from '../hooks/use-tags';
import { defaultTagColor, isDuplicateTagName, placesWithTag, quickStartNames } from '../tag-management';
import { DeleteTagDialog } from './DeleteTagDialog';
import { TagChip } from './TagChip';

/**
 * Tag Management on /saved-list (product-rules §6.2, premium): create a tag (name up to 50 characters, one of
 * the 16 colours, the first unused preselected), the quick-start tags, and delete a tag with its uses.
 */
export function TagManagement() {
  const { t } = useTranslation('library');
  const ids = { title: useId(), name: useId(), error: useId(), colors: useId() };
  const tags = useTags();
  const list = tags.data?.tags ?? [];
  const create = useCreateTag();
  const remove = useDeleteTag();
  const links = useTagLinks().data;
  const [confirming, setConfirming] = useState<Tag | null>(null);
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<TagColor | null>(null);
  const [error, setError] = useState<string | null>(null);
  const color = picked ?? defaultTagColor(list);

  const createTag = (tagName: string, tagColor: TagColor) => {
    const problem = tagNameProblem(tagName);
    if (problem) return setError(problem === 'nameRequired' ? t('tags.nameRequired') : t('tags.nameTooLong', { max: TAG_NAME_MAX_LENGTH }));
    if (isDuplicateTagName(tagName, list)) return setError(t('tags.duplicate'));
    setError(null);
    create.mutate(
      { name: tagName, color: tagColor },
      {
        onSuccess: () => {
          setName('');
          setPicked(null);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    createTag(name, color);
  };
  const quickStart = quickStartNames(list);

  return (
    <section aria-labelledby={ids.title} data-testid="tag-management">
      <Card className="p-5 sm:p-6">
      <h2 id={ids.title} className="text-lg font-bold text-ink">
        {t('manage.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('manage.intro')}</p>

      <form onSubmit={submit} className="mt-4 flex flex-col gap-3" noValidate>
        <div>
          <label htmlFor={ids.name} className="text-sm font-semibold text-ink">
            {t('manage.nameLabel')}
          </label>
          <input
            id={ids.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={TAG_NAME_MAX_LENGTH * 2}
            placeholder={t('tags.namePlaceholder')}
            className={cn(inputClass, 'mt-1.5')}
            aria-invalid={error !== null}
            aria-describedby={error ? ids.error : undefined}
            data-testid="tag-manage-name"
          />
          {error && (
            <p id={ids.error} className="mt-1.5 text-sm text-risk-high" role="alert" data-testid="tag-manage-error">
              {error}
            </p>
          )}
        </div>
        <fieldset>
          <legend id={ids.colors} className="text-sm font-semibold text-ink">
            {t('manage.colorLabel')}
          </legend>
          <div className="mt-2 flex flex-wrap gap-2" data-testid="tag-manage-colors">
            {TAG_PALETTE.map((c, i) => (
              <label key={c} className="relative cursor-pointer">
                <input
                  type="radio"
                  name="tag-color"
                  value={c}
                  checked={c === color}
                  onChange={() => setPicked(c)}
                  className="peer sr-only"
                  aria-label={t('manage.colorOption', { n: i + 1 })}
                  data-testid="tag-manage-color"
                />
                <span
                  className="block size-8 rounded-full border-2 border-white shadow-[0_0_0_1px_rgba(15,31,29,0.15)] peer-checked:shadow-[0_0_0_2px_#0f1f1d] peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
                  style={{ backgroundColor: c }}
                  aria-hidden="true"
                />
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Button type="submit" disabled={create.isPending} data-testid="tag-manage-create">
            <Plus className="size-4" aria-hidden="true" />
            {t('manage.create')}
          </Button>
        </div>
      </form>

      {quickStart.length > 0 && (
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
                disabled={create.isPending}
                onClick={() => createTag(quick, defaultTagColor(list))}
                className="inline-flex items-center gap-1 rounded-full border border-dashed border-slate-300 px-3 py-1 text-xs font-semibold text-ink hover:border-brand-600 hover:text-brand-800 disabled:opacity-60"
              >
                <Plus className="size-3" aria-hidden="true" />
                {quick}
              </button>
            ))}
          </div>
        </div>
      )}

      <div className="mt-6">
        <h3 className="text-sm font-semibold text-ink">{t('manage.yourTags', { count: list.length })}</h3>
        {tags.isPending ? (
          <Skeleton className="mt-2 h-8 w-2/3" />
        ) : tags.isError ? (
          <p className="mt-2 text-sm text-risk-high" role="alert">
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
    </Card>
    </section>
  );
}
