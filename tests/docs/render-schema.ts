import * as z from 'zod';

/**
 * Renders a zod schema as a compact TypeScript-like shape for docs/api.md, through zod's own JSON
 * Schema conversion: `{ email: string (email, ≤254), language?: "en" | "es" = "en" }`.
 */
export function renderSchema(schema: z.ZodType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return render(json, '');
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

const MAX_ENUM = 12;

function render(schema: JsonSchema, indent: string): string {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => render(s, indent)).join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => render(s, indent)).join(' & ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) {
    const values = schema.enum.map((v) => JSON.stringify(v));
    return values.length > MAX_ENUM ? `${values.slice(0, MAX_ENUM).join(' | ')} | … (${values.length} values)` : values.join(' | ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'object' || schema.properties) return renderObject(schema, indent);
  if (type === 'array') return `${wrap(render(schema.items ?? {}, indent))}[]${limits(schema)}`;
  return `${type === 'integer' ? 'integer' : (type ?? 'unknown')}${limits(schema)}`;
}

function renderObject(schema: JsonSchema, indent: string): string {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    const values = typeof schema.additionalProperties === 'object' ? render(schema.additionalProperties, indent) : 'unknown';
    return `Record<string, ${values}>`;
  }
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = properties.map(([name, property]) => {
    const optional = required.has(name) ? '' : '?';
    const fallback = property.default !== undefined ? ` = ${JSON.stringify(property.default)}` : '';
    return `${inner}${name}${optional}: ${render(property, inner)}${fallback}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

function wrap(text: string): string {
  return text.includes('|') && !text.startsWith('{') ? `(${text})` : text;
}

function limits(schema: JsonSchema): string {
  const notes: string[] = [];
  if (schema.format) notes.push(schema.format);
  if (schema.pattern) notes.push(`/${schema.pattern}/`);
  const bounds = range(schema.minimum, schema.maximum);
  if (bounds !== 'any') notes.push(bounds);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) notes.push(`length ${range(schema.minLength, schema.maxLength)}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined) notes.push(`items ${range(schema.minItems, schema.maxItems)}`);
  return notes.length ? ` (${notes.join(', ')})` : '';
}

function range(rawMin?: number, rawMax?: number): string {
  // zod's int() bounds are the safe-integer limits: not worth printing.
  const min = rawMin === Number.MIN_SAFE_INTEGER ? undefined : rawMin;
  const max = rawMax === Number.MAX_SAFE_INTEGER ? undefined : rawMax;
  if (min === undefined && max === undefined) return 'any';
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  return min !== undefined ? `≥ ${min}` : `≤ ${max}`;
}
