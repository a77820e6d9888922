/**
 * A held-out list of menu lines in the nine interface languages, each with the allergen categories
 * it truly has. Written from standard recipes (see docs/allergen-scan.md, "Held-out dish lines")
 * BEFORE the lexicon was extended for issue 18 item 7, so it measures the lexicon rather than
 * repeating it. measure.ts scores the scan against it; dish-lines.test.ts holds the floor.
 *
 * - `contains`: in the dish by definition (a sure ingredient or a sauce made with it); must be
 *   flagged, as "Contains" or "May contain".
 * - `usually`: in the usual recipe but not always; must be flagged too, "May contain" is enough.
 * - `not`: must not be flagged at all (neither "Contains" nor "May contain"); "Mentions ... as
 *   absent" (a negation's caution) is allowed.
 * - `absence`: the line makes an absence claim; its errors are counted apart (a claim that clears
 *   more than it says, as lactose-free clearing milk, or one that is not read).
 */
export type HeldOutLanguage = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'ja' | 'zh' | 'ko';

/** Allergy category ids (categories.ts) the list speaks of, and `vegan`: a "May conflict with Vegan" warning. */
export type HeldOutCategory =
  | 'peanuts' | 'treeNuts' | 'milk' | 'eggs' | 'fish' | 'shellfish' | 'gluten' | 'soy' | 'sesame' | 'mustard' | 'celery' | 'vegan';

export interface DishLine {
  readonly lang: HeldOutLanguage;
  readonly text: string;
  readonly contains?: readonly HeldOutCategory[];
  readonly usually?: readonly HeldOutCategory[];
  readonly not?: readonly HeldOutCategory[];
  readonly absence?: true;
}

