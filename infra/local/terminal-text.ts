/**
 * Text from strangers (feedback anyone may send) made safe to print on an operator's terminal:
 * control characters (C0 such as ESC and BEL, DEL, C1 such as the one-byte CSI) and the Unicode
 * bidirectional overrides and isolates are shown as visible escapes (`\x1b`, `\u202e`), so a message
 * cannot clear the screen, set the window title, hide a link behind OSC 8 or reorder what is shown.
 * Everything else, any language or emoji, prints as it is.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- the same set, newline excepted
const UNSAFE_KEEPING_NEWLINES = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const visible = (char: string) => {
  const code = char.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** `text` with every unsafe character escaped; `keepNewlines` lets `\n` through (multi-line fields). */
export function escapeTerminalText(text: string, options: { keepNewlines?: boolean } = {}): string {
  return text.replace(options.keepNewlines ? UNSAFE_KEEPING_NEWLINES : UNSAFE, visible);
}

/**
 * A value as one line of JSON that is also safe on a terminal: JSON.stringify escapes C0 but leaves
 * DEL, C1 and the bidi controls raw; these become `\uXXXX` (still the same JSON value).
 */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
