import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeTerminalText, terminalSafeJson } from './terminal-text';

test('ESC, OSC and BEL sequences come out visibly escaped', () => {
  assert.equal(escapeTerminalText('\u001b[2J\u001b]0;pwned\u0007'), '\\x1b[2J\\x1b]0;pwned\\x07');
  assert.equal(
    escapeTerminalText('\u001b]8;;https://attacker.example/\u001b\\Open\u001b]8;;\u001b\\'),
    '\\x1b]8;;https://attacker.example/\\x1b\\Open\\x1b]8;;\\x1b\\',
  );
});

test('DEL, C1, bidi overrides and isolates are escaped; other text is untouched', () => {
  assert.equal(escapeTerminalText('a\u007fb\u0085c\u009bd'), 'a\\x7fb\\x85c\\x9bd');
  assert.equal(escapeTerminalText('\u202eevil\u202c \u2066x\u2069 \u200f'), '\\u202eevil\\u202c \\u2066x\\u2069 \\u200f');
  assert.equal(escapeTerminalText('Crème brûlée 寿司 🍣 مطعم'), 'Crème brûlée 寿司 🍣 مطعم');
});

test('newlines and tabs are escaped unless the field is multi-line (newlines only)', () => {
  assert.equal(escapeTerminalText('a\nb\tc\r'), 'a\\x0ab\\x09c\\x0d');
  assert.equal(escapeTerminalText('a\nb\tc\r', { keepNewlines: true }), 'a\nb\\x09c\\x0d');
});

test('terminal-safe JSON is the same value with no raw control character', () => {
  const value = { s: '\u001b[2J \u007f \u0085 \u202e ok' };
  const json = terminalSafeJson(value);
  // eslint-disable-next-line no-control-regex -- the characters a terminal acts on
  assert.doesNotMatch(json, /[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
  assert.deepEqual(JSON.parse(json), value);
});
