import type { DishLine } from './dish-lines';

/**
 * A second held-out list, written AFTER the lexicon was extended and never used to tune it: the
 * first list (dish-lines.ts) was looked at line by line while the word lists grew, so its after
 * figure flatters; this one shows how the extension generalises. Same conventions as dish-lines.ts.
 */
export const FRESH_LINES: readonly DishLine[] = [
  // English
  { lang: 'en', text: 'Beef chow fun with black bean sauce', contains: ['soy'], usually: ['gluten'] },
  { lang: 'en', text: 'Nasi goreng with a fried egg', contains: ['eggs'], usually: ['shellfish'] },
  { lang: 'en', text: 'Massaman curry with potatoes', usually: ['peanuts'] },
  { lang: 'en', text: 'Chicken Caesar wrap', contains: ['milk', 'gluten'], usually: ['fish', 'eggs'] },
  { lang: 'en', text: 'Prawn cocktail with Marie Rose sauce', contains: ['shellfish', 'eggs'] },
  { lang: 'en', text: 'Gluten-free brownie', not: ['gluten'], usually: ['eggs'], absence: true },
  { lang: 'en', text: 'Lactose-free cheddar', contains: ['milk'], absence: true },
  // German
  { lang: 'de', text: 'Königsberger Klopse mit Kapernsoße', usually: ['eggs', 'gluten'] },
  { lang: 'de', text: 'Weizenfreie Pfannkuchen', not: ['gluten'], absence: true },
  { lang: 'de', text: 'Laktosefreie Sahne', contains: ['milk'], absence: true },
  { lang: 'de', text: 'Semmelknödel mit Pilzrahmsoße', contains: ['gluten', 'milk'], usually: ['eggs'] },
  { lang: 'de', text: 'Erdnussfreie Satay-Soße', not: ['peanuts'], absence: true },
  { lang: 'de', text: 'Flammkuchen Elsässer Art', contains: ['gluten', 'milk'] },
  // French
  { lang: 'fr', text: 'Tartine de brandade de morue', contains: ['fish', 'gluten'] },
  { lang: 'fr', text: 'Profiteroles au chocolat', contains: ['gluten', 'eggs', 'milk'] },
  { lang: 'fr', text: 'Crème brûlée à la vanille', contains: ['milk', 'eggs'] },
  { lang: 'fr', text: 'Pizza sans fromage', not: ['milk'], contains: ['gluten'], absence: true },
  { lang: 'fr', text: 'Crème glacée sans lactose', contains: ['milk'], absence: true },
  // Spanish
  { lang: 'es', text: 'Empanadas de atún', contains: ['gluten', 'fish'] },
  { lang: 'es', text: 'Leche frita con canela', contains: ['milk', 'gluten'], usually: ['eggs'] },
  { lang: 'es', text: 'Revuelto de setas', contains: ['eggs'] },
  { lang: 'es', text: 'Bizcocho sin gluten', not: ['gluten'], contains: ['eggs'], absence: true },
  { lang: 'es', text: 'Helado sin lactosa', contains: ['milk'], absence: true },
  // Italian
  { lang: 'it', text: 'Tagliatelle al ragù', contains: ['gluten'], usually: ['eggs'] },
  { lang: 'it', text: 'Parmigiana di melanzane', contains: ['milk'] },
  { lang: 'it', text: 'Cantucci e vin santo', contains: ['treeNuts', 'gluten', 'eggs'] },
  { lang: 'it', text: 'Focaccia senza glutine', not: ['gluten'], absence: true },
  { lang: 'it', text: 'Ricotta senza lattosio', contains: ['milk'], absence: true },
  // Portuguese
  { lang: 'pt', text: 'Bolinhos de bacalhau com arroz de tomate', contains: ['fish', 'eggs'] },
  { lang: 'pt', text: 'Queijadas de Sintra', contains: ['milk', 'eggs'] },
  { lang: 'pt', text: 'Pastéis de nata com canela', contains: ['eggs', 'milk', 'gluten'] },
  { lang: 'pt', text: 'Bolachas sem glúten', not: ['gluten'], absence: true },
  { lang: 'pt', text: 'Manteiga sem lactose', contains: ['milk'], absence: true },
  // Japanese
  { lang: 'ja', text: 'カツ丼', contains: ['gluten', 'eggs'] },
  { lang: 'ja', text: 'ちくわの磯辺揚げ', contains: ['fish', 'gluten'] },
  { lang: 'ja', text: 'ポン酢で食べるしゃぶしゃぶ', contains: ['soy'] },
  { lang: 'ja', text: '小麦不使用のパンケーキ', not: ['gluten'], absence: true },
  { lang: 'ja', text: 'ラクトースフリーのアイスクリーム', contains: ['milk'], absence: true },
  // Chinese
  { lang: 'zh', text: '虾饺', contains: ['shellfish', 'gluten'] },
  { lang: 'zh', text: '炸酱面', contains: ['gluten', 'soy'] },
  { lang: 'zh', text: '葡挞', contains: ['eggs', 'milk', 'gluten'] },
  { lang: 'zh', text: '海鲜酱烤鸭', not: ['shellfish', 'fish'], contains: ['soy'] },
  { lang: 'zh', text: '无麸质的饼干', not: ['gluten'], absence: true },
  // Korean
  { lang: 'ko', text: '김밥', usually: ['eggs', 'sesame'] },
  { lang: 'ko', text: '양념게장', contains: ['shellfish'] },
  { lang: 'ko', text: '짜장면', contains: ['gluten', 'soy'] },
  { lang: 'ko', text: '락토프리 치즈', contains: ['milk'], absence: true },
  { lang: 'ko', text: '글루텐 프리 쿠키', not: ['gluten'], absence: true },
];
