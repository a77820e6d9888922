import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useModalDialog } from '../hooks/use-modal-dialog';
import type { SavableRestaurant } from '../types';
import { NewTagForm } from './NewTagForm';
import { TagDialogOptions } from './TagDialogOptions';

/**
 * The tag dialog (product-rules §6.1): tick a tag to add it to the restaurant, untick to remove it; a new
 * tag gets a random colour of the 8 and is applied at once. A native modal dialog: focus stays
 * inside, Escape closes it.
 */
export function TagDialog({ restaurant, onClose }: { restaurant: SavableRestaurant; onClose: () => void }) {
  const { t } = useTranslation('library');
  const dialog = useModalDialog(onClose);
  const titleId = useId();

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
        <TagDialogOptions restaurant={restaurant} />
      </div>

      <NewTagForm restaurant={restaurant} titleId={titleId} />
    </dialog>
  );
}
