import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag as TagIcon } from 'lucide-react';
import { useCanTag } from '../hooks/use-tags';
import { TagDialog } from './TagDialog';
import type { SavableRestaurant } from '../types';

/** The card's Tag button (product-rules §6.1): only for plans that may create tags; opens the tag dialog. */
export function TagButton({ restaurant, className }: { restaurant: SavableRestaurant; className: string }) {
  const { t } = useTranslation('library');
  const canTag = useCanTag();
  const [open, setOpen] = useState(false);
  if (!canTag) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid="card-tag" aria-haspopup="dialog">
        <TagIcon className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{t('tags.button')}</span>
      </button>
      {open && <TagDialog restaurant={restaurant} onClose={() => setOpen(false)} />}
    </>
  );
}
