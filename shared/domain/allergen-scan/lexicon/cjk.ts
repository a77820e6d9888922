import type { GroupId } from '../groups';
import type { DishEntry } from './dishes';
import type { FalseFriend } from './false-friends';

/**
 * Japanese, Korean and Chinese (simplified and traditional) words per group, matched as substrings
 * (see cjk.ts). Sources: Japan's mandatory and recommended allergen labels (えび, かに, くるみ, 小麦,
 * そば, 卵, 乳, 落花生, ...), Korea's labelling list (난류, 우유, 메밀, 땅콩, 대두, 밀, 고등어, 게,
 * 새우, 돼지고기, 호두, 닭고기, 쇠고기, 오징어, 조개류, 잣, ...), China's GB 7718 allergen groups.
 *
 * Because matching is by substring, words that occur inside common unrelated words are left out
 * (hiragana かに "quietly", たら "if", いか, たこ; Korean 게, 굴, 알, 술, 밤, 깨, 라면 as a grammar
 * ending; Chinese 面, 贝, bare 牛) or guarded by a longer false friend below.
 */
interface CjkWords {
  readonly ja: readonly string[];
  readonly ko: readonly string[];
  readonly zh: readonly string[];
}

export const CJK_TERMS: Partial<Record<GroupId, CjkWords>> = {
  peanuts: {
    ja: ['落花生', 'ピーナッツ', 'ピーナツ', 'ピーナッツバター', '南京豆'],
    ko: ['땅콩', '피넛', '땅콩버터'],
    zh: ['花生', '落花生', '花生酱', '花生醬', '花生油', '沙爹', '沙嗲'],
  },
  treeNuts: {
    ja: ['くるみ', 'クルミ', '胡桃', 'アーモンド', 'カシューナッツ', 'ヘーゼルナッツ', 'ピスタチオ', 'マカダミア', 'ペカン', 'ピーカン', '松の実', '栗', 'マロン', 'プラリネ', 'マジパン', 'ナッツ'],
    ko: ['호두', '아몬드', '캐슈', '헤이즐넛', '피스타치오', '마카다미아', '피칸', '잣', '견과', '너트', '밤톨', '마롱'],
    zh: ['坚果', '堅果', '核桃', '胡桃', '杏仁', '腰果', '开心果', '開心果', '榛子', '榛果', '夏威夷果', '碧根果', '山核桃', '松子', '松仁', '栗子', '板栗', '果仁'],
  },
  milk: {
    ja: ['乳', '牛乳', 'ミルク', 'チーズ', 'バター', 'クリーム', '生クリーム', 'ヨーグルト', '乳製品', '乳糖', '乳清', 'ホエイ', 'カゼイン', '練乳', '脱脂粉乳', 'ラクトース', 'ヨーグルト', 'グラタン', 'カルボナーラ'],
    ko: ['우유', '밀크', '치즈', '버터', '크림', '생크림', '요구르트', '요거트', '유제품', '유청', '유당', '연유', '분유', '카제인', '락토스', '락토', '치즈케이크'],
    zh: ['奶', '牛奶', '乳', '乳制品', '乳製品', '乳糖', '乳清', '芝士', '起司', '奶酪', '乳酪', '黄油', '黃油', '奶油', '酸奶', '優格', '炼乳', '煉乳', '奶粉', '酪蛋白'],
  },
  eggs: {
    ja: ['卵', '玉子', 'たまご', 'タマゴ', '鶏卵', '卵黄', '卵白', 'マヨネーズ', 'メレンゲ', 'オムレツ', 'オムライス', 'カスタード', '親子丼', '茶碗蒸し', 'だし巻き'],
    ko: ['계란', '달걀', '난류', '난백', '난황', '마요네즈', '머랭', '오믈렛', '에그', '계란말이', '달걀말이'],
    zh: ['蛋', '鸡蛋', '雞蛋', '蛋黄', '蛋黃', '蛋清', '鸭蛋', '鴨蛋', '皮蛋', '咸蛋', '鹹蛋', '蛋黄酱', '蛋黃醬', '美乃滋', '沙拉酱', '全蛋'],
  },
  fish: {
    ja: ['魚', 'さかな', 'サーモン', '鮭', 'まぐろ', 'マグロ', '鮪', 'ツナ', '鱈', 'サバ', '鯖', 'かつお', 'カツオ', '鰹', '鰹節', 'かつお節', 'いわし', 'イワシ', '鰯', 'アンチョビ', 'うなぎ', '鰻', '鰤', '鯛', '出汁', '寿司', 'すし', '鮨', 'スシ', '刺身', 'さしみ', 'イクラ', 'たらこ', '明太子', '魚卵', '魚醤', 'ナンプラー', 'ちりめん', 'しらす'],
    ko: ['생선', '물고기', '고등어', '연어', '참치', '멸치', '명태', '대구살', '꽁치', '갈치', '장어', '어묵', '액젓', '멸치액젓', '까나리', '젓갈', '피시소스', '초밥', '스시', '생선회', '명란', '날치알', '연어알', '가다랑어', '가쓰오부시'],
    zh: ['鱼', '魚', '三文鱼', '三文魚', '鲑鱼', '鮭魚', '金枪鱼', '金槍魚', '吞拿鱼', '鳕鱼', '鱈魚', '鳀鱼', '凤尾鱼', '沙丁鱼', '沙丁魚', '鲭鱼', '鯖魚', '鱼露', '魚露', '鱼子', '魚子', '鱼片', '寿司', '壽司', '刺身', '鳗鱼', '鰻魚', '鲈鱼', '鱸魚', '鳟鱼', '鱼丸', '魚丸', '鱼干', '柴鱼', '柴魚', '鲣鱼', '鰹魚'],
  },
  shellfish: {
    ja: ['えび', 'エビ', '海老', '蝦', 'かに', 'カニ', '蟹', 'ロブスター', '伊勢海老', '甲殻類', '貝', '貝類', '牡蠣', 'オイスター', 'ほたて', 'ホタテ', '帆立', 'あさり', 'アサリ', 'しじみ', 'はまぐり', 'ムール貝', 'あわび', 'アワビ', '鮑', 'イカ', '烏賊', 'タコ', '蛸', 'たこ焼き', 'シーフード', '魚介', '海鮮', 'ウニ', '雲丹', 'えびせん'],
    ko: ['새우', '꽃게', '게살', '대게', '킹크랩', '크랩', '랍스터', '바닷가재', '가재', '갑각류', '조개', '조개류', '굴소스', '생굴', '굴전', '홍합', '바지락', '가리비', '전복', '오징어', '문어', '낙지', '주꾸미', '해산물', '해물', '성게', '꼬막', '소라', '골뱅이'],
    zh: ['虾', '蝦', '虾仁', '蝦仁', '蟹', '龙虾', '龍蝦', '甲壳类', '甲殼類', '贝类', '貝類', '牡蛎', '牡蠣', '蚝', '蠔', '蚝油', '蠔油', '扇贝', '扇貝', '干贝', '乾貝', '贻贝', '青口', '蛤蜊', '蚬', '鲍鱼', '鮑魚', '鱿鱼', '魷魚', '墨鱼', '墨魚', '章鱼', '章魚', '八爪鱼', '海鲜', '海鮮', '海胆', '海膽', '螺'],
  },
  wheat: {
    ja: ['小麦', '小麦粉', 'パン', 'パスタ', 'うどん', 'ラーメン', '拉麺', '麩', 'グルテン', 'パン粉', '天ぷら', '天婦羅', 'てんぷら', 'フライ', '餃子', 'ぎょうざ', 'お好み焼き', 'たこ焼き', 'ピザ', 'そうめん', 'ひやむぎ', '中華麺', 'スパゲッティ', 'トースト', 'サンドイッチ', 'クロワッサン', 'ドーナツ', 'ドーナッツ', '唐揚げ', 'から揚げ', 'とんかつ', '豚カツ', 'カツ', 'ワンタン'],
    ko: ['밀', '밀가루', '소맥', '통밀', '글루텐', '빵', '빵가루', '파스타', '우동', '국수', '칼국수', '짜장면', '짬뽕', '냉면', '수제비', '만두', '튀김', '부침개', '피자', '도넛', '토스트', '샌드위치', '크루아상', '돈가스', '돈까스', '라멘', '스파게티', '와플', '팬케이크'],
    zh: ['小麦', '小麥', '面粉', '麵粉', '面包', '麵包', '面条', '麵條', '麵', '拉面', '拉麵', '麸质', '麩質', '面筋', '麵筋', '饺子', '餃子', '包子', '馒头', '饅頭', '馄饨', '餛飩', '云吞', '雲吞', '烧卖', '燒賣', '油条', '油條', '饼干', '餅乾', '披萨', '比萨', '意大利面', '意粉', '意面', '意麵', '乌冬', '烏冬', '煎饼', '煎餅', '烧饼', '烧麦', '小笼包', '小籠包', '春卷', '春捲', '锅贴', '鍋貼', '面衣', '面包糠', '麵包糠'],
  },
  glutenCereals: {
    ja: ['大麦', 'ライ麦', 'オーツ', 'オートミール', '燕麦', '麦芽', 'モルト', 'ビール', '麦茶', 'グルテン'],
    ko: ['보리', '호밀', '귀리', '오트밀', '맥아', '엿기름', '맥주', '보리차', '글루텐'],
    zh: ['大麦', '大麥', '黑麦', '黑麥', '燕麦', '燕麥', '麦片', '麥片', '麦芽', '麥芽', '啤酒', '麸质', '麩質'],
  },
  soy: {
    ja: ['大豆', '醤油', 'しょうゆ', 'しょう油', '味噌', 'みそ', '豆腐', 'とうふ', '納豆', '枝豆', '豆乳', '湯葉', 'きな粉', 'きなこ', '油揚げ', '厚揚げ', '高野豆腐', 'テリヤキ', '照り焼き', 'ソイ', 'レシチン'],
    ko: ['대두', '콩', '메주콩', '서리태', '쥐눈이콩', '백태', '두부', '간장', '국간장', '조선간장', '한식간장', '된장', '쌈장', '청국장', '두유', '유부', '콩국수', '에다마메', '낫토', '레시틴', '콩나물', '데리야끼'],
    zh: ['大豆', '黄豆', '黃豆', '酱油', '醬油', '生抽', '老抽', '豆腐', '豆浆', '豆漿', '毛豆', '腐竹', '豆皮', '纳豆', '納豆', '味噌', '大豆卵磷脂', '卵磷脂', '豆豉', '腐乳', '豆干', '照烧', '照燒'],
  },
  sesame: {
    ja: ['ごま', 'ゴマ', '胡麻', 'ごま油', '胡麻油', 'ねりごま', 'タヒニ', 'セサミ', 'ごまだれ'],
    ko: ['참깨', '참기름', '깨소금', '통깨', '검은깨', '흑임자', '타히니', '세서미'],
    zh: ['芝麻', '麻油', '香油', '芝麻酱', '芝麻醬', '麻酱', '麻醬', '胡麻', '芝麻油'],
  },
  mustard: {
    ja: ['辛子', 'マスタード', '粒マスタード'],
    ko: ['겨자', '머스타드', '머스터드'],
    zh: ['芥末', '芥末酱', '芥末醬', '黄芥末', '芥子'],
  },
  celery: {
    ja: ['セロリ', 'セルリアック'],
    ko: ['셀러리', '샐러리'],
    zh: ['芹菜', '西芹', '旱芹', '根芹'],
  },
  lupin: {
    ja: ['ルピナス', 'ルーピン'],
    ko: ['루핀', '루피너스'],
    zh: ['羽扇豆'],
  },
  sulphites: {
    ja: ['亜硫酸', '亜硫酸塩', '二酸化硫黄', '亜硫酸ナトリウム', 'ピロ亜硫酸'],
    ko: ['아황산', '아황산염', '이산화황', '메타중아황산'],
    zh: ['亚硫酸', '亚硫酸盐', '亞硫酸鹽', '二氧化硫', '焦亚硫酸钠'],
  },
  meat: {
    ja: ['肉', '牛肉', '牛', 'ビーフ', 'ステーキ', 'ハンバーグ', 'ハンバーガー', '焼肉', '焼き肉', 'すき焼き', 'しゃぶしゃぶ', '羊肉', 'ラム肉', 'ラムチョップ', 'ジンギスカン', 'ひき肉', '挽肉', 'ミートボール', 'ソーセージ', 'サラミ', 'レバー', 'もつ', 'ホルモン', 'ジャーキー', '牛丼'],
    ko: ['고기', '소고기', '쇠고기', '한우', '불고기', '갈비', '스테이크', '햄버거', '양고기', '양갈비', '육회', '곱창', '소시지', '살라미', '육포', '미트볼', '사골', '육수'],
    zh: ['肉', '牛肉', '牛排', '牛腩', '羊肉', '羊排', '肉丸', '肉松', '肉鬆', '香肠', '香腸', '腊肠', '臘腸', '汉堡', '漢堡', '肉饼', '肝', '牛杂', '牛雜', '肥牛', '肉汤', '骨汤'],
  },
  poultry: {
    ja: ['鶏', '鶏肉', 'とり肉', '鳥肉', 'チキン', '焼き鳥', '焼鳥', '唐揚げ', 'から揚げ', '親子丼', '鴨', 'ダック', '七面鳥', 'ターキー', '鶏ガラ'],
    ko: ['닭', '닭고기', '치킨', '닭갈비', '삼계탕', '오리고기', '오리구이', '훈제오리', '칠면조', '닭가슴살'],
    zh: ['鸡', '雞', '鸡肉', '雞肉', '鸭', '鴨', '烤鸭', '烤鴨', '鹅', '鵝', '火鸡', '火雞', '禽', '鸡汤', '雞湯', '鸡精'],
  },
  pork: {
    ja: ['豚', '豚肉', 'ポーク', 'ベーコン', 'ハム', '生ハム', 'チャーシュー', '叉焼', 'とんかつ', '豚カツ', 'とんこつ', '豚骨', 'ラード', 'サラミ', 'チョリソー'],
    ko: ['돼지', '돼지고기', '삼겹살', '목살', '베이컨', '햄', '돈가스', '돈까스', '족발', '보쌈', '제육', '순대', '라드', '차슈'],
    zh: ['猪', '豬', '猪肉', '豬肉', '火腿', '培根', '叉烧', '叉燒', '腊肉', '臘肉', '排骨', '猪油', '豬油', '五花肉', '红烧肉', '紅燒肉', '肉松', '东坡肉', '東坡肉'],
  },
  gelatin: {
    ja: ['ゼラチン', 'コラーゲン'],
    ko: ['젤라틴', '콜라겐'],
    zh: ['明胶', '明膠', '吉利丁', '鱼胶', '魚膠'],
  },
  honey: {
    ja: ['はちみつ', 'ハチミツ', '蜂蜜', 'ハニー', 'ローヤルゼリー', 'プロポリス'],
    ko: ['꿀', '벌꿀', '허니', '로열젤리', '프로폴리스'],
    zh: ['蜂蜜', '蜂王浆', '蜂王漿', '蜂胶', '蜂膠', '蜜糖'],
  },
  insect: {
    ja: ['コチニール', 'カルミン', 'シェラック'],
    ko: ['코치닐', '카민', '셸락'],
    zh: ['胭脂虫', '胭脂蟲', '虫胶', '蟲膠', '胭脂红'],
  },
  alcohol: {
    ja: ['酒', '日本酒', '清酒', 'ビール', 'ワイン', '焼酎', 'みりん', '味醂', 'ウイスキー', 'ブランデー', 'ラム酒', 'リキュール', '梅酒', 'アルコール', '酒粕'],
    ko: ['맥주', '와인', '소주', '막걸리', '청주', '사케', '위스키', '브랜디', '리큐르', '맛술', '미림', '알코올', '알콜', '포도주'],
    zh: ['酒', '啤酒', '葡萄酒', '红酒', '紅酒', '白酒', '黄酒', '黃酒', '米酒', '料酒', '清酒', '烧酒', '燒酒', '威士忌', '白兰地', '白蘭地', '酒精', '味醂', '绍兴酒', '紹興酒'],
  },
  nonKosher: {
    ja: ['うなぎ', '鰻', 'キャビア', 'ふぐ', 'すっぽん'],
    ko: ['장어', '캐비어', '메기', '자라'],
    zh: ['鳗鱼', '鰻魚', '鱼子酱', '魚子醬', '甲鱼', '甲魚', '鲇鱼', '鯰魚', '兔肉', '蛙'],
  },
  meatWithDairy: {
    ja: ['チーズバーガー', 'チーズハンバーグ', 'バターチキン', 'カルボナーラ'],
    ko: ['치즈버거', '치즈돈가스', '버터치킨', '까르보나라'],
    zh: ['芝士汉堡', '芝士漢堡', '芝士牛肉', '奶油鸡', '牛油鸡'],
  },
  highCarb: {
    ja: ['砂糖', 'ご飯', 'ごはん', '米', '白米', 'パン', '麺', 'じゃがいも', 'ポテト', 'ケーキ', 'お菓子', 'デザート', 'シロップ', 'うどん', 'そば', 'ラーメン'],
    ko: ['설탕', '밥', '쌀', '빵', '감자', '떡', '케이크', '디저트', '시럽', '과자', '고구마'],
    zh: ['糖', '米饭', '米飯', '米', '饭', '飯', '面包', '麵包', '面条', '麵條', '土豆', '马铃薯', '馬鈴薯', '薯条', '薯條', '蛋糕', '甜点', '甜點', '糖浆', '糖漿', '年糕'],
  },
};

