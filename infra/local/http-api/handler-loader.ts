import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

/** A Lambda handler as the runtime calls it: event and context in, result out. */
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

/**
 * Imports each function's real handler module once (like a warm Lambda container) from its
 * manifest entry. The local runtime runs under tsx, so the TypeScript sources load directly.
 */
export function createHandlerLoader(repoRoot: string) {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (entry: string): Promise<LambdaHandler> => {
    let loaded = cache.get(entry);
    if (!loaded) {
      loaded = import(pathToFileURL(resolve(repoRoot, entry)).href).then((mod: { handler?: unknown }) => {
        if (typeof mod.handler !== 'function') throw new Error(`${entry} does not export a handler function`);
        return mod.handler as LambdaHandler;
      });
      loaded.catch(() => cache.delete(entry));
      cache.set(entry, loaded);
    }
    return loaded;
  };
}
