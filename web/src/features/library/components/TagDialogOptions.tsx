import { useTranslation } from 'react-i18next';
import { useToggleRestaurantTag } from '../hooks/use-tag-mutations';
import { useTags, useTagsByRestaurant } from '../hooks/use-tags';
import type { SavableRestaurant } from '../types';

/** The tag dialog's list: every tag as a checkbox, ticked when the restaurant has it; a change applies at once. */
export function TagDialogOptions({ restaurant }: { restaurant: SavableRestaurant }) {
  const { t } = useTranslation('library');
  const tags = useTags();
  const applied = new Set((useTagsByRestaurant().get(restaurant.id) ?? []).map((tag) => tag.id));
  const toggle = useToggleRestaurantTag();
  return tags.isPending ? (
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
  );
}
