/**
 * The lexicon's compact form notation: `|` separates forms, `{a,b}` expands to each choice
 * (`vegan{o,a,os,as}` → vegano, vegana, veganos, veganas; `{,s}` for an optional ending), and a
 * leading `=` marks a form that counts only in a text of its own language.
 */
export interface Form {
  text: string;
  strict: boolean;
}

export function expandForms(spec: string): Form[] {
  return spec
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const strict = part.startsWith('=');
      return expandBraces(strict ? part.slice(1) : part).map((text) => ({ text, strict }));
    });
}

function expandBraces(text: string): string[] {
  const open = text.indexOf('{');
  if (open < 0) return [text];
  const close = text.indexOf('}', open);
  if (close < 0) throw new Error(`Unclosed "{" in lexicon form "${text}".`);
  const head = text.slice(0, open);
  const tails = expandBraces(text.slice(close + 1));
  return text
    .slice(open + 1, close)
    .split(',')
    .flatMap((choice) => tails.map((tail) => `${head}${choice}${tail}`));
}
