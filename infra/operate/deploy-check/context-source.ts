import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads CDK context as `cdk` does: cdk.json's `context`, then cdk.context.json, then `-c key=value` flags (last wins). */
export function readCdkContext(repoRoot: string, args: string[]): { context: Record<string, unknown>; rest: string[] } {
  const fromFile = (name: string, pick: (json: Record<string, unknown>) => unknown): Record<string, unknown> => {
    const file = join(repoRoot, name);
    if (!existsSync(file)) return {};
    return (pick(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) as Record<string, unknown> | undefined) ?? {};
  };
  const context = { ...fromFile('cdk.json', (json) => json.context), ...fromFile('cdk.context.json', (json) => json) };
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '-c' || arg === '--context') {
      const pair = args[(i += 1)] ?? '';
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`${arg} needs key=value, got "${pair}".`);
      context[pair.slice(0, at)] = pair.slice(at + 1);
    } else rest.push(arg);
  }
  return { context, rest };
}

/** The `tryGetContext` the CDK config reader expects, over a plain object. */
export const contextReader = (context: Record<string, unknown>) => ({ tryGetContext: (key: string): unknown => context[key] });
