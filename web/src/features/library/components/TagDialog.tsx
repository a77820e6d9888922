import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { randomTagColor, TAG_NAME_MAX_LENGTH, tagNameProblem } from '@shared/domain/tags';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { useCreateTag, useToggleRestaurantTag } from '../hooks/use-tag-mutations';
import { useTags, useTagsByRestaurant } from '../hooks/use-tags';
import type { SavableRestaurant } from '../types';

/**
 * The tag dialog (product-rules §6.1): tick a tag to add it to the restaurant, untick to remove it; a new
 * tag gets a random colour of the 8 and is applied at once. A native modal dialog: focus stays
 * inside, Escape closes it.
 */
export function TagDialog({ restaurant, onClose }: { restaurant: SavableRestaurant; onClose: () => void }) {
  const { t } = useTranslation('library');
  const dialog = useModalDialog(onClose);
  const titleId = useId();
  const errorId = useId();
  const tags = useTags();
  const applied = new Set((useTagsByRestaurant().get(restaurant.id) ?? []).map((tag) => tag.id));
  const toggle = useToggleRestaurantTag();
  const create = useCreateTag();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = tagNameProblem(name);
    if (problem) {
      setError(problem === 'nameRequired' ? t('tags.nameRequired') : t('tags.nameTooLong', { max: TAG_NAME_MAX_LENGTH }));
      return;
    }
    setError(null);
    create.mutate(
      { name, color: randomTagColor() },
      {
        onSuccess: (tag) => {
          setName('');
          toggle.mutate({ restaurant, tag, add: true });
        },
      },
    );
  };

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50"
      data-testid="tag-dialog"
    >
      <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold">
            {t('tags.dialogTitle')}
          </h2>
          <p className="truncate text-sm text-muted">{restaurant.name}</p>
        </div>
        <button type="button" onClick={onClose} className="rounded-lg p-1.5 text-muted hover:bg-slate-100 hover:text-ink" aria-label={t('tags.close')} data-testid="tag-dialog-close">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>

      <div className="relative max-h-[50vh] overflow-y-auto px-5 py-4">
        {tags.isPending ? (
          <p className="text-sm text-muted" role="status">
            {t('tags.loading')}
          </p>
        ) : tags.isError ? (
          <p className="text-sm text-risk-high" role="alert">
            {t('tags.loadFailed')}
          </p>
        ) : tags.data.tags.length === 0 ? (
          <p className="text-sm text-muted" data-testid="tag-dialog-empty">
            {t('tags.dialogEmpty')}
          </p>
        ) : (
          <fieldset>
            <legend className="sr-only">{t('tags.dialogTitle')}</legend>
            <ul className="flex flex-col gap-1">
              {tags.data.tags.map((tag) => (
                <li key={tag.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={applied.has(tag.id)}
                      onChange={(event) => toggle.mutate({ restaurant, tag, add: event.target.checked })}
                      data-testid="tag-dialog-option"
                      data-tag={tag.tag_name}
                    />
                    <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden="true" />
                    <span className="min-w-0 truncate text-sm font-medium">{tag.tag_name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>

      <form onSubmit={submit} className="border-t border-slate-100 px-5 py-4" noValidate>
        <label className="text-sm font-semibold" htmlFor={`${titleId}-name`}>
          {t('tags.newTag')}
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            id={`${titleId}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={TAG_NAME_MAX_LENGTH * 2}
            placeholder={t('tags.namePlaceholder')}
            className={cn(inputClass, 'min-w-0 flex-1')}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            data-testid="tag-dialog-name"
          />
          <Button type="submit" disabled={create.isPending} data-testid="tag-dialog-create">
            <Plus className="size-4" aria-hidden="true" />
            {t('tags.create')}
          </Button>
        </div>
        {error && (
          <p id={errorId} className="mt-1.5 text-sm text-risk-high" role="alert">
            {error}
          </p>
        )}
      </form>
    </dialog>
  );
}
