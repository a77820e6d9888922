import type { Tag } from '@shared/api/library';

/** One tag as a small coloured chip (the dot carries the colour; the text stays dark for contrast). */
export function TagChip({ tag }: { tag: Pick<Tag, 'tag_name' | 'color'> }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2 py-0.5 text-xs font-medium text-ink" data-testid="tag-chip">
      <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden="true" />
      <span className="truncate">{tag.tag_name}</span>
    </span>
  );
}
