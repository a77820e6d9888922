import type { RuntimeConfig } from '@shared/config/runtime-config';

export class ConfigLoadError extends Error {
  override readonly name = 'ConfigLoadError';
}

/** Fetches and validates `/config.json` (written by the Web stack in AWS, served by `npm start` locally). */
export async function loadRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  // zod is large; importing the schema here (in parallel with the fetch) keeps it out of the initial chunk.
  const schemaModule = import('@shared/config/runtime-config');
  let response: Response;
  try {
    response = await fetch('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    throw new ConfigLoadError(`network: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new ConfigLoadError(`HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigLoadError('not JSON');
  }
  const { runtimeConfigSchema } = await schemaModule;
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    throw new ConfigLoadError(`invalid: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  }
  return parsed.data;
}
