/**
 * A least-recently-used cache over a Map (its insertion order is the recency order), standing in for
 * mnemonist's LRUCache in Lambda bundles (infra/constructs/endpoint-cache-lru.ts says why), with the
 * members the AWS SDK's EndpointCache calls: has, peek, get, set, clear and size.
 */
export default class SmallLruCache<K, V> {
  private readonly items = new Map<K, V>();

  constructor(private readonly capacity: number) {
    if (!(capacity > 0)) throw new Error('LRUCache: capacity should be a positive number.');
  }

  get size(): number {
    return this.items.size;
  }

  has(key: K): boolean {
    return this.items.has(key);
  }

  /** The value without making it the most recently used. */
  peek(key: K): V | undefined {
    return this.items.get(key);
  }

  get(key: K): V | undefined {
    if (!this.items.has(key)) return undefined;
    const value = this.items.get(key) as V;
    this.items.delete(key);
    this.items.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.items.delete(key);
    this.items.set(key, value);
    if (this.items.size > this.capacity) this.items.delete(this.items.keys().next().value as K);
  }

  clear(): void {
    this.items.clear();
  }
}
