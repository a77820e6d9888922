/**
 * Values a client may send where the contract wants something else: numbers past every bound,
 * numbers as text, wrong types, unicode that breaks naive code (lone surrogates, right-to-left
 * marks, NUL), and very long text.
 */
export const ONE_MB_TEXT = 'a'.repeat(1024 * 1024);

export const NASTY_NUMBERS: readonly number[] = [1e21, -1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0, -0, 0.5, 1.7976931348623157e308, 5e-324, 999_999_999_999];

export const NASTY_TEXTS: readonly string[] = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e21',
  '-1',
  String(2 ** 53),
  '%E0%A4%A',
  '%',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\u202Egnp.exe',
  '\u200F\u05E9\u05DC\u05D5\u05DD',
  '\uFEFF',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{"$ne":null}',
  'a'.repeat(5000),
];

export const NASTY_JSON_VALUES: readonly unknown[] = [
  ...NASTY_NUMBERS,
  ...NASTY_TEXTS,
  null,
  true,
  false,
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  Array.from({ length: 1000 }, (_, i) => i),
];

/** Request bodies that are not JSON, or are JSON of the wrong kind altogether. */
export const NASTY_RAW_BODIES: readonly string[] = [
  '{',
  '{"a":',
  '[',
  'null',
  '"text"',
  '1e21',
  'NaN',
  'Infinity',
  '[]',
  'true',
  '\u0000',
  '{"a":"\\uD800"}',
  '{"a":1e999}',
  '{"a":-1e999}',
  '{"__proto__":{"isAdmin":true}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  'a=1&b=2',
];

/** Path segments, already as they go on the wire: bad escapes, encoded NUL and slashes, long and non-Latin text. */
export const NASTY_PATH_SEGMENTS: readonly string[] = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%00',
  '..%2f..%2fetc%2fpasswd',
  '..',
  '%2e%2e',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%EF%BF%BF',
  '%E2%80%AE',
  encodeURIComponent('\u05E9\u05DC\u05D5\u05DD'),
  'a'.repeat(4000),
  '%20',
  '1e21',
  'NaN',
  '-1',
];

/**
 * Percent-encodes text for a URL as its UTF-8 bytes. Unlike encodeURIComponent it does not throw on
 * a lone surrogate (it goes as U+FFFD, as a browser would send it).
 */
export function wireEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}
