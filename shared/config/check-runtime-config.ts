import type { RuntimeConfig } from './runtime-config';

/**
 * The browser's check of `/config.json`, without zod: every page waits for it before its first render,
 * and zod would add ~27 KB gzipped to each first download. `runtimeConfigSchema` (runtime-config.ts)
 * stays the source of truth; check-runtime-config.test.ts holds the two to the same answers.
 */
export type RuntimeConfigCheck = { ok: true; config: RuntimeConfig } | { ok: false; fields: string[] };

type FieldRule = (value: unknown) => string | undefined | false;

/** A non-empty string, as `z.string().min(1)`. */
const nonEmpty: FieldRule = (value) => typeof value === 'string' && value.length > 0 && value;

/** A URL as `z.string().url()` reads it: parseable once trimmed; tabs and newlines dropped from the value. */
const url: FieldRule = (value) => {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  try {
    new URL(trimmed);
  } catch {
    return false;
  }
  return trimmed.replace(/[\t\n\r]/g, '');
};

const optional =
  (rule: FieldRule): FieldRule =>
  (value) =>
    value === undefined ? undefined : rule(value);

const oneOf =
  (...allowed: string[]): FieldRule =>
  (value) =>
    typeof value === 'string' && allowed.includes(value) && value;

const fields: Record<keyof RuntimeConfig, FieldRule> = {
  apiUrl: url,
  region: nonEmpty,
  userPoolId: nonEmpty,
  userPoolClientId: nonEmpty,
  userPoolEndpoint: optional(url),
  mode: oneOf('local', 'aws'),
  stage: nonEmpty,
};

/** Checks a parsed `/config.json`; the config keeps only the known fields (as zod's object strips the others). */
export function checkRuntimeConfig(body: unknown): RuntimeConfigCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, fields: [''] };
  const input = body as Record<string, unknown>;
  const config: Record<string, string | undefined> = {};
  const bad: string[] = [];
  for (const [name, rule] of Object.entries(fields)) {
    const value = rule(input[name]);
    if (value === false) bad.push(name);
    // A key given as undefined stays, as zod keeps it.
    else if (value !== undefined || name in input) config[name] = value;
  }
  return bad.length ? { ok: false, fields: bad } : { ok: true, config: config as RuntimeConfig };
}
