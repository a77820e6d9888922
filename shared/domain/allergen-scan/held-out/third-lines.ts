import type { DishLine } from './dish-lines';

/**
 * A third held-out list, written BEFORE the session that fixed these classes changed the lexicon or
 * the matcher (issue 18 items 7 and 10, second pass), never used to tune them. Same conventions as
 * dish-lines.ts, plus the pseudo-category `vegan` (a "May conflict with Vegan" warning: `contains`
 * must have one, `not` must not). The classes it covers:
 * - a CJK word inside a longer word that is something else: タコス (tacos) is not タコ (octopus),
 *   ブラウニー not ウニ, コラード not ラード, キャッサバ not サバ, 牛至 (oregano) and 牛蒡 (burdock) not
 *   牛 (beef), 牛油果 (avocado) not 牛油 (butter), 강낭콩 (kidney bean) not 콩 (soy); while real
 *   compounds keep their allergen (タコ焼き, ウニ丼, カニクリームコロッケ, 콩국수);
 * - Romance "flour of X" / "paste of X": only wheat flour is wheat (harina de maíz, farine de pois
 *   chiches, farinha de mandioca are not), and "pasta de amendoim" is peanut butter, not pasta;
 * - the diet word after the noun ("pizza vegana", "burger végétalien", "Pizza vegan") and honey in
 *   Portuguese ("mel");
 * - Japanese and Korean absence claims after the food (卵なし, 乳製品不使用, 땅콩 없는, 우유 없이);
 * - soy sauce is soy and usually wheat; oyster sauce is molluscs and, in the common commercial
 *   versions, usually wheat and soy.
 */
