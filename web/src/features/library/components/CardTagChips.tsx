import { useTranslation } from 'react-i18next';
import { useCanTag, useTagsByRestaurant } from '../hooks/use-tags';
import { cardTagChips } from '../tag-chips';
import { TagChip } from './TagChip';

/** A card's tags (product-rules §6.4): at most 3 chips, then "+N"; nothing for plans without tags. */
export function CardTagChips({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('library');
  const canTag = useCanTag();
  const tags = useTagsByRestaurant().get(restaurantId) ?? [];
  if (!canTag || tags.length === 0) return null;
  const { shown, more } = cardTagChips(tags);
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label={t('tags.cardLabel')} data-testid="card-tags">
      {shown.map((tag) => (
        <li key={tag.id} className="min-w-0 max-w-[10rem]">
          <TagChip tag={tag} />
        </li>
      ))}
      {more > 0 && (
        <li className="text-xs font-semibold text-muted" data-testid="card-tags-more" aria-label={t('tags.more', { count: more })}>
          +{more}
        </li>
      )}
    </ul>
  );
}
