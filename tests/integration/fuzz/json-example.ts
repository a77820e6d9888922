/**
 * A plausible value for a JSON Schema (zod's conversion of a contract's input side): the smallest
 * value each keyword allows. Mutating a value that mostly passes reaches past validation, where
 * faults hide (a number that validates but cannot be stored).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

// The last: a search id (searchId of GET /places/{id} and POST /menus/generate), so their examples stay valid.
const TEXT_CANDIDATES = ['abc', 'fuzz-1', 'Fuzzer1', '123456', '12345', 'en', 'Paris', 'Correct-horse-9', 'US', '1800000000000-00000000-0000-4000-8000-000000000000'];

export function exampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return exampleOf(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (schema.allOf?.length) return exampleOf(schema.allOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, exampleOf(child)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, i) => uniqueIn(exampleOf(schema.items ?? {}), i));
    case 'string':
      return textFor(schema);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
      const value = low !== undefined ? Math.max(low, Math.min(1, schema.maximum ?? 1)) : Math.min(1, schema.maximum ?? 1);
      return type === 'integer' ? Math.ceil(value) : value;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'abc';
  }
}

function textFor(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  const minLength = schema.minLength ?? 0;
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const fits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity) && (!pattern || pattern.test(text));
  return TEXT_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, minLength));
}

/** List items that must differ (ids in a comparison): the n-th copy gets its own id. */
function uniqueIn(value: unknown, index: number): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) return { ...value, id: `${String((value as { id: unknown }).id)}${index}` };
  return value;
}
