import { LIBRARY_ERROR_CODES, LIBRARY_MESSAGES, RESTAURANT_COPY_MAX_BYTES, type RestaurantCopy } from '../../../../shared/api/library';
import { DomainError } from '../../errors';

/**
 * The restaurant copy a save or a tag stores must be the restaurant the path names, and small
 * enough to store (a DynamoDB item holds at most 400 KB).
 */
export function assertRestaurantCopy(restaurantId: string, copy: RestaurantCopy): void {
  if (copy.id !== restaurantId) {
    throw new DomainError('invalid', LIBRARY_ERROR_CODES.restaurantIdMismatch, LIBRARY_MESSAGES.restaurantIdMismatch);
  }
  if (Buffer.byteLength(JSON.stringify(copy), 'utf8') > RESTAURANT_COPY_MAX_BYTES) {
    throw new DomainError('too-large', LIBRARY_ERROR_CODES.restaurantCopyTooLarge, LIBRARY_MESSAGES.restaurantCopyTooLarge);
  }
}
