import { price } from './entry';

/**
 * Price words → the search form's price levels. Longer phrases win over their words, so
 * "pas cher" is $ while "cher" alone is $$$; "not expensive" and its kind are listed as phrases.
 */
export const PRICE_ENTRIES = [
  price('$', 'cheap', {
    en: 'cheap|cheaper|cheapest|inexpensive|budget|affordable|low cost|low-cost|not expensive|not too expensive|good value|cheap eats',
    es: 'barat{o,a,os,as,ito,ita}|economic{o,a,os,as}|asequible{,s}|buen precio|no caro|no muy caro|no tan caro|low cost',
    fr: 'pas cher|pas chere|pas chers|pas cheres|pas trop cher|bon marche|economique{,s}|abordable{,s}|petit prix|petits prix|prix bas',
    de: 'billig{,e,er,es,en,em}|günstig{,e,er,es,en,em}|preiswert{,e,er,es,en,em}|nicht teuer|nicht so teuer|preisgünstig{,e,er,es,en}',
    it: 'economic{o,a,i,he}|a buon mercato|poco costos{o,a,i,e}|non caro|non costoso|low cost|conveniente|convenienti',
    pt: 'barat{o,a,os,as,inho,inha}|economic{o,a,os,as}|em conta|acessive{l,is}|nao caro|nao muito caro|preco bom|bom preco',
    ja: '安い|安く|安め|格安|安価|リーズナブル|お手頃|手頃|激安|コスパ',
    ko: '싼|싸고|저렴한|저렴|저가|가성비|착한 가격|싼 곳',
    zh: '便宜|实惠|實惠|平价|平價|经济实惠|廉价|划算|不贵|不貴',
  }),
  price('$$', 'moderately priced', {
    en: 'moderate|moderately priced|mid range|mid-range|mid priced|mid-priced|reasonably priced|reasonable',
    es: 'precio medio|precio moderado|precios moderados|moderad{o,a}|razonable',
    fr: 'prix moyen|prix moderes|prix modere|prix raisonnable{,s}|raisonnable',
    de: 'mittlere preisklasse|mittelpreisig{,e,en}|moderat{,e,en}|angemessen{,e}',
    it: 'prezzo medio|prezzi medi|prezzi moderati|prezzo modico|ragionevole',
    pt: 'preco medio|precos moderados|preco moderado|razoavel',
    ja: '中価格|普通の値段|手ごろ',
    ko: '적당한 가격|보통 가격|중간 가격',
    zh: '中等价位|中档|價格適中|价格适中',
  }),
  price('$$$', 'expensive', {
    en: 'expensive|pricey|upscale|high end|high-end|posh|fancy',
    es: 'car{o,a,os,as}|costos{o,a,os,as}|elegante{,s}|exclusiv{o,a}',
    fr: 'cher|chere|chers|cheres|couteux|couteuse|chic|haut de gamme',
    de: 'teuer|teure{,r,s,n,m}|gehoben{,e,er,es,en}|edel|schick',
    it: 'car{o,a,i,e}|costos{o,a,i,e}|elegante|elegant{i}|di lusso',
    pt: 'car{o,a,os,as}|elegante{,s}|chique',
    ja: '高い|高め|高価|高級',
    ko: '비싼|비싸|고급|고급스러운',
    zh: '贵|貴|昂贵|昂貴|高档|高檔|高端',
  }),
  price('$$$$', 'fine dining', {
    en: 'fine dining|luxury|luxurious|michelin|michelin star|michelin starred|gourmet|very expensive',
    es: 'alta cocina|de lujo|lujos{o,a}|gourmet|estrella michelin|muy caro|muy cara',
    fr: 'gastronomique{,s}|grand restaurant|luxe|luxueux|etoile|etoiles|etoile michelin|tres cher|gourmet',
    de: 'gourmet|luxus|luxuriös{,e,es}|sternerestaurant|sterneküche|gehobene küche|sehr teuer',
    it: 'alta cucina|stellato|stellati|lusso|lussuos{o,a}|gourmet|molto caro|gastronomico',
    pt: 'alta gastronomia|luxo|luxuos{o,a}|gourmet|estrela michelin|muito caro|muito cara|sofisticado',
    ja: '高級料理|ミシュラン|高級レストラン|超高級|ファインダイニング',
    ko: '파인 다이닝|파인다이닝|미슐랭|최고급|럭셔리',
    zh: '米其林|豪华|豪華|高级餐厅|高檔餐廳|奢华',
  }),
];
