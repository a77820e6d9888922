import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useSaveToggle } from '../hooks/use-save-toggle';
import { useSavedIdList } from '../hooks/use-saved';
import type { SavableRestaurant } from '../types';

/**
 * The save heart (product-rules §5.1): red and filled when the restaurant is saved; a press toggles it.
 * A signed-in user's heart cannot be pressed until the saved ids have loaded: before then it cannot
 * tell a save from an unsave (a saved place's heart pressed early would save it again).
 */
export function SaveHeart({ restaurant, className }: { restaurant: SavableRestaurant; className?: string }) {
  const { t } = useTranslation('library');
  const signedIn = useAuth().user !== null;
  const ids = useSavedIdList().data?.ids;
  const known = !signedIn || ids !== undefined;
  const saved = ids?.includes(restaurant.id) ?? false;
  const toggle = useSaveToggle();
  const label = !known ? 'save.checkingLabel' : saved ? 'save.unsaveLabel' : 'save.saveLabel';
  return (
    <button
      type="button"
      onClick={() => toggle(restaurant)}
      disabled={!known}
      aria-busy={known ? undefined : true}
      aria-pressed={known ? saved : undefined}
      aria-label={t(label, { name: restaurant.name })}
      className={cn(
        'z-10 flex size-9 items-center justify-center rounded-full bg-white/95 shadow-sm transition-colors disabled:cursor-wait disabled:text-slate-300',
        saved ? 'text-red-600 hover:text-red-700' : 'text-slate-600 hover:text-red-600',
        className,
      )}
      data-testid="card-save"
      data-saved={known ? saved : undefined}
    >
      <Heart className={cn('size-[18px]', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
