import { INGREDIENT_RULES } from './lexicon';
import type { Phrase, RestrictionPhrase, TermPhrase } from './parse';

/**
 * Phrases → an English search query. Word by word, with one reordering: modifiers that follow
 * their noun, as in Romance languages and as people type keywords ("comida vegana sin gluten",
 * "寿司 ベジタリアン"), go before it in English order (price, quality, diet, cuisine):
 * "vegan gluten-free food", "vegetarian sushi". Fillers are dropped; unknown words pass through.
 */
interface Piece {
  text: string;
  /** Heads take the modifiers around them; modifiers sort by `order`. */
  role: 'head' | 'modifier' | 'other';
  order: number;
}

const ORDER = { price: 0, adjective: 1, diet: 2, cuisine: 3, noun: 4 } as const;

export function renderEnglish(phrases: readonly Phrase[]): string {
  const pieces = toPieces(phrases);
  const out: Piece[] = [];
  let i = 0;
  while (i < pieces.length) {
    const piece = pieces[i]!;
    if (piece.role !== 'head') {
      out.push(piece);
      i++;
      continue;
    }
    const before: Piece[] = [];
    while (out.at(-1)?.role === 'modifier') before.unshift(out.pop()!);
    const after: Piece[] = [];
    i++;
    while (pieces[i]?.role === 'modifier') after.push(pieces[i++]!);
    const modifiers = [...before, ...after].map((m, n) => ({ m, n })).sort((a, b) => a.m.order - b.m.order || a.n - b.n);
    out.push(...modifiers.map(({ m }) => m), { ...piece, role: 'other' });
  }
  return out
    .map((p) => p.text)
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function toPieces(phrases: readonly Phrase[]): Piece[] {
  const pieces: Piece[] = [];
  for (let i = 0; i < phrases.length; i++) {
    const phrase = phrases[i]!;
    if (phrase.type === 'unknown') pieces.push({ text: phrase.raw, role: 'other', order: 0 });
    else if (phrase.type === 'restriction') pieces.push(restrictionPiece(phrase));
    else if (phrase.meaning.kind === 'filler' && phrase.meaning.of && isNounTerm(phrases[i + 1]) && pieces.at(-1)?.role === 'head') {
      // "ristorante di pesce", "restaurante de mariscos": the noun after "of" modifies the head.
      const noun = phrases[++i] as TermPhrase;
      pieces.push({ text: noun.entry.en, role: 'modifier', order: ORDER.noun });
    } else pieces.push(termPiece(phrase));
  }
  return pieces;
}

function isNounTerm(phrase: Phrase | undefined): phrase is TermPhrase {
  return phrase?.type === 'term' && ['ingredient', 'dish', 'cuisine'].includes(phrase.meaning.kind);
}

function termPiece(term: TermPhrase): Piece {
  const { meaning } = term;
  const text = term.entry.en;
  switch (meaning.kind) {
    case 'filler':
      return { text: '', role: 'other', order: 0 };
    case 'price':
      return { text, role: 'modifier', order: ORDER.price };
    case 'diet':
      return { text, role: 'modifier', order: ORDER.diet };
    case 'cuisine':
      return meaning.noun ? { text, role: 'head', order: 0 } : { text, role: 'modifier', order: ORDER.cuisine };
    case 'dish':
    case 'venue':
      return { text, role: 'head', order: 0 };
    case 'word':
      if (meaning.role === 'adjective') return { text, role: 'modifier', order: ORDER.adjective };
      return { text, role: meaning.role === 'head' ? 'head' : 'other', order: 0 };
    default:
      return { text, role: 'other', order: 0 };
  }
}

function restrictionPiece({ mode, marker, ingredients }: RestrictionPhrase): Piece {
  const list = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);
  const one = (term: TermPhrase) => (term.meaning.kind === 'ingredient' ? term.meaning.one : term.entry.en);
  const rule = (term: TermPhrase) => (term.meaning.kind === 'ingredient' ? INGREDIENT_RULES[term.meaning.ingredient] : undefined);
  if (mode === 'avoid') {
    if (ingredients.every((term) => rule(term)?.free)) {
      return { text: list(ingredients.map((term) => `${one(term)}-free`)), role: 'modifier', order: ORDER.diet };
    }
    return { text: `without ${list(ingredients.map((term) => term.entry.en))}`, role: 'other', order: 0 };
  }
  if (marker.meaning.kind === 'allergy' && marker.meaning.style === 'adjective') {
    return { text: `allergic to ${list(ingredients.map((term) => term.entry.en))}`, role: 'other', order: 0 };
  }
  return { text: `${list(ingredients.map(one))} allergy`, role: 'other', order: 0 };
}
