/**
 * Freezes a value and everything it holds. Places shared by many searches are frozen, so code that
 * tried to change one would fail loudly (modules run in strict mode) instead of changing the
 * results of other searches.
 */
export function deepFreeze<T extends object>(value: T): Readonly<T> {
  for (const child of Object.values(value)) {
    if (child !== null && typeof child === 'object' && !Object.isFrozen(child)) deepFreeze(child as object);
  }
  return Object.freeze(value);
}
