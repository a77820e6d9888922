import { renameSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';

/**
 * Makes cognito-local's user-pool files crash- and race-safe.
 *
 * cognito-local keeps each pool in a JSON file through StormDB, whose file engine writes with
 * `fs.writeFile` straight onto the file, asynchronously and unqueued. Two saves in flight (two
 * sign-ups at once) both truncate and then write from offset 0, so a shorter state lands over a
 * longer one and leaves its tail behind; a kill during a write leaves half a file. Either way the
 * pool no longer parses and the runtime cannot start again ("invalid or corrupted format").
 *
 * The patched engine takes the state's text at the moment of the save (as before), queues the saves
 * of each file in order, and writes each to a temporary file renamed over the old one: a reader, or a
 * restart after a kill, sees the old state or the new one, never a mix.
 */
export interface StormFileEngine {
  path: string;
  async: boolean;
  serialize(data: unknown): string;
  write(data: unknown): Promise<void> | null;
}

type EngineClass = { prototype: StormFileEngine };

const PATCHED = Symbol.for('forksure.atomicStormWrite');
let temporarySequence = 0;

export function makeStormWritesAtomic(engineClass: EngineClass): void {
  const prototype = engineClass.prototype as StormFileEngine & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  const queues = new Map<string, Promise<void>>();

  prototype.write = function write(this: StormFileEngine, data: unknown) {
    const text = this.serialize(data);
    const path = this.path;
    const temporary = () => `${path}.${process.pid}.${++temporarySequence}.tmp`;
    if (!this.async) {
      const file = temporary();
      writeFileSync(file, text);
      renameSync(file, path);
      return null;
    }
    const previous = queues.get(path) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        const file = temporary();
        await writeFile(file, text);
        await rename(file, path);
      });
    queues.set(path, next);
    // Forget the queue once it is drained, so finished files hold no memory.
    void next.finally(() => {
      if (queues.get(path) === next) queues.delete(path);
    }).catch(() => undefined);
    return next;
  };
  prototype[PATCHED] = true;
}
