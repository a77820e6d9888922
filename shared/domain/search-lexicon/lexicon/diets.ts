import { diet } from './entry';

/**
 * Diets named outright. "Without X" diets (sin gluten, sans lactose, nut-free, glutenfrei,
 * グルテンフリー, 无麸质) come from the negation grammar over lexicon/ingredients.ts, so they are
 * not listed here; only words that are a diet on their own are (celiac, plant-based, 纯素).
 */
export const DIET_ENTRIES = [
  diet('Vegetarian', 'vegetarian', {
    en: 'vegetarian{,s}|veggie|veggies|meatless|lacto ovo',
    es: 'vegetarian{o,a,os,as}',
    fr: 'vegetarien{,ne,s,nes}|veggie',
    de: 'vegetarisch{,e,er,es,en,em}|vegetarier|veggie',
    it: 'vegetarian{o,a,i,e}',
    pt: 'vegetarian{o,a,os,as}',
    ja: 'ベジタリアン|菜食|ベジ',
    ko: '채식|채식주의|채식주의자|베지테리언|베지',
    zh: '素食|吃素|素菜|蔬食|素食主义',
  }),
  diet('Vegan', 'vegan', {
    en: 'vegan{,s}|plant based|plant-based',
    es: 'vegan{o,a,os,as}|vegetalian{o,a,os,as}',
    fr: 'vegan{,e,s,es}|vegetalien{,ne,s,nes}',
    de: 'vegan{,e,er,es,en,em}|veganer{,in}',
    it: 'vegan{o,a,i,e}',
    pt: 'vegan{o,a,os,as}|vegetalian{o,a,os,as}',
    ja: 'ヴィーガン|ビーガン|ヴィーガン対応|完全菜食|プラントベース',
    ko: '비건|완전 채식|완전채식|비거니즘',
    zh: '纯素|純素|全素|严格素食|纯素食|植物基|维根',
  }),
  diet('Gluten-Free', 'gluten-free', {
    en: 'celiac|coeliac|celiacs|gf',
    es: 'celiac{o,a,os,as}',
    fr: 'coeliaque{,s}|celiaque{,s}',
    de: 'zoliakie|zoeliakie|zoliakiekranke',
    it: 'celiac{o,a,i,he}',
    pt: 'celiac{o,a,os,as}',
    ja: 'セリアック',
    ko: '셀리악',
    zh: '乳糜泻',
  }),
  diet('Halal', 'halal', {
    en: 'halal',
    es: 'halal',
    fr: 'halal',
    de: 'halal',
    it: 'halal',
    pt: 'halal',
    ja: 'ハラール|ハラル|ハラール認証',
    ko: '할랄',
    zh: '清真|哈拉',
  }),
  diet('Kosher', 'kosher', {
    en: 'kosher',
    es: 'kosher|kasher',
    fr: 'casher|cacher|kasher|cachere|cascher',
    de: 'koscher{,e,er,es,en,em}',
    it: 'kosher|kasher',
    pt: 'kosher|kasher',
    ja: 'コーシャ|コーシャー|コーシャ認証',
    ko: '코셔',
    zh: '犹太洁食|猶太潔食|洁食|符合犹太教规',
  }),
];
