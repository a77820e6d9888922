/**
 * The language of an Open Food Facts ingredient list, by its most frequent distinctive words (the
 * extracts have no language column). Good enough to split the benchmark's figures by language;
 * 'other' when no word decides.
 */
const MARKERS: Record<string, readonly string[]> = {
  en: ['and', 'the', 'with', 'sugar', 'salt', 'water', 'flour', 'milk', 'oil', 'contains', 'wheat', 'natural', 'flavor'],
  fr: ['et', 'du', 'des', 'sucre', 'sel', 'eau', 'lait', 'farine', 'huile', 'contient', 'blé', 'arôme', 'traces'],
  it: ['di', 'della', 'zucchero', 'sale', 'acqua', 'latte', 'farina', 'olio', 'contiene', 'grano', 'aroma', 'tracce'],
  es: ['y', 'azúcar', 'agua', 'leche', 'harina', 'aceite', 'trigo', 'puede', 'contener'],
  de: ['und', 'zucker', 'salz', 'wasser', 'milch', 'mehl', 'enthält', 'weizen', 'kann', 'spuren', 'von'],
  pt: ['açúcar', 'água', 'leite', 'farinha', 'óleo', 'contém', 'pode', 'conter'],
  nl: ['en', 'suiker', 'zout', 'melk', 'tarwe', 'olie', 'bevat', 'kan', 'sporen'],
};

const LANGUAGE_OF_WORD = new Map<string, string>();
for (const [language, words] of Object.entries(MARKERS)) for (const word of words) LANGUAGE_OF_WORD.set(word, language);

export function ingredientLanguage(text: string): string {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    const language = LANGUAGE_OF_WORD.get(word);
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  let best = 'other';
  let most = 0;
  for (const [language, n] of counts) if (n > most) [best, most] = [language, n];
  return best;
}
