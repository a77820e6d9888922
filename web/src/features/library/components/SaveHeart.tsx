import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSaveToggle } from '../hooks/use-save-toggle';
import { useSavedIds } from '../hooks/use-saved';
import type { SavableRestaurant } from '../types';

/** The save heart (product-rules §5.1): red and filled when the restaurant is saved; a press toggles it. */
export function SaveHeart({ restaurant, className }: { restaurant: SavableRestaurant; className?: string }) {
  const { t } = useTranslation('library');
  const saved = useSavedIds().has(restaurant.id);
  const toggle = useSaveToggle();
  return (
    <button
      type="button"
      onClick={() => toggle(restaurant)}
      aria-pressed={saved}
      aria-label={t(saved ? 'save.unsaveLabel' : 'save.saveLabel', { name: restaurant.name })}
      className={cn(
        'z-10 flex size-9 items-center justify-center rounded-full bg-white/95 shadow-sm transition-colors',
        saved ? 'text-red-600 hover:text-red-700' : 'text-slate-600 hover:text-red-600',
        className,
      )}
      data-testid="card-save"
      data-saved={saved}
    >
      <Heart className={cn('size-[18px]', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