export const THIRD_LINES: readonly DishLine[] = [
  // Japanese
  { lang: 'ja', text: 'チキンタコスとサルサ', not: ['shellfish'] },
  { lang: 'ja', text: 'ブラウニーとバニラアイス', contains: ['milk'], usually: ['eggs', 'gluten'], not: ['shellfish'] },
  { lang: 'ja', text: 'コラードグリーンの炒め物', not: ['vegan'] },
  { lang: 'ja', text: 'キャッサバチップス', not: ['fish', 'vegan'] },
  { lang: 'ja', text: 'タコ焼き', contains: ['shellfish', 'gluten'], usually: ['eggs'] },
  { lang: 'ja', text: 'ウニとイクラの丼', contains: ['shellfish', 'fish'] },
  { lang: 'ja', text: 'カニクリームコロッケ', contains: ['shellfish', 'milk', 'gluten'] },
  { lang: 'ja', text: 'サバの味噌煮', contains: ['fish', 'soy'] },
  { lang: 'ja', text: 'チャーハン 卵なし', not: ['eggs'], absence: true },
  { lang: 'ja', text: '乳製品不使用のカレー', not: ['milk'], usually: ['gluten'], absence: true },
  { lang: 'ja', text: '醤油ラーメン', contains: ['soy', 'gluten'] },
  { lang: 'ja', text: 'ホタテのオイスターソース炒め', contains: ['shellfish'], usually: ['gluten', 'soy'] },
  // Chinese
  { lang: 'zh', text: '牛至烤土豆', not: ['vegan'] },
  { lang: 'zh', text: '牛油果沙拉', not: ['milk'] },
  { lang: 'zh', text: '凉拌牛蒡丝', not: ['vegan'] },
  { lang: 'zh', text: '法式焗蜗牛', contains: ['shellfish', 'vegan'] },
  { lang: 'zh', text: '蚝油生菜', contains: ['shellfish'], usually: ['gluten', 'soy'] },
  { lang: 'zh', text: '酱油炒饭', contains: ['soy'], usually: ['gluten'] },
  { lang: 'zh', text: '牛肉面', contains: ['gluten', 'vegan'] },
  // Korean
  { lang: 'ko', text: '강낭콩 샐러드', not: ['soy'] },
  { lang: 'ko', text: '완두콩밥', not: ['soy'] },
  { lang: 'ko', text: '병아리콩 카레', not: ['soy'] },
  { lang: 'ko', text: '콩국수', contains: ['soy', 'gluten'] },
  { lang: 'ko', text: '검은콩 두유', contains: ['soy'] },
  { lang: 'ko', text: '땅콩 없는 샐러드', not: ['peanuts'], absence: true },
  { lang: 'ko', text: '우유 없이 만든 케이크', not: ['milk'], usually: ['eggs', 'gluten'], absence: true },
  { lang: 'ko', text: '굴소스 볶음면', contains: ['shellfish', 'gluten'], usually: ['soy'] },
  { lang: 'ko', text: '간장 불고기', contains: ['soy'], usually: ['gluten'] },
  // Spanish
  { lang: 'es', text: 'Tortitas de harina de almendra', contains: ['treeNuts'], usually: ['eggs'], not: ['gluten'] },
  { lang: 'es', text: 'Arepas de harina de maíz', not: ['gluten'] },
  { lang: 'es', text: 'Churros de harina de trigo', contains: ['gluten'] },
  { lang: 'es', text: 'Hamburguesa vegana con patatas', not: ['vegan', 'milk', 'eggs'] },
  { lang: 'es', text: 'Manzana con pasta de cacahuete', contains: ['peanuts'], not: ['gluten'] },
  { lang: 'es', text: 'Gambas con salsa de ostras', contains: ['shellfish'], usually: ['gluten', 'soy'] },
  { lang: 'es', text: 'Verduras salteadas con salsa de soja', contains: ['soy'], usually: ['gluten'] },
  // French
  { lang: 'fr', text: 'Socca à la farine de pois chiches', not: ['gluten'] },
  { lang: 'fr', text: 'Polenta (farine de maïs) au parmesan', contains: ['milk'], not: ['gluten'] },
  { lang: 'fr', text: 'Lasagnes végétaliennes', contains: ['gluten'], not: ['milk', 'eggs', 'vegan'] },
  { lang: 'fr', text: 'Burger végétalien', not: ['milk', 'eggs', 'vegan'] },
  { lang: 'fr', text: "Crevettes sautées à la sauce d'huître", contains: ['shellfish'], usually: ['gluten', 'soy'] },
  { lang: 'fr', text: 'Riz sauté à la sauce soja', contains: ['soy'], usually: ['gluten'] },
  // Italian
  { lang: 'it', text: 'Pizza vegana con verdure grigliate', contains: ['gluten'], not: ['milk', 'vegan'] },
  { lang: 'it', text: 'Frittelle di farina di ceci', not: ['gluten'] },
  { lang: 'it', text: 'Burger vegano', not: ['milk', 'eggs', 'vegan'] },
  { lang: 'it', text: 'Spaghetti di riso con salsa di soia', contains: ['soy'], usually: ['gluten'] },
  // Portuguese
  { lang: 'pt', text: 'Cuscuz de farinha de milho', not: ['gluten'] },
  { lang: 'pt', text: 'Maçã com pasta de amendoim', contains: ['peanuts'], not: ['gluten'] },
  { lang: 'pt', text: 'Torrada com mel', contains: ['gluten', 'vegan'] },
  { lang: 'pt', text: 'Hambúrguer vegano com batata frita', not: ['milk', 'eggs', 'vegan'] },
  { lang: 'pt', text: 'Camarão ao molho de ostra', contains: ['shellfish'], usually: ['gluten', 'soy'] },
  { lang: 'pt', text: 'Frango com molho de soja', contains: ['soy'], usually: ['gluten'] },
  // German
  { lang: 'de', text: 'Pizza vegan mit Gemüse', contains: ['gluten'], not: ['milk', 'vegan'] },
  { lang: 'de', text: 'Gebratener Reis mit Sojasoße', contains: ['soy'], usually: ['gluten'] },
  { lang: 'de', text: 'Garnelen in Austernsoße', contains: ['shellfish'], usually: ['gluten', 'soy'] },
  // English
  { lang: 'en', text: 'Teriyaki salmon with soy sauce', contains: ['fish', 'soy'], usually: ['gluten'] },
  { lang: 'en', text: 'Pork and bok choy in oyster sauce', contains: ['shellfish'], usually: ['gluten', 'soy'] },
  { lang: 'en', text: 'Cassava fries with collard greens', not: ['fish', 'vegan'] },
];
