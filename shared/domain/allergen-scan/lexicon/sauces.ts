import type { DishEntry } from './dishes';

/**
 * Sauces, dressings, condiments and pastes whose allergens are not in their name (issue 18 item 7),
 * in the nine interface languages. Same rule as dishes.ts: `groups` when the sauce is made with it
 * by definition (XO sauce is dried scallop and shrimp; tartare sauce is mayonnaise), `maybe` when it
 * only usually is ("May contain": caution, never High Risk on its own). Sources per class are named
 * in docs/allergen-scan.md ("Sauces and composite dishes: sources").
 */
export const SAUCES: readonly DishEntry[] = [
  // Chinese seafood sauces: XO is dried scallop, dried shrimp and ham; shacha (沙茶) is dried fish and shrimp.
  ...['xo sauce', 'sauce xo', 'salsa xo', 'molho xo', 'XO酱', 'XO醬', 'XOジャン', 'XO醤', 'XO소스'].map((term) => ({ term, groups: ['shellfish'] as const, maybe: ['fish', 'pork'] as const })),
  ...['沙茶', '沙茶酱', '沙茶醬', 'shacha', 'sa cha'].map((term) => ({ term, groups: ['fish', 'shellfish'] as const, maybe: ['peanuts', 'sesame', 'soy'] as const })),

  // Worcestershire sauce is made with anchovies, under its names in other languages.
  ...['worcester sauce', 'worcestersauce', 'worcestersoße', 'worcestershiresauce', 'worcestershiresoße', 'salsa perrins', 'salsa inglesa', 'molho inglês', 'salsa worcester'].map((term) => ({ term, groups: ['fish'] as const })),

  // Fish sauces and fermented fish or shrimp pastes of South-East Asian and Korean cooking.
  ...['nuoc cham', 'nước chấm', 'patis', 'garum', 'colatura', 'prahok', 'ngapi', 'ニョクマム', 'ヌクチャム', '느억맘', '느억짬'].map((term) => ({ term, groups: ['fish'] as const })),
  ...['belacan', 'belachan', 'blachan', 'terasi', 'trassi', 'kapi', 'bagoong', 'petis', 'shrimp sauce'].map((term) => ({ term, groups: ['shellfish'] as const, maybe: ['fish'] as const })),
  ...['jeotgal', 'nam prik', 'nam phrik'].map((term) => ({ term, maybe: ['fish', 'shellfish'] as const })),

  // Caesar dressing: parmesan, and in the classic recipe egg yolk and anchovies (or Worcestershire).
  ...['salade césar', 'ensalada césar', 'insalata caesar', 'salada caesar', 'salada césar', 'caesar salat', 'chicken caesar', 'シーザーサラダ', '凯撒沙拉', '凱撒沙拉', '시저 샐러드', '시저샐러드'].map((term) => ({ term, groups: ['milk'] as const, maybe: ['fish', 'eggs', 'wheat'] as const })),
  ...['sauce césar', 'salsa césar', 'molho caesar', 'molho césar', 'シーザードレッシング', '凯撒酱', '凱撒醬', '凯撒汁', '시저 드레싱', '시저드레싱'].map((term) => ({ term, groups: ['milk'] as const, maybe: ['fish', 'eggs'] as const })),

  // Pesto (genovese) is basil, pine nuts and hard cheese; pistou usually has cheese, no nuts.
  ...['ジェノベーゼ', 'ジェノヴェーゼ', '青酱', '青醬', '페스토', '바질페스토', '제노베제'].map((term) => ({ term, groups: ['milk', 'treeNuts'] as const })),
  { term: 'pistou', maybe: ['milk'] },

  // Mayonnaise-based sauces and emulsions (egg yolk).
  ...['sauce tartare', 'salsa tártara', 'salsa tartara', 'molho tártaro', 'tartarsoße', 'gribiche', 'sauce andalouse', 'marie rose', 'thousand island', 'salsa rosa', 'salsa golf', 'molho rosé', 'タルタル', 'マヨ', '塔塔酱', '塔塔醬', '千岛酱', '千島醬', '타르타르', '마요'].map((term) => ({ term, groups: ['eggs'] as const })),
  { term: 'cocktail sauce', maybe: ['eggs'] },
  { term: 'ranch dressing', groups: ['milk'], maybe: ['eggs'] },
  { term: 'green goddess', groups: ['eggs'], maybe: ['fish', 'milk'] },
  // Allioli is garlic and oil in Catalan tradition; most served today is bound with egg. Rouille is bound with yolk or bread.
  ...['alioli', 'allioli'].map((term) => ({ term, maybe: ['eggs'] as const })),
  { term: 'rouille', maybe: ['eggs', 'wheat'] },

  // Egg and butter sauces and custards.
  ...['sabayon', 'zabaione', 'zabaglione'].map((term) => ({ term, groups: ['eggs'] as const, maybe: ['alcohol', 'milk'] as const })),
  { term: 'crème pâtissière', groups: ['milk', 'eggs'], maybe: ['wheat'] },
  { term: 'chantilly', groups: ['milk'] },
  { term: 'ganache', groups: ['milk'] },
  { term: 'besciamella', groups: ['milk'], maybe: ['wheat'] },
  { term: 'caramel sauce', maybe: ['milk'] },

  // Anchovy sauces of Italian cooking.
  ...['tonnato', 'salsa tonnata'].map((term) => ({ term, groups: ['fish'] as const, maybe: ['eggs'] as const })),
  ...['bagna cauda', 'bagna càuda', 'bagnacauda'].map((term) => ({ term, groups: ['fish'] as const, maybe: ['milk'] as const })),
  { term: 'puttanesca', maybe: ['fish'] },

  // Nut and seed sauces and spice mixes.
  ...['romesco', 'salsa romesco'].map((term) => ({ term, groups: ['treeNuts'] as const, maybe: ['wheat'] as const })),
  { term: 'muhammara', groups: ['treeNuts'], maybe: ['wheat'] },
  ...['dukkah', 'duqqa', 'dukka'].map((term) => ({ term, groups: ['sesame', 'treeNuts'] as const })),
  { term: 'tarator', maybe: ['sesame', 'treeNuts'] },
  { term: 'skordalia', maybe: ['treeNuts', 'wheat'] },
  ...['tahiné', 'フムス', '후무스'].map((term) => ({ term, groups: ['sesame'] as const })),
  ...['鹰嘴豆泥', '鷹嘴豆泥'].map((term) => ({ term, maybe: ['sesame'] as const })),
  ...['furikake', 'ふりかけ'].map((term) => ({ term, maybe: ['sesame', 'fish'] as const })),

  // Soy-based sauces and pastes (soy sauce is usually brewed with wheat; dashi is fish). Soy sauce in
  // every language: soybeans and, in the usual brewed (koikuchi, Chinese light and dark, Korean
  // yangjo) sauce, wheat. Tamari and the Korean traditional 국간장/조선간장 are made with little or
  // no wheat, so they are soy only (lexicon/cjk.ts).
  ...[
    'soy sauce', 'soya sauce', 'shoyu', 'salsa de soja', 'salsa de soya', 'sauce soja', 'sauce de soja', 'salsa di soia', 'salsa di soya', 'molho de soja', 'molho shoyu',
    'sojasauce', 'sojasoße', 'sojasossen', 'sojasoßen', '醤油', 'しょうゆ', 'しょう油', 'ショウユ', '酱油', '醬油', '生抽', '老抽', '간장', '진간장', '양조간장',
  ].map((term) => ({ term, groups: ['soy'] as const, maybe: ['wheat'] as const })),
  // Oyster sauce: oyster extract (molluscs), in the common commercial versions thickened with wheat
  // flour and often made up with soy sauce (labels as sold; docs/allergen-scan.md): "May contain" both.
  ...[
    'oyster sauce', 'salsa de ostras', 'salsa de ostra', "sauce d'huître", "sauce d'huîtres", 'sauce aux huîtres', 'salsa di ostriche', "salsa d'ostrica", 'molho de ostra', 'molho de ostras',
    'austernsoße', 'austernsauce', 'austernsossen', 'オイスターソース', '蚝油', '蠔油', '굴소스',
  ].map((term) => ({ term, groups: ['shellfish'] as const, maybe: ['wheat', 'soy'] as const })),
  ...['ponzu', 'ポン酢', 'ぽん酢'].map((term) => ({ term, groups: ['soy'] as const, maybe: ['wheat', 'fish'] as const })),
  ...['gochujang', 'ssamjang', 'doenjang'].map((term) => ({ term, groups: ['soy'] as const, maybe: ['wheat'] as const })),
  { term: 'black bean sauce', groups: ['soy'], maybe: ['wheat'] },
  ...['豆瓣酱', '豆瓣醬'].map((term) => ({ term, maybe: ['soy', 'wheat'] as const })),
  ...['甜面酱', '甜麵醬'].map((term) => ({ term, groups: ['wheat'] as const, maybe: ['soy'] as const })),
  ...['味噌汁', 'みそ汁', '味噌汤', '味噌湯', 'miso soup', 'misoshiru', '미소국', '미소된장국'].map((term) => ({ term, groups: ['soy'] as const, maybe: ['fish'] as const })),
  ...['ブリュレ', 'クレームブリュレ', '크렘브륄레', '焦糖布丁', 'crème caramel'].map((term) => ({ term, groups: ['milk', 'eggs'] as const })),
];
