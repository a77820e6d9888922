import type { RuntimeConfig } from './runtime-config';

/**
 * The browser's check of `/config.json`, without zod: every page waits for it before its first render,
 * and zod would add ~27 KB gzipped to each first download. `runtimeConfigSchema` (runtime-config.ts)
 * stays the source of truth; check-runtime-config.test.ts holds the two to the same answers.
 */
export type RuntimeConfigCheck = { ok: true; config: RuntimeConfig } | { ok: false; fields: string[] };

/** The cleaned value, undefined for an absent optional field, or false when the value is invalid. */
type FieldRule = (value: unknown) => unknown;

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

/** An object with these fields (others dropped, as zod's object strips them). */
const objectOf =
  (shape: Record<string, FieldRule>): FieldRule =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const checked = checkFields(shape, value as Record<string, unknown>);
    return checked.bad.length ? false : checked.values;
  };

const fields: Record<keyof RuntimeConfig, FieldRule> = {
  apiUrl: url,
  region: nonEmpty,
  userPoolId: nonEmpty,
  userPoolClientId: nonEmpty,
  userPoolEndpoint: optional(url),
  mode: oneOf('local', 'aws'),
  stage: nonEmpty,
  map: optional(objectOf({ styleUrl: url, apiKey: nonEmpty })),
};

function checkFields(shape: Record<string, FieldRule>, input: Record<string, unknown>): { values: Record<string, unknown>; bad: string[] } {
  const values: Record<string, unknown> = {};
  const bad: string[] = [];
  for (const [name, rule] of Object.entries(shape)) {
    const value = rule(input[name]);
    if (value === false) bad.push(name);
    // A key given as undefined stays, as zod keeps it.
    else if (value !== undefined || name in input) values[name] = value;
  }
  return { values, bad };
}

/** Checks a parsed `/config.json`; the config keeps only the known fields (as zod's object strips the others). */
export function checkRuntimeConfig(body: unknown): RuntimeConfigCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, fields: [''] };
  const { values, bad } = checkFields(fields, body as Record<string, unknown>);
  return bad.length ? { ok: false, fields: bad } : { ok: true, config: values as unknown as RuntimeConfig };
}
