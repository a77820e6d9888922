import type { GroupId } from './groups';

/**
 * What a user's entry means. Allergy categories are checked as allergens (a mention is High Risk);
 * diets are checked as preferences (a conflict is Check Menu). Entries are matched by alias,
 * ignoring case, accents, punctuation and words such as "allergy" (see resolve-preferences.ts);
 * aliases include the names users type in our nine languages. `id` is stable: the web translates
 * the label by it; the English label is what the warnings show.
 */
export interface CategoryDefinition {
  readonly id: string;
  readonly label: string;
  readonly groups: readonly GroupId[];
  readonly aliases: readonly string[];
}

export interface DietDefinition extends CategoryDefinition {
  /** Phrases in a restaurant's dietary options that show it caters for this diet ("Supports Vegan"). */
  readonly supportedBy: readonly string[];
}

export const ALLERGY_CATEGORIES: readonly CategoryDefinition[] = [
  { id: 'peanuts', label: 'Peanuts', groups: ['peanuts'], aliases: ['peanut', 'peanuts', 'groundnut', 'groundnuts', 'arachis', 'arachide', 'arachides', 'cacahuète', 'cacahuètes', 'cacahuete', 'cacahuetes', 'maní', 'erdnuss', 'erdnüsse', 'arachidi', 'amendoim', 'amendoins', 'ピーナッツ', '落花生', '花生', '땅콩'] },
  { id: 'treeNuts', label: 'Tree Nuts', groups: ['treeNuts'], aliases: ['tree nut', 'tree nuts', 'treenut', 'treenuts', 'fruits à coque', 'fruits a coque', 'frutos secos', 'frutos de cáscara', 'frutta a guscio', 'schalenfrüchte', 'baumnüsse', 'frutos de casca rija', 'nozes', '木の実', '树坚果', '견과'] },
  { id: 'nuts', label: 'Nuts', groups: ['peanuts', 'treeNuts'], aliases: ['nut', 'nuts', 'all nuts', 'noix', 'nueces', 'noci', 'nüsse', 'nusse', 'ナッツ', '坚果', '견과류'] },
  { id: 'milk', label: 'Milk', groups: ['milk'], aliases: ['milk', 'cow milk', "cow's milk", 'cows milk', 'milk protein', 'lait', 'leche', 'latte', 'milch', 'leite', '牛乳', '乳', '牛奶', '우유'] },
  { id: 'dairy', label: 'Dairy', groups: ['milk'], aliases: ['dairy', 'dairy products', 'lactose', 'casein', 'whey', 'produits laitiers', 'laitiers', 'lácteos', 'lacteos', 'latticini', 'laktose', 'milchprodukte', 'laticínios', 'lactosa', 'lattosio', '乳製品', '乳制品', '유제품'] },
  { id: 'eggs', label: 'Eggs', groups: ['eggs'], aliases: ['egg', 'eggs', 'oeuf', 'oeufs', 'œuf', 'œufs', 'huevo', 'huevos', 'uovo', 'uova', 'ei', 'eier', 'ovo', 'ovos', '卵', 'たまご', '鸡蛋', '蛋', '계란', '달걀'] },
  { id: 'fish', label: 'Fish', groups: ['fish'], aliases: ['fish', 'finfish', 'poisson', 'poissons', 'pescado', 'pesce', 'fisch', 'peixe', '魚', '鱼', '생선'] },
  { id: 'shellfish', label: 'Shellfish', groups: ['shellfish'], aliases: ['shellfish', 'crustacean', 'crustaceans', 'mollusc', 'molluscs', 'mollusk', 'mollusks', 'crustacés', 'crustaces', 'mollusques', 'mariscos', 'crustáceos', 'crostacei', 'molluschi', 'krebstiere', 'schalentiere', 'weichtiere', 'crustáceos', 'moluscos', '甲殻類', '贝类', '甲壳类', '조개류', '갑각류'] },
  { id: 'seafood', label: 'Seafood', groups: ['fish', 'shellfish'], aliases: ['seafood', 'fruits de mer', 'frutti di mare', 'meeresfrüchte', 'frutos do mar', 'marisco', '海鲜', '海鮮', '해산물'] },
  { id: 'wheat', label: 'Wheat', groups: ['wheat'], aliases: ['wheat', 'blé', 'ble', 'trigo', 'grano', 'frumento', 'weizen', '小麦', '밀'] },
  { id: 'gluten', label: 'Gluten', groups: ['wheat', 'glutenCereals'], aliases: ['gluten', 'glutine', 'celiac', 'coeliac', 'celiac disease', 'coeliac disease', 'coeliakie', 'zöliakie', 'グルテン', '麸质', '麩質', '글루텐'] },
  { id: 'soy', label: 'Soy', groups: ['soy'], aliases: ['soy', 'soya', 'soybean', 'soybeans', 'soya bean', 'soya beans', 'soja', 'soia', '大豆', '대두'] },
  { id: 'sesame', label: 'Sesame', groups: ['sesame'], aliases: ['sesame', 'sesame seed', 'sesame seeds', 'sésame', 'sésamo', 'sesamo', 'sesam', 'gergelim', 'ごま', 'ゴマ', '胡麻', '芝麻', '참깨'] },
  { id: 'mustard', label: 'Mustard', groups: ['mustard'], aliases: ['mustard', 'moutarde', 'mostaza', 'senape', 'senf', 'mostarda', 'からし', '芥末', '겨자'] },
  { id: 'celery', label: 'Celery', groups: ['celery'], aliases: ['celery', 'celeriac', 'céleri', 'apio', 'sedano', 'sellerie', 'aipo', 'セロリ', '芹菜', '셀러리'] },
  { id: 'lupin', label: 'Lupin', groups: ['lupin'], aliases: ['lupin', 'lupine', 'lupins', 'altramuz', 'lupino', 'lupinen', 'tremoço'] },
  { id: 'sulphites', label: 'Sulphites', groups: ['sulphites'], aliases: ['sulphite', 'sulphites', 'sulfite', 'sulfites', 'sulphur dioxide', 'sulfur dioxide', 'solfiti', 'sulfitos', 'sulfite', 'sulfit', 'sulfite'] },
  { id: 'pork', label: 'Pork', groups: ['pork'], aliases: ['pork', 'pig', 'porc', 'cerdo', 'maiale', 'schwein', 'schweinefleisch', 'porco', '豚肉', '猪肉', '돼지고기'] },
  { id: 'alcohol', label: 'Alcohol', groups: ['alcohol'], aliases: ['alcohol', 'alcool', 'alkohol', 'alcol', 'álcool', 'アルコール', '酒精', '알코올'] },
];

