import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { LocalRuntime } from '../../../infra/local/runtime';

/**
 * The local runtime in a child process (child-runtime-main.ts), so that a test can `kill -9` it
 * and start it again on the same data folder, as a crash and a restart do.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

export type ChildRuntimeFacts = Pick<LocalRuntime, 'url' | 'port' | 'userPoolId' | 'userPoolClientId' | 'cognitoEndpoint' | 'dynamoEndpoint' | 'tableName'>;

export interface ChildRuntime extends ChildRuntimeFacts {
  /** SIGKILL: no handler runs, nothing is flushed or closed; resolves once the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM and wait (for the end of a test). */
  stop(): Promise<void>;
  /** Everything the process wrote to stdout and stderr so far (the functions' log lines among it). */
  output(): string;
}

/**
 * Starts the runtime on `port` (0: any free one) with `dataDir`; resolves once it serves.
 * A restart passes the port of the first start: tokens name the issuer URL, port included.
 */
export async function startChildRuntime(dataDir: string, port = 0, startLimitMs = 120_000): Promise<ChildRuntime> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/support/child-runtime-main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), FORKSURE_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    const facts = await new Promise<ChildRuntimeFacts>((resolveFacts, reject) => {
      const timer = setTimeout(() => reject(new Error(`The runtime did not start within ${startLimitMs} ms:\n${output}`)), startLimitMs);
      child.stdout!.on('data', (d: Buffer) => {
        output += d.toString();
        const line = /^RUNTIME (.*)$/m.exec(output);
        if (!line) return;
        clearTimeout(timer);
        resolveFacts(JSON.parse(line[1]!) as ChildRuntimeFacts);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The runtime exited (${code}) before it served:\n${output}`));
      });
    });
    return { ...facts, crash: () => end(child, 'SIGKILL', exited), stop: () => end(child, 'SIGTERM', exited), output: () => output };
  } catch (error) {
    await end(child, 'SIGKILL', exited);
    throw error;
  }
}

/** Signals the process and waits for its exit (reaped, so its PID no longer holds the data folder's lock). */
async function end(child: ChildProcess, signal: NodeJS.Signals, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await exited;
}
