/**
 * Stripe's request bodies: `application/x-www-form-urlencoded` with bracket notation for nesting
 * (`metadata[userId]=u`, `line_items[0][price]=p`, `expand[0]=x`). Returns nested objects, with
 * arrays where every key of a level is an index.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    // Names of every object's prototype are never fields (they would reach Object.prototype).
    if (path.some((part) => UNSAFE_KEYS.has(part))) continue;
    let node: FormObject = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      node = (typeof next === 'object' && !Array.isArray(next) ? next : (node[part] = {})) as FormObject;
    });
  }
  return arraysFromIndexKeys(root) as FormObject;
}

/** `line_items[0][price]` → ['line_items', '0', 'price']. */
function keyPath(key: string): string[] {
  const head = key.split('[', 1)[0]!;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
  return [head, ...rest];
}

function arraysFromIndexKeys(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexKeys(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

export const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

export const object = (value: FormValue | undefined): FormObject => (typeof value === 'object' && !Array.isArray(value) ? value : {});

export const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);

/** Metadata: string values only, as Stripe keeps them. */
export function metadataOf(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(object(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
