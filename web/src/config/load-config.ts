import { checkRuntimeConfig } from '@shared/config/check-runtime-config';
import type { RuntimeConfig } from '@shared/config/runtime-config';

export class ConfigLoadError extends Error {
  override readonly name = 'ConfigLoadError';
}

/** Fetches and checks `/config.json` (written by the Web stack in AWS, served by `npm start` locally). */
export async function loadRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
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
  // Checked without zod (check-runtime-config.ts): every page waits for this before its first render.
  const checked = checkRuntimeConfig(body);
  if (!checked.ok) throw new ConfigLoadError(`invalid: ${checked.fields.join(', ')}`);
  return checked.config;
}
