import type { Cuisine } from '../../cuisines';
import { dish, type Forms } from './entry';

/**
 * Dishes: they go into the search intent in English, and most suggest a cuisine, weaker than a
 * cuisine named outright ("sushi" → japanese unless the text names another cuisine). The cuisine
 * a dish suggests follows shared/domain/cuisines.ts, so a dish search meets the same places.
 */
const dishes = (cuisineOf: Cuisine | undefined, rows: Record<string, Forms>) =>
  Object.entries(rows).map(([en, forms]) => dish(en, forms, cuisineOf));

export const DISH_ENTRIES = [
  ...dishes('japanese', {
    sushi: { latin: 'sushi{,s}', ja: '寿司|すし|スシ|鮨|お寿司', ko: '초밥|스시', zh: '寿司|壽司' },
    sashimi: { latin: 'sashimi{,s}', ja: '刺身|さしみ|お刺身', ko: '사시미|생선회', zh: '生鱼片|刺身' },
    ramen: { latin: 'ramen', pt: 'lamen', ja: 'ラーメン|らーめん|拉麺', ko: '라멘', zh: '日式拉面' },
    udon: { latin: 'udon', ja: 'うどん|ウドン', ko: '우동', zh: '乌冬面|烏龍麵|乌冬' },
    soba: { latin: 'soba', ja: 'そば|蕎麦|ソバ', ko: '소바|메밀국수', zh: '荞麦面|蕎麥麵' },
    tempura: { latin: 'tempura', ja: '天ぷら|天麩羅|てんぷら', ko: '덴푸라', zh: '天妇罗|天婦羅' },
    yakitori: { latin: 'yakitori', ja: '焼き鳥|焼鳥|やきとり', ko: '야키토리', zh: '日式烤鸡串' },
    tonkatsu: { latin: 'tonkatsu', ja: 'とんかつ|トンカツ', ko: '돈가스|돈까스', zh: '日式炸猪排' },
    donburi: { latin: 'donburi|gyudon', ja: '丼|丼ぶり|牛丼|親子丼|天丼', ko: '덮밥|규동', zh: '盖饭|蓋飯|牛肉盖饭' },
    bento: { latin: 'bento', ja: '弁当|お弁当', ko: '도시락', zh: '便当|便當' },
    izakaya: { latin: 'izakaya', ja: '居酒屋', ko: '이자카야', zh: '居酒屋' },
  }),
  ...dishes('chinese', {
    'dim sum': { latin: 'dim sum', ja: '点心|飲茶', ko: '딤섬', zh: '点心|點心|早茶|饮茶' },
    dumplings: { en: 'dumpling{,s}', ja: '餃子|ギョーザ|ぎょうざ|小籠包', ko: '만두|교자|샤오롱바오', zh: '饺子|餃子|小笼包|小籠包|包子|馄饨|云吞' },
    'hot pot': { en: 'hot pot|hotpot', ja: '火鍋', ko: '훠궈|마라탕', zh: '火锅|火鍋|麻辣烫|麻辣燙' },
    'fried rice': { en: 'fried rice', ja: 'チャーハン|炒飯', ko: '볶음밥', zh: '炒饭|炒飯' },
    noodles: { en: 'chow mein|lo mein|lamian', ko: '짜장면|자장면|짬뽕', zh: '拉面|拉麵|炒面|炒麵|牛肉面|牛肉麵' },
    'peking duck': { en: 'peking duck', ja: '北京ダック', ko: '북경오리|베이징덕', zh: '北京烤鸭|烤鸭|烤鴨' },
  }),
  ...dishes('korean', {
    bibimbap: { latin: 'bibimbap', ja: 'ビビンバ|ビビンパ', ko: '비빔밥', zh: '石锅拌饭|拌饭|拌飯' },
    bulgogi: { latin: 'bulgogi', ja: 'プルコギ', ko: '불고기', zh: '烤牛肉片' },
    kimchi: { latin: 'kimchi', ja: 'キムチ', ko: '김치|김치찌개', zh: '泡菜|辣白菜' },
    tteokbokki: { latin: 'tteokbokki', ja: 'トッポギ|トッポッキ', ko: '떡볶이', zh: '辣炒年糕|炒年糕' },
    'korean barbecue': { en: 'korean bbq|korean barbecue|galbi|samgyeopsal', ja: '韓国焼肉|サムギョプサル', ko: '갈비|삼겹살|닭갈비', zh: '韩式烤肉|烤五花肉' },
    kimbap: { latin: 'kimbap|gimbap', ja: 'キンパ', ko: '김밥', zh: '紫菜包饭' },
    stew: { en: 'jjigae|sundubu', ko: '찌개|순두부|된장찌개|부대찌개|삼계탕', ja: 'スンドゥブ|チゲ', zh: '部队锅|大酱汤' },
  }),
  ...dishes('vietnamese', {
    pho: { latin: 'pho', ja: 'フォー', ko: '쌀국수', zh: '越南粉|越南河粉|河粉' },
    'banh mi': { latin: 'banh mi', ja: 'バインミー', ko: '반미', zh: '越南法包|越南三明治' },
    'spring rolls': { en: 'spring roll{,s}', fr: 'nems|rouleaux de printemps', ja: '生春巻き|春巻き', ko: '월남쌈|스프링롤', zh: '春卷|越南春卷' },
  }),
  ...dishes('thai', {
    'pad thai': { latin: 'pad thai', ja: 'パッタイ', ko: '팟타이', zh: '泰式炒河粉' },
    'tom yum': { latin: 'tom yum', ja: 'トムヤムクン', ko: '똠얌꿍', zh: '冬阴功|冬陰功' },
    'green curry': { en: 'green curry', ja: 'グリーンカレー', ko: '그린커리', zh: '绿咖喱|綠咖哩' },
  }),
  ...dishes('indian', {
    curry: { latin: 'curry|currys|curries', pt: 'caril', ja: 'カレー', ko: '카레|커리', zh: '咖喱|咖哩' },
    biryani: { latin: 'biryani', ja: 'ビリヤニ', ko: '비리야니', zh: '印度香饭' },
    tandoori: { latin: 'tandoori|tikka masala|tikka', ja: 'タンドリーチキン|タンドリー', ko: '탄두리', zh: '唐杜里|印度烤鸡' },
    naan: { latin: 'naan', ja: 'ナン', ko: '난 빵', zh: '印度烤饼|馕' },
    samosas: { latin: 'samosa{,s}', ja: 'サモサ', ko: '사모사', zh: '萨莫萨' },
  }),
  ...dishes('mexican', {
    tacos: { latin: 'taco{,s}', ja: 'タコス', ko: '타코', zh: '塔可|墨西哥玉米卷' },
    burritos: { latin: 'burrito{,s}', ja: 'ブリトー', ko: '부리토|브리또', zh: '墨西哥卷饼' },
    quesadillas: { latin: 'quesadilla{,s}', ja: 'ケサディーヤ', ko: '퀘사디아', zh: '墨西哥薄饼' },
    enchiladas: { latin: 'enchilada{,s}', ja: 'エンチラーダ', ko: '엔칠라다' },
    nachos: { latin: 'nachos|guacamole', ja: 'ナチョス', ko: '나초', zh: '玉米片' },
  }),
  ...dishes('spanish', {
    tapas: { latin: 'tapas|pintxos|pinchos', ja: 'タパス', ko: '타파스', zh: '西班牙小吃' },
    paella: { latin: 'paella', ja: 'パエリア|パエリャ', ko: '빠에야|파에야', zh: '西班牙海鲜饭|西班牙燉飯' },
    churros: { latin: 'churros', ja: 'チュロス', ko: '추로스', zh: '吉事果|西班牙油条' },
  }),
  ...dishes('italian', {
    pasta: { latin: 'pasta|spaghetti', es: 'espagueti{,s}', fr: 'pates', de: 'nudeln', pt: 'massa{,s}|macarrao|espaguete', ja: 'パスタ|スパゲッティ|スパゲティ', ko: '파스타|스파게티', zh: '意面|意大利面|意粉|意麵' },
    lasagna: { latin: 'lasagna|lasagne', es: 'lasaña', pt: 'lasanha', ja: 'ラザニア', ko: '라자냐', zh: '千层面|千層麵' },
    risotto: { latin: 'risotto', pt: 'risoto', ja: 'リゾット', ko: '리조또', zh: '意式烩饭|燉飯' },
    trattoria: { latin: 'trattoria|osteria' },
  }),
  ...dishes('greek', {
    gyros: { latin: 'gyro{,s}|souvlaki|suflaki', ja: 'ギロス|スブラキ', ko: '기로스|수블라키', zh: '希腊烤肉卷' },
    moussaka: { latin: 'moussaka', ja: 'ムサカ', ko: '무사카', zh: '穆萨卡' },
  }),
  ...dishes('middle-eastern', {
    kebab: { latin: 'kebab{,s}|kabob{,s}|doner|döner|dürüm', ja: 'ケバブ', ko: '케밥', zh: '土耳其烤肉|烤肉卷' },
    falafel: { latin: 'falafel{,s}', ja: 'ファラフェル', ko: '팔라펠', zh: '法拉费|炸豆丸子' },
    shawarma: { latin: 'shawarma|schawarma', ja: 'シャワルマ', ko: '샤와르마', zh: '沙威玛|沙威瑪' },
    hummus: { latin: 'hummus|houmous|homus', ja: 'フムス', ko: '후무스', zh: '鹰嘴豆泥' },
  }),
  ...dishes('french', {
    crepes: { latin: 'crepe{,s}|creperie{,s}', es: 'crepa{,s}', fr: 'galette{,s}', ja: 'クレープ|ガレット', ko: '크레페|크레이프', zh: '可丽饼|可麗餅|法式薄饼' },
  }),
  ...dishes('steakhouse', {
    steak: { latin: 'steak{,s}', en: 'ribeye|sirloin', es: 'bistec|bisté|entrecot|chuleton', fr: 'bifteck|entrecote|cote de boeuf', de: 'rumpsteak', it: 'bistecca|bistecche|fiorentina|tagliata', pt: 'bife{,s}|picanha', ja: 'ステーキ', ko: '스테이크', zh: '牛排' },
  }),
  ...dishes('barbecue', {
    ribs: { en: 'ribs|spare ribs|brisket|pulled pork', es: 'costillas', fr: 'travers de porc', de: 'rippchen|spareribs', it: 'costine', pt: 'costela{,s}', ja: 'スペアリブ', ko: '폭립|바베큐립', zh: '烤排骨|猪肋排' },
  }),
  ...dishes('american', {
    burgers: { latin: 'burger{,s}|hamburger{,s}|cheeseburger{,s}', es: 'hamburguesa{,s}', pt: 'hamburguer{,es}', ja: 'ハンバーガー|バーガー|チーズバーガー', ko: '햄버거|버거|치즈버거', zh: '汉堡|漢堡|汉堡包|漢堡包|芝士汉堡' },
    'hot dogs': { latin: 'hot dog{,s}|hotdog{,s}', es: 'perrito{,s} caliente{,s}|pancho{,s}', pt: 'cachorro quente|cachorros quentes', ja: 'ホットドッグ', ko: '핫도그', zh: '热狗|熱狗' },
    wings: { en: 'wings|chicken wings|buffalo wings', es: 'alitas', fr: 'ailes de poulet', de: 'chicken wings|hähnchenflügel', it: 'alette di pollo', pt: 'asinhas', ja: '手羽先|チキンウィング', ko: '닭날개|윙', zh: '鸡翅|雞翅' },
  }),
  ...dishes('fast-food', {
    fries: { en: 'fries|french fries|chips', es: 'papas fritas|patatas fritas', fr: 'frites', de: 'pommes|pommes frites', it: 'patatine fritte|patatine', pt: 'batata frita|batatas fritas', ja: 'フライドポテト|ポテト', ko: '감자튀김', zh: '薯条|薯條' },
    'fried chicken': { en: 'fried chicken|nuggets|chicken nuggets', es: 'pollo frito', fr: 'poulet frit', de: 'brathähnchen|backhendl', it: 'pollo fritto', pt: 'frango frito', ja: 'フライドチキン|唐揚げ|からあげ', ko: '치킨|후라이드 치킨|양념치킨', zh: '炸鸡|炸雞' },
  }),
  ...dishes('cafe', {
    coffee: { en: 'coffee|espresso|cappuccino|=latte', es: 'cafe con leche|cortado', de: 'kaffee|espresso|cappuccino', it: 'espresso|cappuccino', pt: 'cafezinho', ja: 'コーヒー|珈琲', ko: '커피', zh: '咖啡' },
    tea: { en: 'tea|matcha', es: 'te|infusion', fr: 'the|infusion', de: 'tee', it: 'te|tisana', pt: 'cha', ja: '紅茶|お茶|抹茶', ko: '녹차|홍차', zh: '茶|奶茶|红茶|绿茶' },
    'bubble tea': { latin: 'bubble tea|boba', ja: 'タピオカ|タピオカミルクティー', ko: '버블티', zh: '珍珠奶茶|波霸奶茶' },
    smoothies: { latin: 'smoothie{,s}', es: 'batido{,s}|licuado{,s}', pt: 'vitamina{,s}', ja: 'スムージー', ko: '스무디', zh: '冰沙|奶昔' },
    juice: { en: 'juice{,s}', es: 'zumo{,s}|jugo{,s}', fr: 'jus', de: 'saft|säfte', it: 'succo|succhi|spremuta', pt: 'suco{,s}', ja: 'ジュース', ko: '주스', zh: '果汁' },
  }),
  ...dishes('bakery', {
    bread: { en: 'bread', es: '=pan|panes', fr: 'pain{,s}', de: 'brot|brote|brötchen', it: 'pane', pt: 'pao|paes', ja: 'パン', ko: '빵', zh: '面包|麵包' },
    croissants: { latin: 'croissant{,s}', es: 'medialuna{,s}', it: 'cornetto|cornetti', ja: 'クロワッサン', ko: '크루아상|크로와상', zh: '可颂|牛角包|可頌' },
    bagels: { latin: 'bagel{,s}', ja: 'ベーグル', ko: '베이글', zh: '贝果|貝果' },
    donuts: { en: 'donut{,s}|doughnut{,s}', es: 'dona{,s}|donut{,s}', fr: 'beignet{,s}|donut{,s}', de: 'donut{,s}|krapfen|berliner', it: 'ciambell{a,e}|bombolon{e,i}', pt: 'rosquinha{,s}|sonho{,s}|donut{,s}', ja: 'ドーナツ', ko: '도넛', zh: '甜甜圈' },
    pastries: { en: 'pastry|pastries|muffin{,s}|pie{,s}', es: 'empanada{,s}', fr: 'viennoiserie{,s}|tarte{,s}|brioche{,s}', de: 'gebäck|backwaren|brezel{,n}', it: 'pasticcini|brioche|focaccia', pt: 'salgado{,s}|pastel de nata|pasteis de nata|pao de queijo', ja: '焼き菓子|菓子パン', ko: '페이스트리|파이', zh: '糕点|糕點|蛋挞|派' },
  }),
  ...dishes('dessert', {
    'ice cream': { en: 'ice cream|gelato|frozen yogurt|sundae', es: 'helado{,s}', fr: 'glace{,s}', de: 'eis|speiseeis|eisbecher', it: 'gelato|gelati', pt: 'sorvete{,s}|gelado{,s}', ja: 'アイスクリーム|アイス|ソフトクリーム|ジェラート|かき氷', ko: '아이스크림|젤라또|빙수', zh: '冰淇淋|冰激凌|雪糕' },
    cake: { en: 'cake{,s}|cheesecake', es: 'tarta{,s}|torta{,s}|=pastel', fr: 'gateau|gateaux', de: 'kuchen|torte{,n}', it: 'torta|torte|tiramisu', pt: 'bolo{,s}|torta{,s}', ja: 'ケーキ|チーズケーキ', ko: '케이크|치즈케이크', zh: '蛋糕|芝士蛋糕' },
    waffles: { en: 'waffle{,s}|pancake{,s}', es: 'gofre{,s}|waffle{,s}|panqueque{,s}|hotcake{,s}', fr: 'gaufre{,s}|pancake{,s}', de: 'waffel{,n}|pfannkuchen', it: 'waffle|pancake', pt: 'waffle{,s}|panqueca{,s}', ja: 'ワッフル|パンケーキ|ホットケーキ', ko: '와플|팬케이크', zh: '华夫饼|鬆餅|松饼|煎饼' },
    chocolate: { en: 'chocolate{,s}|brownie{,s}|cookie{,s}', es: 'chocolate|galleta{,s}', fr: 'chocolat{,s}|cookie{,s}|macaron{,s}', de: 'schokolade|keks{,e}', it: 'cioccolato|cioccolata|biscott{o,i}', pt: 'chocolate|brigadeiro{,s}|biscoito{,s}', ja: 'チョコレート|チョコ|クッキー', ko: '초콜릿|쿠키', zh: '巧克力|曲奇|饼干' },
  }),
  ...dishes(undefined, {
    salad: { en: 'salad{,s}|salad bar|bowl{,s}|poke bowl', es: 'ensalada{,s}', fr: 'salade{,s}', de: 'salat{,e}', it: 'insalat{a,e}', pt: 'salada{,s}', ja: 'サラダ', ko: '샐러드', zh: '沙拉|色拉' },
    sandwiches: { en: 'sandwich{,es}|sub{,s}|wrap{,s}|deli', es: 'sandwich|sándwich|sandwiches|bocadillo{,s}|torta{,s} mexicana{,s}', fr: 'sandwich{,s}|sandwichs', de: 'sandwich{,es}|belegte brötchen', it: 'panino|panini|piadina|tramezzin{o,i}', pt: 'sanduiche{,s}', ja: 'サンドイッチ|サンド', ko: '샌드위치', zh: '三明治|潜艇堡' },
    soup: { en: 'soup{,s}', es: 'sopa{,s}|caldo{,s}', fr: 'soupe{,s}|potage', de: 'suppe{,n}|eintopf', it: 'zuppa|zuppe|minestra', pt: 'sopa{,s}|caldo{,s}', ja: 'スープ|汁物', ko: '수프|스프|국|국밥|탕', zh: '汤|湯' },
    noodles: { en: 'noodle{,s}', es: 'fideos', fr: 'nouilles', de: 'nudelsuppe', it: 'noodles', pt: 'macarrao oriental', ja: '麺|麺類|ヌードル', ko: '국수|면', zh: '面条|麵條|面|麵' },
    rice: { en: 'rice', es: 'arroz', fr: 'riz', de: 'reis', it: 'riso', pt: 'arroz', ja: 'ライス', ko: '밥|백반', zh: '米饭|米飯|饭' },
    chicken: { en: 'chicken', es: 'pollo', fr: 'poulet', de: 'hähnchen|huhn|hühnchen', it: 'pollo', pt: 'frango', ja: 'チキン|鶏肉|とり肉', ko: '닭고기|닭', zh: '鸡肉|雞肉|鸡' },
  }),
];