/**
 * Korean class words: "X콩" is a kind of bean (강낭콩 kidney bean, 완두콩 pea, 병아리콩 chickpea), soy
 * only alone, first (콩국수), after an adjective (검은콩) or as a known soy word (메주콩); see cjk.ts.
 */
export const CJK_CLASS_WORDS: readonly string[] = ['콩'];

/** Dishes whose usual recipe brings a group ("may contain": caution). */
export const CJK_DISHES: readonly DishEntry[] = [
  { term: 'そば', maybe: ['wheat'] }, // buckwheat noodles are usually cut with wheat
  { term: '蕎麦', maybe: ['wheat'] },
  { term: '메밀', maybe: ['wheat'] },
  { term: '荞麦面', maybe: ['wheat'] },
  { term: '蕎麥麵', maybe: ['wheat'] },
  { term: 'カレー', maybe: ['wheat', 'milk'] },
  { term: 'カレーライス', maybe: ['wheat', 'milk', 'meat'] },
  { term: 'パッタイ', maybe: ['peanuts', 'eggs', 'fish', 'shellfish'] },
  { term: '팟타이', maybe: ['peanuts', 'eggs', 'fish', 'shellfish'] },
  { term: '泰式炒河粉', maybe: ['peanuts', 'eggs', 'fish', 'shellfish'] },
  { term: '宫保', maybe: ['peanuts'] },
  { term: '宮保', maybe: ['peanuts'] },
  { term: '担担面', maybe: ['peanuts', 'sesame', 'wheat'] },
  { term: '擔擔麵', maybe: ['peanuts', 'sesame', 'wheat'] },
  { term: '担々麺', maybe: ['peanuts', 'sesame', 'wheat'] },
  { term: '炒饭', maybe: ['eggs', 'soy'] },
  { term: '炒飯', maybe: ['eggs', 'soy'] },
  { term: 'チャーハン', maybe: ['eggs', 'soy'] },
  { term: '볶음밥', maybe: ['eggs', 'soy'] },
  { term: '고추장', groups: ['soy'], maybe: ['wheat'] },
  { term: '김치', maybe: ['fish', 'shellfish'] },
  { term: 'キムチ', maybe: ['fish', 'shellfish'] },
  { term: '泡菜', maybe: ['fish', 'shellfish'] },
  // Cakes and cookies usually have wheat (as "cake" in dishes.ts): gluten-free ones exist.
  { term: '蛋糕', groups: ['eggs'], maybe: ['wheat', 'milk'] },
  { term: 'ケーキ', maybe: ['wheat', 'eggs', 'milk'] },
  { term: '케이크', maybe: ['wheat', 'eggs', 'milk'] },
  { term: 'クッキー', maybe: ['wheat', 'eggs', 'milk'] },
  { term: '쿠키', maybe: ['wheat', 'eggs', 'milk'] },
  { term: 'アイスクリーム', groups: ['milk'], maybe: ['eggs'] },
  { term: '아이스크림', groups: ['milk'], maybe: ['eggs'] },
  { term: '冰淇淋', groups: ['milk'], maybe: ['eggs'] },
  { term: 'チーズケーキ', groups: ['milk'], maybe: ['wheat', 'eggs'] },
  { term: '芝士蛋糕', groups: ['milk', 'wheat', 'eggs'] },
  { term: '奶茶', groups: ['milk'] },
  { term: 'ミルクティー', groups: ['milk'] },
  { term: '밀크티', groups: ['milk'] },
  { term: 'カニカマ', groups: ['fish'], maybe: ['shellfish', 'eggs', 'wheat'] },
  { term: '蟹棒', groups: ['fish'], maybe: ['shellfish', 'eggs', 'wheat'] },
  { term: '게맛살', groups: ['fish'], maybe: ['shellfish', 'eggs', 'wheat'] },
  { term: '麻婆豆腐', groups: ['soy'], maybe: ['pork', 'meat'] },
  { term: 'エビフライ', groups: ['shellfish', 'wheat'], maybe: ['eggs'] },
  { term: 'えびフライ', groups: ['shellfish', 'wheat'], maybe: ['eggs'] },
  { term: 'パンナコッタ', groups: ['milk'], maybe: ['gelatin', 'pork'] },
  { term: '생선회', groups: ['fish'] },
  { term: '회덮밥', groups: ['fish'], maybe: ['soy'] },
  { term: '회전초밥', groups: ['fish'] },
  { term: '點心', maybe: ['wheat', 'pork', 'shellfish'] },
  { term: '点心', maybe: ['wheat', 'pork', 'shellfish'] },
];

