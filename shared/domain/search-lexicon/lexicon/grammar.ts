import { allergy, and, filler, negation } from './entry';

/**
 * The small grammar words: negations ("sin gluten", "nut-free", "卵なし", "无麸质"), allergy
 * markers ("alergia al maní", "peanut allergy", "ピーナッツアレルギー", "花生过敏"), list joiners,
 * and fillers (articles, prepositions, particles) that the grammar skips and translation drops.
 */
export const GRAMMAR_ENTRIES = [
  negation('before', 'without', {
    en: 'without|free from|free of|no|not|avoid|avoiding|zero',
    es: 'sin|libre de|libres de|no|cero|evitar',
    fr: 'sans|pas de|aucun|aucune|zero|eviter',
    de: 'ohne|kein|keine|keinen|keiner|frei von|null',
    it: 'senza|no|niente|privo di|priva di|zero|evitare',
    pt: 'sem|livre de|livres de|zero|nao|nada de|isento de|isenta de',
    ja: 'ノン|無|非',
    ko: '무|노|논',
    zh: '无|無|不含|免|不要|没有|沒有|零|不加',
  }),
  negation('after', 'free', {
    en: 'free',
    de: 'frei{,e,er,es,en,em}|los{,e,er,es,en}',
    ja: 'フリー|抜き|ぬき|なし|無し|不使用|除去|カット|オフ|ゼロ',
    ko: '프리|없는|없이|빼고|뺀|제외|무첨가|제로',
    zh: '除外|去掉',
  }),
  allergy('noun', 'allergy', {
    en: 'allergy|allergies|intolerance|intolerances|sensitivity',
    es: 'alergia{,s}|intolerancia{,s}',
    fr: 'allergie{,s}|intolerance{,s}',
    de: 'allergie{,n}|unverträglichkeit{,en}|intoleranz',
    it: 'allergia|allergie|intolleranza|intolleranze',
    pt: 'alergia{,s}|intolerancia{,s}',
    ja: 'アレルギー|不耐症',
    ko: '알레르기|알러지|불내증',
    zh: '过敏|過敏|不耐受|不耐症|过敏症',
  }),
  allergy('adjective', 'allergic', {
    en: 'allergic|intolerant',
    es: 'alergic{o,a,os,as}|intolerante{,s}',
    fr: 'allergique{,s}|intolerant{,e,s,es}',
    de: 'allergisch|allergiker{,in}|intolerant',
    it: 'allergic{o,a,i,he}|intollerant{e,i}',
    pt: 'alergic{o,a,os,as}|intolerante{,s}',
    ja: 'アレルギー持ち',
    ko: '알레르기 있는',
    zh: '过敏体质',
  }),
  and('and', { en: 'and|plus|also', es: 'y|e|ni|tampoco', fr: 'et|ni', de: 'und|sowie', it: 'e|ed|ne|né', pt: 'e|nem', ja: 'と|や|および|及び', ko: '과|와|하고|및|랑|이랑', zh: '和|与|與|跟|及|以及' }),
  and('or', { en: 'or', es: 'o|u', fr: 'ou', de: 'oder', it: 'o|oppure', pt: 'ou', ja: 'または|か', ko: '또는|이나', zh: '或|或者|还是' }),
  filler({
    en: 'the|a|an|any|some|of|to|in|at|on',
    es: 'el|la|los|las|un|una|unos|unas|al|a|en',
    fr: 'le|la|les|l|un|une|des|au|aux|a|en|d',
    de: 'der|die|das|den|dem|des|ein|eine|einen|einem|einer|gegen|auf|in|im|am|zum|zur',
    it: 'il|lo|la|i|gli|le|l|un|uno|una|al|allo|alla|ai|agli|alle|all|a|in|nel|nella',
    pt: 'o|a|os|as|um|uma|uns|umas|ao|aos|à|às|no|na|nos|nas|em',
    ja: 'の|を|が|は|で|に|へ|も|な',
    ko: '의|을|를|이|가|은|는|에|에서|로|으로|도|에게',
    zh: '的|了|在|对|對|吧|我',
  }),
  filler({ es: 'de|del', fr: 'de|du', it: 'di|del|della|dello|dei|degli|delle|dell|da', pt: 'de|do|da|dos|das' }, true),
];
