import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * The AWS SDK's DynamoDB client builds an endpoint-discovery cache when it is made (even with discovery
 * off, as ours is), and that cache is mnemonist's LRUCache: mnemonist and its iterator helpers are ~7 KB of
 * every function that reads the table. In Lambda bundles `mnemonist/lru-cache` is small-lru-cache.ts
 * instead: the same least-recently-used cache with the members the SDK's EndpointCache calls.
 * tests/infra/endpoint-cache-lru.test.ts replays random operations against mnemonist's own class and
 * expects the same answers, and checks the bundles carry no mnemonist.
 */
const SMALL_LRU_CACHE = resolve(import.meta.dirname, 'small-lru-cache.ts');

export const endpointCacheLru: Plugin = {
  name: 'forksure-endpoint-cache-lru',
  setup(build) {
    build.onResolve({ filter: /^mnemonist\/lru-cache(?:\.js)?$/ }, () => ({ path: SMALL_LRU_CACHE }));
  },
};
