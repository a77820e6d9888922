// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { UNLIMITED } from '../../../../shared/domain/plans';

/**
 * What a press on the heart does (product-rules §5.1, save toggle and usage rules): a saved restaurant is
 * unsaved; an unsaved one is saved when the plan's limit allows (-1, or fewer saved than the limit),
 * refused with the over-limit message while more are saved than the plan allows, and refused with
 * the limit toast when the limit is used up. The server enforces the same rules; this only spares
 * a round trip and a heart that turns red and back.
 */
export type SaveDecision = 'save' | 'unsave' | 'refuse-limit' | 'refuse-over-limit';

export function saveDecision({ saved, savedCount, limit }: { saved: boolean; savedCount: number; limit: number }): SaveDecision {
  if (saved) return 'unsave';
  if (limit === UNLIMITED) return 'save';
  if (savedCount > limit) return 'refuse-over-limit';
  return savedCount < limit ? 'save' : 'refuse-limit';
}

/** product-rules §5.2: the limit toast names Pro when the limit is 5 (Free), otherwise Premium. */
export function upgradeTierForLimit(limit: number): 'pro' | 'premium' {
  return limit === 5 ? 'pro' : 'premium';
}