export const DISH_LINES: readonly DishLine[] = [
  // English
  { lang: 'en', text: 'Stir-fried beef and broccoli in oyster sauce', contains: ['shellfish'] },
  { lang: 'en', text: 'Turnip cake with XO sauce', contains: ['shellfish'] },
  { lang: 'en', text: 'Kimchi fried rice', usually: ['fish', 'shellfish'] },
  { lang: 'en', text: 'Caesar salad with croutons', contains: ['milk', 'gluten'], usually: ['fish', 'eggs'] },
  { lang: 'en', text: 'Welsh rarebit with a dash of Worcestershire sauce', contains: ['milk', 'gluten', 'fish'] },
  { lang: 'en', text: 'Linguine with basil pesto', contains: ['gluten', 'treeNuts', 'milk'] },
  { lang: 'en', text: 'Steak frites with béarnaise', contains: ['eggs', 'milk'] },
  { lang: 'en', text: 'Crab cakes with rémoulade', contains: ['shellfish', 'eggs'], usually: ['gluten'] },
  { lang: 'en', text: 'Fries with garlic aioli', contains: ['eggs'] },
  { lang: 'en', text: 'Chicken satay skewers', contains: ['peanuts'] },
  { lang: 'en', text: 'Vegetable tempura', contains: ['gluten'], usually: ['eggs'] },
  { lang: 'en', text: 'Miso soup', contains: ['soy'] },
  { lang: 'en', text: 'Hummus with warm pita', contains: ['sesame', 'gluten'] },
  { lang: 'en', text: 'Pad thai with tofu', contains: ['soy'], usually: ['peanuts', 'eggs', 'fish'] },
  { lang: 'en', text: 'Spring rolls with nuoc cham', contains: ['fish'] },
  { lang: 'en', text: 'Thai green curry with chicken', usually: ['fish', 'shellfish'] },
  { lang: 'en', text: 'Classic tiramisu', contains: ['eggs', 'milk'], usually: ['gluten'] },
  { lang: 'en', text: 'Tartare sauce on the side', contains: ['eggs'] },
  { lang: 'en', text: 'Coconut milk curry with rice noodles', not: ['milk', 'gluten'] },
  { lang: 'en', text: 'Roasted butternut squash soup', not: ['milk', 'treeNuts'] },
  { lang: 'en', text: 'Gluten-free pasta with tomato sauce', not: ['gluten'], absence: true },
  { lang: 'en', text: 'Lactose-free milk latte', contains: ['milk'], absence: true },
  { lang: 'en', text: 'Lactose-free vanilla shake', contains: ['milk'], absence: true },
  { lang: 'en', text: 'Egg-free mayonnaise', not: ['eggs'], absence: true },
  { lang: 'en', text: 'Dairy-free chocolate mousse', not: ['milk'], absence: true },

  // German
  { lang: 'de', text: 'Glutenfreie Nudeln mit Tomatensoße', not: ['gluten'], absence: true },
  { lang: 'de', text: 'Laktosefreie Milch', contains: ['milk'], absence: true },
  { lang: 'de', text: 'Laktosefreier Joghurt mit Früchten', contains: ['milk'], absence: true },
  { lang: 'de', text: 'Milchfreie Schokolade', not: ['milk'], absence: true },
  { lang: 'de', text: 'Eifreie Spätzle', contains: ['gluten'], not: ['eggs'], absence: true },
  { lang: 'de', text: 'Glutenfreies Brot', not: ['gluten'], absence: true },
  { lang: 'de', text: 'Nussfreier Kuchen', not: ['treeNuts', 'peanuts'], usually: ['gluten'], absence: true },
  { lang: 'de', text: 'Spargel mit Sauce Hollandaise', contains: ['eggs', 'milk'] },
  { lang: 'de', text: 'Rinderfilet mit Béarnaise', contains: ['eggs', 'milk'] },
  { lang: 'de', text: 'Pommes mit Mayo', contains: ['eggs'] },
  { lang: 'de', text: 'Wiener Schnitzel mit Kartoffelsalat', contains: ['gluten', 'eggs'] },
  { lang: 'de', text: 'Linsensuppe mit einem Schuss Worcestersauce', contains: ['fish'] },
  { lang: 'de', text: 'Kaiserschmarrn mit Zwetschgenröster', contains: ['eggs', 'milk', 'gluten'] },
  { lang: 'de', text: 'Pfannkuchen mit Apfelmus', contains: ['gluten'], usually: ['eggs', 'milk'] },
  { lang: 'de', text: 'Sushi mit Sojasauce', contains: ['fish', 'soy'] },
  { lang: 'de', text: 'Frikadellen mit Senf', contains: ['mustard'], usually: ['eggs', 'gluten'] },
  { lang: 'de', text: 'Caesar Salad mit Parmesan', contains: ['milk'], usually: ['fish', 'eggs'] },
  { lang: 'de', text: 'Kokosmilch-Curry', not: ['milk', 'treeNuts'] },

  // French
  { lang: 'fr', text: 'Pâtes sans gluten à la tomate', not: ['gluten'], absence: true },
  { lang: 'fr', text: 'Biscuits sans gluten', not: ['gluten'], absence: true },
  { lang: 'fr', text: 'Lait sans lactose', contains: ['milk'], absence: true },
  { lang: 'fr', text: 'Yaourt nature sans lactose', contains: ['milk'], absence: true },
  { lang: 'fr', text: 'Œufs Bénédicte, sauce hollandaise', contains: ['eggs', 'milk'], usually: ['gluten'] },
  { lang: 'fr', text: 'Entrecôte sauce béarnaise', contains: ['eggs', 'milk'] },
  { lang: 'fr', text: 'Soupe de poisson, rouille et croûtons', contains: ['fish', 'gluten'], usually: ['eggs'] },
  { lang: 'fr', text: 'Bouillabaisse marseillaise', contains: ['fish'], usually: ['shellfish'] },
  { lang: 'fr', text: 'Salade niçoise', contains: ['fish', 'eggs'] },
  { lang: 'fr', text: 'Quiche lorraine', contains: ['eggs', 'milk', 'gluten'] },
  { lang: 'fr', text: 'Crêpe Suzette', contains: ['gluten', 'eggs', 'milk'] },
  { lang: 'fr', text: 'Gratin dauphinois', contains: ['milk'] },
  { lang: 'fr', text: 'Sauce mayonnaise maison', contains: ['eggs'] },
  { lang: 'fr', text: 'Légumes vapeur, aïoli', contains: ['eggs'] },
  { lang: 'fr', text: 'Mousse au chocolat', contains: ['eggs'], usually: ['milk'] },
  { lang: 'fr', text: 'Croque-monsieur', contains: ['gluten', 'milk'] },
  { lang: 'fr', text: 'Pâtisserie sans fruits à coque', not: ['treeNuts'], usually: ['gluten'], absence: true },
  { lang: 'fr', text: 'Curry au lait de coco', not: ['milk', 'treeNuts'] },

  // Spanish
  { lang: 'es', text: 'Pasta sin gluten con tomate', not: ['gluten'], absence: true },
  { lang: 'es', text: 'Galletas sin gluten', not: ['gluten'], absence: true },
  { lang: 'es', text: 'Leche sin lactosa', contains: ['milk'], absence: true },
  { lang: 'es', text: 'Queso fresco sin lactosa', contains: ['milk'], absence: true },
  { lang: 'es', text: 'Batido de fresa sin lactosa', contains: ['milk'], absence: true },
  { lang: 'es', text: 'Cerveza sin gluten', not: ['gluten'], absence: true },
  { lang: 'es', text: 'Cerveza sin alcohol', contains: ['gluten'] },
  { lang: 'es', text: 'Tortilla española', contains: ['eggs'], not: ['gluten'] },
  { lang: 'es', text: 'Flan casero', contains: ['eggs', 'milk'] },
  { lang: 'es', text: 'Crema catalana', contains: ['milk', 'eggs'] },
  { lang: 'es', text: 'Salmorejo cordobés', contains: ['gluten'], usually: ['eggs'] },
  { lang: 'es', text: 'Ensaladilla rusa', contains: ['eggs'], usually: ['fish'] },
  { lang: 'es', text: 'Patatas con alioli', usually: ['eggs'] },
  { lang: 'es', text: 'Croquetas de jamón', contains: ['milk', 'gluten'], usually: ['eggs'] },
  { lang: 'es', text: 'Churros con chocolate', contains: ['gluten'], usually: ['milk'] },
  { lang: 'es', text: 'Tarta de Santiago', contains: ['treeNuts', 'eggs'] },
  { lang: 'es', text: 'Ensalada César', contains: ['milk'], usually: ['fish', 'eggs'] },
  { lang: 'es', text: 'Natillas de la abuela', contains: ['milk', 'eggs'] },

  // Italian
  { lang: 'it', text: 'Pasta senza glutine al pomodoro', not: ['gluten'], absence: true },
  { lang: 'it', text: 'Pane senza glutine', not: ['gluten'], absence: true },
  { lang: 'it', text: 'Latte senza lattosio', contains: ['milk'], absence: true },
  { lang: 'it', text: 'Mozzarella senza lattosio', contains: ['milk'], absence: true },
  { lang: 'it', text: 'Gelato alla vaniglia senza lattosio', contains: ['milk'], absence: true },
  { lang: 'it', text: 'Trofie al pesto genovese', contains: ['gluten', 'treeNuts', 'milk'] },
  { lang: 'it', text: 'Spaghetti alla carbonara', contains: ['gluten', 'eggs', 'milk'] },
  { lang: 'it', text: 'Tiramisù della casa', contains: ['eggs', 'milk'], usually: ['gluten'] },
  { lang: 'it', text: 'Vitello tonnato', contains: ['fish'], usually: ['eggs'] },
  { lang: 'it', text: 'Bagna cauda con verdure', contains: ['fish'], usually: ['milk'] },
  { lang: 'it', text: 'Spaghetti alla puttanesca', contains: ['gluten'], usually: ['fish'] },
  { lang: 'it', text: 'Zabaione al marsala', contains: ['eggs'] },
  { lang: 'it', text: 'Panna cotta ai frutti di bosco', contains: ['milk'] },
  { lang: 'it', text: 'Cannoli siciliani', contains: ['milk', 'gluten'] },
  { lang: 'it', text: 'Arancini al ragù', usually: ['milk', 'gluten', 'eggs'] },
  { lang: 'it', text: 'Biscotti senza glutine', not: ['gluten'], absence: true },

  // Portuguese
  { lang: 'pt', text: 'Pastel de nata', contains: ['eggs', 'milk', 'gluten'] },
  { lang: 'pt', text: 'Bacalhau à Brás', contains: ['fish', 'eggs'] },
  { lang: 'pt', text: 'Pudim flan', contains: ['eggs', 'milk'] },
  { lang: 'pt', text: 'Arroz doce', contains: ['milk'], usually: ['eggs'] },
  { lang: 'pt', text: 'Francesinha', contains: ['gluten', 'milk'] },
  { lang: 'pt', text: 'Bacalhau com natas', contains: ['fish', 'milk'] },
  { lang: 'pt', text: 'Pastéis de bacalhau', contains: ['fish', 'eggs'] },
  { lang: 'pt', text: 'Pão de ló', contains: ['eggs', 'gluten'] },
  { lang: 'pt', text: 'Toucinho do céu', contains: ['eggs', 'treeNuts'] },
  { lang: 'pt', text: 'Bolo sem glúten', not: ['gluten'], usually: ['eggs'], absence: true },
  { lang: 'pt', text: 'Pão sem glúten', not: ['gluten'], absence: true },
  { lang: 'pt', text: 'Leite sem lactose', contains: ['milk'], absence: true },
  { lang: 'pt', text: 'Iogurte sem lactose', contains: ['milk'], absence: true },
  { lang: 'pt', text: 'Cerveja sem glúten', not: ['gluten'], absence: true },
  { lang: 'pt', text: 'Frango piri-piri com molho de maionese', contains: ['eggs'] },
  { lang: 'pt', text: 'Caril de camarão com leite de coco', contains: ['shellfish'], not: ['milk'] },

  // Japanese
  { lang: 'ja', text: 'グルテンフリーのパン', not: ['gluten'], absence: true },
  { lang: 'ja', text: 'グルテンフリーパスタ', not: ['gluten'], absence: true },
  { lang: 'ja', text: 'ラクトースフリー牛乳', contains: ['milk'], absence: true },
  { lang: 'ja', text: '乳糖不使用ヨーグルト', contains: ['milk'], absence: true },
  { lang: 'ja', text: '卵不使用のケーキ', not: ['eggs'], usually: ['gluten'], absence: true },
  { lang: 'ja', text: '天ぷら盛り合わせ', contains: ['gluten'], usually: ['eggs'] },
  { lang: 'ja', text: '味噌汁', contains: ['soy'], usually: ['fish'] },
  { lang: 'ja', text: '牛肉のオイスターソース炒め', contains: ['shellfish'] },
  { lang: 'ja', text: 'キムチ鍋', usually: ['fish', 'shellfish'] },
  { lang: 'ja', text: 'シーザーサラダ', contains: ['milk'], usually: ['eggs', 'fish'] },
  { lang: 'ja', text: 'タルタルソース', contains: ['eggs'] },
  { lang: 'ja', text: 'お好み焼き', contains: ['gluten'], usually: ['eggs'] },
  { lang: 'ja', text: '茶碗蒸し', contains: ['eggs'], usually: ['fish'] },
  { lang: 'ja', text: 'ティラミス', contains: ['eggs', 'milk'] },
  { lang: 'ja', text: 'ナンプラー炒め', contains: ['fish'] },
  { lang: 'ja', text: 'カルボナーラ', contains: ['eggs', 'milk', 'gluten'] },
  { lang: 'ja', text: 'ジェノベーゼパスタ', contains: ['gluten', 'treeNuts', 'milk'] },

  // Chinese
  { lang: 'zh', text: '无麸质面包', not: ['gluten'], absence: true },
  { lang: 'zh', text: '无乳糖牛奶', contains: ['milk'], absence: true },
  { lang: 'zh', text: '无蛋蛋糕', not: ['eggs'], usually: ['gluten'], absence: true },
  { lang: 'zh', text: '蚝油生菜', contains: ['shellfish'] },
  { lang: 'zh', text: 'XO酱炒萝卜糕', contains: ['shellfish'] },
  { lang: 'zh', text: '宫保鸡丁', usually: ['peanuts'] },
  { lang: 'zh', text: '麻婆豆腐', contains: ['soy'] },
  { lang: 'zh', text: '蛋挞', contains: ['eggs', 'milk', 'gluten'] },
  { lang: 'zh', text: '沙嗲牛肉', contains: ['peanuts'] },
  { lang: 'zh', text: '韩式泡菜', usually: ['fish', 'shellfish'] },
  { lang: 'zh', text: '天妇罗', contains: ['gluten'], usually: ['eggs'] },
  { lang: 'zh', text: '凯撒沙拉', contains: ['milk'], usually: ['eggs', 'fish'] },
  { lang: 'zh', text: '提拉米苏', contains: ['eggs', 'milk'] },
  { lang: 'zh', text: '鱼香肉丝', not: ['fish'] },
  { lang: 'zh', text: '味噌拉面', contains: ['soy', 'gluten'] },
  { lang: 'zh', text: '青酱意面', contains: ['gluten', 'treeNuts', 'milk'] },
  { lang: 'zh', text: '沙茶牛肉', contains: ['fish', 'shellfish'], usually: ['peanuts', 'sesame'] },

  // Korean
  { lang: 'ko', text: '글루텐 프리 빵', not: ['gluten'], absence: true },
  { lang: 'ko', text: '글루텐프리 파스타', not: ['gluten'], absence: true },
  { lang: 'ko', text: '락토프리 우유', contains: ['milk'], absence: true },
  { lang: 'ko', text: '무글루텐 케이크', not: ['gluten'], usually: ['eggs'], absence: true },
  { lang: 'ko', text: '배추김치', usually: ['fish', 'shellfish'] },
  { lang: 'ko', text: '김치찌개', usually: ['fish', 'shellfish'] },
  { lang: 'ko', text: '굴소스 볶음', contains: ['shellfish'] },
  { lang: 'ko', text: '된장찌개', contains: ['soy'] },
  { lang: 'ko', text: '비빔밥', usually: ['eggs', 'sesame'] },
  { lang: 'ko', text: '시저 샐러드', contains: ['milk'], usually: ['eggs', 'fish'] },
  { lang: 'ko', text: '티라미수', contains: ['eggs', 'milk'] },
  { lang: 'ko', text: '해물파전', contains: ['shellfish', 'gluten'], usually: ['eggs'] },
  { lang: 'ko', text: '간장게장', contains: ['shellfish', 'soy'] },
  { lang: 'ko', text: '어묵탕', contains: ['fish'] },
  { lang: 'ko', text: '팟타이', usually: ['peanuts', 'eggs', 'fish'] },
  { lang: 'ko', text: '타르타르 소스', contains: ['eggs'] },
  { lang: 'ko', text: '새우튀김', contains: ['shellfish', 'gluten'] },
];
