/** product-rules §6.4: a card shows at most 3 tag chips, then "+N" for the rest. */
export const MAX_CARD_TAG_CHIPS = 3;

export function cardTagChips<T>(tags: readonly T[], max: number = MAX_CARD_TAG_CHIPS): { shown: T[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}