/** Longer words that contain a trigger but are not that food, with what they are instead. */
export const CJK_FALSE_FRIENDS: readonly FalseFriend[] = [
  // Plant "milks" and "butters"; coconut is no nut.
  ...['ココナッツミルク', 'ココナッツ', '椰奶', '椰子', '椰浆', '椰漿', '椰汁', '코코넛', '코코넛밀크', 'ココアバター', 'カカオバター', '可可脂', '코코아버터', 'ライスミルク', '米浆', '米漿'].map((phrase) => ({ phrase, groups: [] })),
  ...['豆乳', '豆奶', '두유', 'ソイミルク'].map((phrase) => ({ phrase, groups: ['soy'] as GroupId[] })),
  ...['アーモンドミルク', '杏仁奶', '아몬드밀크', '아몬드 밀크'].map((phrase) => ({ phrase, groups: ['treeNuts'] as GroupId[] })),
  ...['オーツミルク', '燕麦奶', '燕麥奶', '귀리우유', '오트밀크'].map((phrase) => ({ phrase, groups: ['glutenCereals'] as GroupId[] })),
  ...['ピーナッツバター', '花生酱', '花生醬', '땅콩버터'].map((phrase) => ({ phrase, groups: ['peanuts'] as GroupId[] })),
  // Nuts that are not.
  ...['ナツメグ', '肉豆蔻', '육두구', 'ドーナツ', 'ドーナッツ', '도넛', 'ヤシの実', '马蹄', '荸荠', '마름'].map((phrase) => ({ phrase, groups: ['ドーナツ', 'ドーナッツ', '도넛'].includes(phrase) ? (['wheat'] as GroupId[]) : [] })),
  // Milk: "乳" in emulsifier, lactic acid; 奶奶 is grandma (restaurant names); 牛油果 is avocado.
  ...['乳化', '乳酸', '乳化剤', '乳化剂', '奶奶', '牛油果', '豆腐乳'].map((phrase) => ({ phrase, groups: phrase === '豆腐乳' ? (['soy'] as GroupId[]) : [] })),
  { phrase: '腐乳', groups: ['soy'] },
  { phrase: '牛油', groups: ['milk', 'meat'] }, // butter in Hong Kong and Taiwan, beef tallow in the mainland
  // Eggs: 蛋白质 is protein; fish roe is fish; lecithin is soy as in English.
  ...['蛋白质', '蛋白質', '蛋白'].map((phrase) => ({ phrase, groups: [] })),
  ...['魚卵', '鱼卵', '鱼子', '魚子', '鱼子酱', '魚子醬'].map((phrase) => ({ phrase, groups: ['fish'] as GroupId[] })),
  { phrase: '卵磷脂', groups: ['soy'] },
  { phrase: '蛋白粉', groups: [] },
  // Fish: 鱼香 ("fish-fragrant") has no fish; squid, octopus, cuttlefish and abalone are shellfish (molluscs).
  { phrase: '鱼香', groups: [] },
  { phrase: '魚香', groups: [] },
  ...['鳄鱼', '鱷魚', '金鱼', '金魚', '木鱼', '鱼缸'].map((phrase) => ({ phrase, groups: [] })),
  ...['鱿鱼', '魷魚', '墨鱼', '墨魚', '章鱼', '章魚', '鲍鱼', '鮑魚', '八爪鱼'].map((phrase) => ({ phrase, groups: ['shellfish'] as GroupId[] })),
  { phrase: '물고기', groups: ['fish'] },
  { phrase: 'ただし', groups: [] },
  { phrase: 'ですし', groups: [] },
  { phrase: 'ますし', groups: [] },
  // Shellfish: katakana and hiragana words that contain エビ, カニ, イカ, タコ, 貝.
  ...['エビデンス', 'えびす', 'エビス', '恵比寿', 'メカニズム', 'メカニック', 'オーガニック', 'スイカ', 'タコス', 'ハイカラ', 'シリコン', '宝贝', '寶貝', '贝壳', '貝殻'].map((phrase) => ({
    phrase,
    groups: phrase === 'タコス' ? (['wheat', 'meat'] as GroupId[]) : [],
    // No `kind: undefined`: a data module must survive a JSON round trip to be bundled compressed.
    ...(phrase === 'タコス' ? { kind: 'dish' as const } : {}),
  })),
  // Lactic-acid bacteria are not milk; 海鲜酱 is hoisin sauce (soy), not seafood.
  ...['락토바실러스', '락토바실루스', '락토핏'].map((phrase) => ({ phrase, groups: [] })),
  ...['海鲜酱', '海鮮醬'].map((phrase) => ({ phrase, groups: ['soy'] as GroupId[], kind: 'sauce' as const })),
  { phrase: '螺丝', groups: [] },
  { phrase: '螺絲', groups: [] },
  { phrase: '가재도구', groups: [] },
  { phrase: '잣대', groups: [] },
  ...['ココナッツクリーム', '코코넛크림', '코코넛 밀크', '코코넛 크림', '코코넛밀크'].map((phrase) => ({ phrase, groups: [] })),
  // Claim lookalikes: "premium", "freeze-dried".
  ...['프리미엄', '프리미어', 'フリーズ', 'フリーズドライ', 'フリーダム'].map((phrase) => ({ phrase, groups: [] })),
  // Wheat: katakana パン and フライ inside other words; 밀 inside other Korean words; 메밀 is buckwheat.
  ...['ジャパン', 'パンダ', 'フライパン', 'パンプキン', 'パンチ', 'スパン', 'パンツ', 'カンパニー', 'フライト', 'フライデー', 'ナンバー', 'ナンプラー'].map((phrase) => ({
    phrase,
    groups: phrase === 'ナンプラー' ? (['fish'] as GroupId[]) : [],
  })),
  ...['비밀', '밀도', '정밀', '친밀', '밀착', '밀접', '밀실', '은밀', '밀키트', '밀크', '밀크티'].map((phrase) => ({
    phrase,
    groups: phrase.startsWith('밀크') ? (['milk'] as GroupId[]) : [],
  })),
  { phrase: '蕎麦粉', groups: [] },
  { phrase: '米粉', groups: ['highCarb'] },
  { phrase: '米麺', groups: ['highCarb'] },
  { phrase: '쌀국수', groups: ['highCarb'] },
  { phrase: '쌀면', groups: ['highCarb'] },
  { phrase: '河粉', groups: ['highCarb'] },
  { phrase: '粉丝', groups: ['highCarb'] },
  { phrase: '粉絲', groups: ['highCarb'] },
  { phrase: '春雨', groups: ['highCarb'] },
  { phrase: '당면', groups: ['highCarb'] },
  { phrase: '방면', groups: [] }, // direction
  { phrase: '전면', groups: [] },
  { phrase: '측면', groups: [] },
  { phrase: '表面', groups: [] },
  { phrase: '米纸', groups: ['highCarb'] },
  // Soy and sesame lookalikes: 들깨 is perilla; 콩 in 땅콩 is the peanut.
  { phrase: '들깨', groups: [] },
  { phrase: '땅콩', groups: ['peanuts'] },
  { phrase: '콩고', groups: [] },
  { phrase: '홍콩', groups: [] }, // Hong Kong
  { phrase: 'ごまかし', groups: [] },
  { phrase: 'ひまわりレシチン', groups: [] },
  { phrase: '向日葵卵磷脂', groups: [] },
  { phrase: '芥菜', groups: [] }, // mustard greens, not mustard seed
  // Plants and mushrooms named with an animal's character: oregano, porcini, morel, termite mushroom,
  // shaggy mane, chanterelle, shimeji, houttuynia, chives, frangipani, milk-white bok choy, pointed
  // cabbage, okra, fox nut, canistel (Wiktionary and the Flora of China names).
  ...['牛至', '牛肝菌', '羊肚菌', '鸡枞', '雞樅', '鸡纵', '鸡腿菇', '雞腿菇', '鸡油菌', '雞油菌', '蟹味菇', '鱼腥草', '魚腥草', '虾夷葱', '蝦夷蔥', '鸡蛋花', '雞蛋花', '奶白菜', '牛心菜', '羊角豆', '鸡头米', '雞頭米', '蛋黄果', '蛋黃果'].map((phrase) => ({ phrase, groups: [] })),
  { phrase: 'シャンパン', groups: ['alcohol'] },
  { phrase: 'タコライス', groups: ['meat', 'milk'], kind: 'dish' }, // Okinawan taco rice: minced meat and cheese, no octopus
  // Meat: 肉 in cinnamon, fruit flesh, coconut flesh, muscles; ハム in hamster; 牛 in snail, bullfrog.
  ...['肉桂', '果肉', '椰肉', '肌肉', 'ハムスター', '蜗牛', '蝸牛', '牛蛙', '牛蒡', 'ごぼう', 'ラムネ', 'ラム酒', 'ランチ', '多肉'].map((phrase) => ({
    phrase,
    groups: phrase === 'ラム酒' ? (['alcohol'] as GroupId[]) : phrase === '牛蛙' ? (['nonKosher'] as GroupId[]) : phrase === '蜗牛' || phrase === '蝸牛' ? (['shellfish'] as GroupId[]) : [],
  })),
  { phrase: '소고기', groups: ['meat'] },
  { phrase: '고기', groups: ['meat'] },
  { phrase: '오리지널', groups: [] },
  { phrase: '햄스터', groups: [] },
  { phrase: '햄버거', groups: ['meat'] },
  { phrase: '鸡蛋', groups: ['eggs'] },
  { phrase: '雞蛋', groups: ['eggs'] },
  { phrase: '鶏卵', groups: ['eggs'] },
  { phrase: '鸡精', groups: ['poultry'] },
  { phrase: '鸡尾酒', groups: ['alcohol'] }, // cocktail
  { phrase: '雞尾酒', groups: ['alcohol'] },
  { phrase: '豚骨', groups: ['pork'] },
  // Alcohol: 酒 in hotel, restaurant and bar names; vinegar.
  ...['酒店', '酒家', '酒楼', '酒樓', '酒吧', '居酒屋', '酒场', '酒場', '酒造', '酢', '醋', '料理酒店'].map((phrase) => ({ phrase, groups: [] })),
  { phrase: '料酒', groups: ['alcohol'] },
  { phrase: '와인식초', groups: [] },
  // Honey: 꿀 in slang ("꿀팁", honey tip).
  { phrase: '꿀팁', groups: [] },
  { phrase: '꿀잼', groups: [] },
  // Sugar: 糖 in sugar-free claims is handled by the claim; 糖尿 (diabetes) is not food.
  { phrase: '糖尿', groups: [] },
  { phrase: '米国', groups: [] }, // the USA
  { phrase: '北米', groups: [] },
  { phrase: '南米', groups: [] },
  { phrase: '欧米', groups: [] },
  { phrase: '饭店', groups: [] }, // hotel, restaurant
  { phrase: '飯店', groups: [] },
  { phrase: '饭馆', groups: [] },
  { phrase: '飯館', groups: [] },
  { phrase: '面馆', groups: ['wheat'] },
  { phrase: '麵館', groups: ['wheat'] },
];