const VEGETARIAN_GROUPS: readonly GroupId[] = ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatin'];

export const DIETS: readonly DietDefinition[] = [
  {
    id: 'vegetarian',
    label: 'Vegetarian',
    groups: VEGETARIAN_GROUPS,
    aliases: ['vegetarian', 'vegetarians', 'lacto ovo vegetarian', 'ovo lacto vegetarian', 'végétarien', 'végétarienne', 'vegetariano', 'vegetariana', 'vegetarisch', 'ベジタリアン', '菜食', '素食', '채식', '채식주의'],
    supportedBy: ['vegetarian', 'vegan', 'plant based', 'végétarien', 'vegetariano', 'vegetarisch'],
  },
  {
    id: 'vegan',
    label: 'Vegan',
    groups: [...VEGETARIAN_GROUPS, 'milk', 'eggs', 'honey', 'insect'],
    aliases: ['vegan', 'vegans', 'plant based', 'strict vegetarian', 'végane', 'végan', 'végétalien', 'végétalienne', 'vegano', 'vegana', 'ヴィーガン', 'ビーガン', '纯素', '全素', '비건'],
    supportedBy: ['vegan', 'plant based', 'végane', 'végétalien', 'vegano', 'vegana'],
  },
  {
    id: 'glutenFree',
    label: 'Gluten-Free',
    groups: ['wheat', 'glutenCereals'],
    aliases: ['gluten free', 'no gluten', 'without gluten', 'sans gluten', 'sin gluten', 'senza glutine', 'glutenfrei', 'sem glúten', 'celiac', 'coeliac', 'グルテンフリー', '无麸质', '無麩質', '글루텐 프리', '글루텐프리'],
    supportedBy: ['gluten free', 'sans gluten', 'sin gluten', 'senza glutine', 'glutenfrei', 'sem gluten', 'celiac', 'coeliac'],
  },
  {
    id: 'halal',
    label: 'Halal',
    // Gelatin is "may contain" pork (see dishes.ts): a Halal user gets a caution for it unless it says halal.
    groups: ['pork', 'alcohol'],
    aliases: ['halal', 'halaal', 'ハラール', '清真', '할랄'],
    supportedBy: ['halal', 'halaal'],
  },
  {
    id: 'kosher',
    label: 'Kosher',
    groups: ['pork', 'shellfish', 'nonKosher', 'meatWithDairy'],
    aliases: ['kosher', 'casher', 'cacher', 'kasher', 'koscher', 'kasher', 'コーシャ', '犹太洁食', '코셔'],
    supportedBy: ['kosher', 'casher', 'cacher', 'kasher', 'koscher'],
  },
  {
    id: 'dairyFree',
    label: 'Dairy-Free',
    groups: ['milk'],
    aliases: ['dairy free', 'no dairy', 'non dairy', 'without dairy', 'sans produits laitiers', 'sin lácteos', 'senza latticini', 'milchfrei', 'sem lacticínios'],
    // Not "lactose free": lactose-free milk is milk.
    supportedBy: ['dairy free', 'non dairy', 'milk free', 'vegan'],
  },
  {
    id: 'nutFree',
    label: 'Nut-Free',
    groups: ['peanuts', 'treeNuts'],
    aliases: ['nut free', 'no nuts', 'without nuts', 'nutfree', 'sans noix', 'sin frutos secos', 'senza frutta a guscio', 'nussfrei'],
    supportedBy: ['nut free', 'peanut free and tree nut free'],
  },
  {
    id: 'keto',
    label: 'Keto',
    groups: ['highCarb'],
    aliases: ['keto', 'ketogenic', 'low carb', 'low carbohydrate', 'cétogène', 'chetogenica', 'chetogenico', 'cetogénica', 'cetogénico', 'ketogen', 'cetogênica', 'ケト', 'ケトジェニック', '生酮', '키토', '저탄수화물'],
    supportedBy: ['keto', 'ketogenic', 'low carb'],
  },
  {
    id: 'pescatarian',
    label: 'Pescatarian',
    groups: ['meat', 'poultry', 'pork', 'gelatin'],
    aliases: ['pescatarian', 'pescetarian', 'pesco vegetarian', 'pescatariano', 'pescetariano', 'pescetarisch', 'pescétarien'],
    supportedBy: ['pescatarian', 'pescetarian', 'vegetarian', 'vegan'],
  },
];
