import type { GroupId } from '../groups';
import type { DishEntry } from './dishes';

/**
 * Composite dishes whose allergens are not in their name (issue 18 item 7), in the nine interface
 * languages; no cuisine names (those are cuisine knowledge, not dishes). Same rule as dishes.ts:
 * `groups` when the dish is made with it by definition (a pastel de nata is egg custard in pastry;
 * bacalhau à Brás is salt cod bound with egg), `maybe` when only usually ("May contain": caution).
 * Sources per class are named in docs/allergen-scan.md ("Sauces and composite dishes: sources").
 */
type Groups = readonly GroupId[];
// Without a `maybe: undefined` field: a data module must survive a JSON round trip to be bundled compressed.
const dishes = (terms: readonly string[], groups: Groups, maybe?: Groups): DishEntry[] => terms.map((term) => (maybe ? { term, groups, maybe } : { term, groups }));
const maybeDishes = (terms: readonly string[], maybe: Groups): DishEntry[] => terms.map((term) => ({ term, maybe }));

export const COMPOSITE_DISHES: readonly DishEntry[] = [
  // Korean fermented vegetables: kimchi is usually seasoned with fish sauce and salted shrimp (jeotgal).
  ...maybeDishes(['kimchi', 'kimchee', '깍두기', '겉절이'], ['fish', 'shellfish']),

  // Egg-bound dishes and egg custards of Spanish and Portuguese cooking.
  ...dishes(['tortilla española', 'tortilla de patatas', 'tortilla de patata', 'tortilla de papas', 'tortilla francesa', 'revuelto', 'revueltos'], ['eggs']),
  ...dishes(['flan', 'pudim'], ['eggs'], ['milk', 'wheat']),
  ...dishes(['crema catalana', 'natillas', 'leite creme', 'tocino de cielo'], ['milk', 'eggs']),
  ...dishes(['leche frita', 'torrija', 'torrijas', 'rabanadas'], ['milk', 'wheat'], ['eggs']),
  ...dishes(['pastel de nata', 'pastéis de nata', 'pastel de belém', 'pastéis de belém', '蛋挞', '蛋撻', '葡挞', '葡撻', 'egg tart', 'egg tarts'], ['eggs', 'milk', 'wheat']),
  ...dishes(['bacalhau à brás', 'bacalhau à braz', 'bacalhau à gomes de sá', 'bacalao dorado'], ['fish', 'eggs']),
  ...dishes(['pastéis de bacalhau', 'pastel de bacalhau', 'bolinhos de bacalhau', 'bolinho de bacalhau'], ['fish', 'eggs'], ['wheat']),
  ...dishes(['pataniscas', 'patanisca'], ['fish', 'wheat'], ['eggs']),
  ...dishes(['pão de ló', 'bizcocho', 'bizcochos'], ['eggs', 'wheat'], ['milk']),
  ...dishes(['toucinho do céu'], ['eggs', 'treeNuts'], ['pork']),
  ...dishes(['tarta de santiago'], ['treeNuts', 'eggs']),
  ...dishes(['queijada', 'queijadas'], ['milk', 'eggs'], ['wheat']),
  ...dishes(['arroz doce'], ['milk'], ['eggs']),
  ...dishes(['francesinha'], ['wheat', 'milk'], ['eggs', 'glutenCereals']),
  ...dishes(['croqueta', 'croquetas', 'crocchetta', 'crocchette'], ['milk', 'wheat'], ['eggs']),
  ...dishes(['croquette'], ['wheat'], ['milk', 'eggs']),
  ...dishes(['ensaladilla rusa', 'ensalada rusa', 'salada russa'], ['eggs'], ['fish']),
  ...dishes(['salmorejo'], ['wheat'], ['eggs']),
  ...maybeDishes(['gazpacho'], ['wheat']),
  ...dishes(['ajoblanco'], ['treeNuts', 'wheat']),
  ...dishes(['churro', 'churros'], ['wheat']),
  ...dishes(['polvorón', 'polvorones'], ['wheat'], ['treeNuts']),
  ...dishes(['empanada', 'empanadas', 'empanadilla', 'empanadillas'], ['wheat'], ['eggs']),
  ...dishes(['buñuelo', 'buñuelos'], ['wheat', 'eggs'], ['milk']),
  ...dishes(['açorda'], ['wheat'], ['eggs', 'fish']),
  ...maybeDishes(['caldeirada', 'cataplana'], ['fish', 'shellfish']),

  // French classics. Bouillabaisse is rockfish by the 1980 Marseille charter; crab or langouste only sometimes.
  { term: 'bouillabaisse', groups: ['fish'], maybe: ['shellfish'] },
  ...dishes(['œufs bénédicte', 'oeufs benedicte', 'huevos benedictinos', 'uova alla benedict', 'ovos benedict', 'ovos benedito'], ['eggs', 'milk'], ['wheat', 'pork']),
  ...dishes(['quiche'], ['eggs', 'wheat'], ['milk']),
  ...dishes(['crêpe', 'crêpes'], ['wheat'], ['eggs', 'milk']),
  ...maybeDishes(['galette'], ['wheat', 'eggs', 'milk']),
  ...maybeDishes(['gratin'], ['milk']),
  ...dishes(['gratin dauphinois', 'dauphinois', 'vichyssoise'], ['milk']),
  ...dishes(['mousse au chocolat', 'chocolate mousse'], ['eggs'], ['milk']),
  ...maybeDishes(['mousse'], ['eggs', 'milk']),
  ...dishes(['croque monsieur'], ['wheat', 'milk'], ['pork']),
  ...dishes(['croque madame'], ['wheat', 'milk', 'eggs'], ['pork']),
  ...dishes(['pain perdu', 'french toast', 'arme ritter'], ['wheat', 'eggs', 'milk']),
  ...dishes(['salade niçoise'], ['fish', 'eggs']),
  ...maybeDishes(['niçoise'], ['fish', 'eggs']),
  ...dishes(['brandade'], ['fish'], ['milk']),
  ...dishes(['profiterole', 'profiteroles', 'éclair', 'gougère', 'gougères', 'windbeutel', 'bienenstich'], ['wheat', 'eggs', 'milk']),
  ...dishes(['mille feuille', 'millefeuille', 'tarte tatin', 'kouign amann', 'flammkuchen', 'tarte flambée'], ['wheat', 'milk'], ['eggs']),
  ...dishes(['clafoutis', 'far breton', 'yorkshire pudding', 'kaiserschmarrn', 'sticky toffee pudding'], ['eggs', 'milk', 'wheat']),
  ...dishes(['île flottante', 'eton mess', 'semifreddo'], ['eggs', 'milk']),
  ...dishes(['quenelle', 'quenelles'], ['wheat', 'eggs'], ['fish', 'milk']),

  // Italian classics.
  ...dishes(['vitello tonnato'], ['fish'], ['eggs']),
  ...dishes(['cannoli', 'cannolo', 'sfogliatella', 'sfogliatelle', 'cassata'], ['wheat', 'milk'], ['eggs', 'treeNuts']),
  ...maybeDishes(['arancini', 'arancino', 'arancina', 'arancine', 'supplì'], ['milk', 'wheat', 'eggs']),
  ...dishes(['parmigiana', 'gricia'], ['milk'], ['wheat']),
  ...dishes(['cacio e pepe', 'pizzoccheri'], ['milk', 'wheat']),
  ...maybeDishes(['amatriciana'], ['milk']),
  ...dishes(['panettone', 'pandoro', 'colomba pasquale'], ['wheat', 'eggs', 'milk'], ['treeNuts']),
  ...dishes(['cantucci', 'cantuccini', 'ricciarelli'], ['treeNuts', 'eggs'], ['wheat']),
  ...dishes(['fritto misto'], ['wheat'], ['fish', 'shellfish']),
  // Egg pasta by tradition; the other shapes are durum wheat pasta (wheat by Italian law).
  ...dishes(['tagliatelle', 'pappardelle', 'tagliolini', 'tajarin', 'fettuccine', 'agnolotti', 'cappelletti', 'tortelli', 'tortelloni', 'cannelloni'], ['wheat'], ['eggs']),
  ...dishes(['trofie', 'orecchiette', 'rigatoni', 'fusilli', 'farfalle', 'bucatini', 'maccheroni', 'paccheri', 'ziti', 'conchiglie', 'strozzapreti', 'casarecce', 'garganelli', 'cavatelli', 'spaghettini', 'capellini', 'bigoli', 'pici', 'malloreddus', 'gnocchetti'], ['wheat']),

  // Cakes, tarts and biscuits: usually wheat, eggs and butter or milk (as "cake", "Kuchen", ケーキ).
  // "Pâtisserie" is pastry (wheat, as "pastry") but also the shop, so only "may contain".
  ...maybeDishes(['gâteau', 'gâteaux', 'tarte', 'tartes', 'bolo', 'bolos', 'torta', 'tortas', 'tarta', 'tartas', 'crostata', 'pâtisserie', 'pâtisseries', 'gaufre', 'gaufres', 'gofre', 'gofres', 'waffel', 'waffeln'], ['wheat', 'eggs', 'milk']),
  ...dishes(['galleta', 'galletas', 'biscotti', 'biscoito', 'biscoitos', 'bolacha', 'bolachas'], ['wheat'], ['eggs', 'milk']),

  // German and Austrian classics.
  ...dishes(['pfannkuchen', 'schmarrn', 'semmelknödel', 'maultaschen', 'strammer max'], ['wheat'], ['eggs', 'milk']),
  ...dishes(['frikadelle', 'frikadellen', 'bulette', 'buletten', 'fleischpflanzerl'], ['meat'], ['eggs', 'wheat', 'pork']),
  ...dishes(['königsberger klopse'], ['meat'], ['eggs', 'wheat', 'fish', 'milk']),
  ...maybeDishes(['knödel', 'klöße', 'kloß', 'kartoffelpuffer', 'reibekuchen'], ['wheat', 'eggs']),
  ...maybeDishes(['labskaus'], ['fish', 'eggs']),
  ...maybeDishes(['kartoffelsalat', 'potato salad', 'coleslaw'], ['eggs', 'mustard']),

  // British classics.
  ...dishes(['welsh rarebit', 'rarebit'], ['milk', 'wheat'], ['mustard', 'fish', 'glutenCereals']),
  ...maybeDishes(['bloody mary'], ['fish', 'celery']),
  ...dishes(['toad in the hole'], ['wheat', 'eggs', 'milk', 'meat'], ['pork']),
  ...dishes(['trifle'], ['milk', 'eggs'], ['wheat', 'alcohol']),
  ...dishes(['banoffee', 'banoffee pie'], ['milk'], ['wheat']),

  // Eastern Mediterranean and Middle Eastern.
  ...dishes(['moussaka'], ['milk', 'wheat'], ['eggs', 'meat']),
  ...dishes(['spanakopita'], ['wheat', 'milk'], ['eggs']),
  ...dishes(['shakshuka', 'shakshouka'], ['eggs']),
  ...maybeDishes(['falafel'], ['sesame', 'wheat']),

  // Japanese: batters, egg dishes, fish-paste products and soups made with dashi.
  ...dishes(['天ぷら', '天婦羅', 'てんぷら', '天麩羅', '天妇罗', '덴푸라', '덴뿌라'], ['wheat'], ['eggs']),
  ...dishes(['天丼'], ['wheat'], ['eggs', 'shellfish']),
  ...dishes(['カツ丼', 'かつ丼', 'katsudon'], ['wheat', 'eggs'], ['soy']),
  ...dishes(['katsu', 'tonkatsu', 'chicken katsu', 'とんかつ', '돈가스', '돈까스'], ['wheat'], ['eggs']),
  ...dishes(['お好み焼き', 'okonomiyaki', 'もんじゃ焼き'], ['wheat'], ['eggs', 'fish']),
  ...dishes(['たこ焼き', 'takoyaki'], ['shellfish', 'wheat'], ['eggs', 'fish']),
  ...dishes(['茶碗蒸し', 'chawanmushi'], ['eggs'], ['fish', 'shellfish']),
  ...dishes(['tamagoyaki', 'oyakodon'], ['eggs'], ['soy']),
  ...dishes(['yakisoba', '焼きそば'], ['wheat'], ['soy']),
  ...dishes(['gyoza', 'gyozas'], ['wheat'], ['pork', 'soy']),
  ...dishes(['ちゃんぽん', 'champon'], ['wheat'], ['shellfish']),
  ...dishes(['かまぼこ', '蒲鉾', 'ちくわ', '竹輪', 'はんぺん', 'さつま揚げ', 'つみれ', '練り物', 'kamaboko', 'chikuwa', '오뎅'], ['fish'], ['eggs']),
  ...dishes(['ティラミス', '티라미수', '提拉米苏', '提拉米蘇'], ['eggs', 'milk'], ['wheat', 'alcohol']),
  ...dishes(['カルボナーラ', '까르보나라', '卡邦尼'], ['eggs', 'milk'], ['wheat', 'pork']),
  ...maybeDishes(['布丁', '푸딩'], ['milk', 'eggs']),

  // Korean.
  ...maybeDishes(['bibimbap', '비빔밥', 'ビビンバ', '石锅拌饭', '石鍋拌飯', '韩式拌饭'], ['eggs', 'sesame', 'soy']),
  ...maybeDishes(['japchae', '잡채', 'チャプチェ', 'bulgogi', '불고기', 'プルコギ'], ['soy', 'sesame']),
  ...maybeDishes(['tteokbokki', '떡볶이'], ['wheat', 'fish', 'soy']),
  ...maybeDishes(['gimbap', 'kimbap', '김밥'], ['eggs', 'fish', 'sesame']),
  ...dishes(['게장', '양념게장', 'gejang'], ['shellfish'], ['soy']),
  ...dishes(['간장게장', 'ganjang gejang'], ['shellfish', 'soy']),
  ...dishes(['파전', '김치전', 'pajeon', 'チヂミ'], ['wheat'], ['eggs', 'shellfish']),
  ...dishes(['해물파전', 'haemul pajeon'], ['wheat', 'shellfish'], ['eggs']),

  // Chinese.
  ...dishes(['炸酱面', '炸醬麵', '짜장면', 'jajangmyeon', 'zhajiangmian'], ['wheat', 'soy']),
  ...dishes(['har gow', 'ha gow', '虾饺', '蝦餃'], ['shellfish', 'wheat']),
  ...maybeDishes(['siu mai', 'shumai', 'dim sum'], ['wheat', 'pork', 'shellfish']),
  ...maybeDishes(['dan dan', 'dandan'], ['peanuts', 'sesame', 'wheat']),
  ...dishes(['mapo tofu'], ['soy'], ['pork', 'meat']),

  // South-East Asian: curry pastes hold shrimp paste, dressings fish sauce, and many dishes peanuts.
  ...maybeDishes(['green curry', 'red curry', 'yellow curry', 'curry paste', 'グリーンカレー', 'レッドカレー', '绿咖喱', '綠咖哩', '그린커리'], ['fish', 'shellfish']),
  ...maybeDishes(['massaman', 'panang', 'phanaeng', 'penang curry', 'マッサマンカレー'], ['peanuts', 'fish', 'shellfish']),
  ...maybeDishes(['tom yum', 'tom yam', 'トムヤム', '똠얌'], ['shellfish', 'fish']),
  ...dishes(['tom yum goong', 'tom yum kung', 'トムヤムクン', '冬阴功', '冬陰功', '똠얌꿍', '똠양꿍'], ['shellfish'], ['fish']),
  ...maybeDishes(['tom kha', 'larb', 'laab', 'larp', 'bun cha'], ['fish']),
  ...maybeDishes(['som tam', 'som tum', 'papaya salad', 'goi cuon'], ['fish', 'shellfish', 'peanuts']),
  ...maybeDishes(['laksa', '叻沙', 'banh xeo'], ['shellfish', 'fish']),
  ...maybeDishes(['nasi goreng'], ['eggs', 'shellfish', 'fish', 'soy']),
  ...maybeDishes(['nasi lemak', '椰浆饭', '椰漿飯'], ['peanuts', 'fish', 'eggs']),
  ...dishes(['mee goreng', 'mie goreng'], ['wheat'], ['eggs', 'soy', 'shellfish']),
  ...maybeDishes(['char kway teow', 'char kuey teow'], ['shellfish', 'eggs', 'soy', 'fish']),
  ...maybeDishes(['rojak'], ['peanuts', 'shellfish']),
  ...maybeDishes(['sate ayam', 'sate kambing'], ['peanuts']),
  ...dishes(['pecel', 'karedok', 'bumbu kacang'], ['peanuts']),
  ...dishes(['banh mi'], ['wheat'], ['eggs', 'fish', 'soy']),
];
