import { readFileSync } from 'node:fs';

/** Reads a string from the web app's locale files, so tests follow the copy instead of duplicating it. */
export function text(lang: string, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const file = new URL(`../../web/src/locales/${lang}/${namespace}.json`, import.meta.url);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  if (typeof node !== 'string') throw new Error(`No string ${lang}/${namespace}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
