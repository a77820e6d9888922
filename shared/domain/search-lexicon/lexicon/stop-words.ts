import type { Language } from '../../../i18n/languages';

/**
 * Words that say nothing about which restaurant is meant, by language: pronouns, auxiliaries,
 * question words, "something", "today". The lexicon already reads articles, prepositions, venues
 * ("restaurant", "comida") and intent ("I want to eat", "near me"); these are what is left of a
 * natural sentence around them. Folded as the parser folds (lowercase, no Latin accents). A search
 * never requires them and never ranks by them.
 */
export const STOP_WORDS: Record<Language, string> = {
  en: 'i|me|my|we|us|our|you|your|it|its|is|are|am|be|was|were|do|does|did|can|could|would|should|will|shall|may|might|must|' +
    'want|wanna|need|like|love|get|got|go|going|have|has|had|let|lets|s|t|d|ll|m|re|ve|' +
    'what|where|which|who|how|when|why|there|here|this|that|these|those|something|anything|somewhere|some|any|' +
    'today|tonight|now|right|really|so|too|just|only|please|thanks|thank|from|by|about|into|as|than|then|' +
    'serving|serve|serves|dining|dine|eat|eating|cheap|expensive|free|with|without|for|and|or|but|not|no|yes|more|most|less|' +
    'one|ones|kind|sort|type|style|stuff|thing|things|lot|lots|place|places|spot|spots|town|city|area|downtown|neighborhood|neighbourhood',
  es: 'yo|me|mi|mis|nosotros|nos|tu|tus|te|usted|ustedes|su|sus|es|son|esta|estan|estoy|ser|estar|hay|que|donde|cual|quien|' +
    'como|cuando|algo|algun|alguna|algunos|algunas|este|esta|estos|estas|ese|esa|hoy|ahora|noche|favor|gracias|' +
    'quiero|quisiera|queremos|necesito|busco|me gustaria|gustaria|gusta|encanta|puedo|podemos|ir|vamos|comer|cenar|almorzar|' +
    'desayunar|tipo|estilo|lo|le|les|se|mas|muy|solo|tambien|pero|porque|sobre|desde|hasta|entre|hacia|donde',
  fr: 'je|j|moi|me|m|mon|ma|mes|nous|notre|nos|tu|toi|te|vous|votre|vos|il|elle|on|ce|c|ca|cet|cette|ces|est|sont|suis|etre|' +
    'ai|avons|avez|ont|avoir|qu|que|qui|quoi|ou|quel|quelle|quels|quelles|comment|quand|quelque|chose|quelques|' +
    'aujourd|hui|ce soir|soir|maintenant|plait|merci|veux|voudrais|voudrions|aimerais|cherche|besoin|peux|pouvons|' +
    'aller|allons|manger|diner|dejeuner|genre|style|type|y|plus|tres|seulement|aussi|mais|car|sur|chez|par|vers|entre',
  de: 'ich|mich|mir|mein|meine|meinen|wir|uns|unser|du|dich|dir|sie|ihr|ihnen|es|er|ist|sind|bin|sein|war|habe|haben|hat|' +
    'was|wo|wer|welche|welcher|welches|wie|wann|etwas|irgendwo|irgendein|irgendeine|heute|abend|jetzt|danke|bitte|' +
    'will|möchte|mochte|moechte|würde|wurde|brauche|suche|kann|können|konnen|gehen|essen|speisen|art|stil|typ|' +
    'mehr|sehr|nur|auch|aber|denn|von|vom|bei|beim|nach|aus|zu|über|uber|unter|mal|gerne|gern|einfach',
  it: 'io|me|mi|mio|mia|miei|mie|noi|ci|nostro|tu|te|ti|voi|lei|lui|è|e|sono|sei|siamo|essere|ho|abbiamo|hanno|avere|' +
    'che|cosa|dove|quale|quali|chi|come|quando|qualcosa|qualche|qualcuno|oggi|stasera|sera|adesso|ora|grazie|favore|' +
    'voglio|vorrei|vorremmo|cerco|bisogno|posso|possiamo|andare|mangiare|cenare|pranzare|tipo|stile|genere|' +
    'piu|molto|solo|anche|ma|perche|su|sul|sulla|tra|fra|verso|qui|qua',
  pt: 'eu|me|mim|meu|minha|meus|minhas|nos|nosso|nossa|voce|voces|te|tu|ele|ela|se|e|sou|somos|esta|estao|estou|ser|estar|' +
    'ha|tem|tenho|temos|que|onde|qual|quais|quem|como|quando|algo|algum|alguma|alguns|algumas|hoje|agora|noite|' +
    'favor|obrigado|obrigada|quero|queria|gostaria|preciso|posso|podemos|ir|vamos|comer|jantar|almocar|tipo|estilo|' +
    'mais|muito|so|apenas|tambem|mas|porque|sobre|desde|ate|entre|pelo|pela|aqui|la',
  ja: '私|僕|俺|わたし|ぼく|です|ます|でした|したい|たい|ある|いる|する|して|どこ|どこか|何|なに|何か|なにか|ところ|' +
    'ような|よう|みたい|今日|今夜|今|ちょっと|たくさん|とか|など|から|まで|より|ね|よ|か|お願いします|教えて|さん|を|が|は|に|で|の|も',
  ko: '나|저|내|제|우리|저희|너|이|그|저기|여기|거기|어디|무엇|뭐|뭔가|어떤|있는|있어요|있나요|없나요|하고|싶어|싶어요|' +
    '싶은|좀|오늘|오늘밤|지금|곳|데|것|거|추천해|추천해줘|알려줘|주세요|해주세요|해줘|요|수|먹을|할',
  zh: '我|我们|我們|你|你们|您|他|她|想|要|想要|需要|喜欢|喜歡|哪里|哪裡|哪儿|什么|什麼|一些|一点|一點|有没有|有沒有|' +
    '今天|今晚|现在|現在|地方|一家|家|这|這|那|个|個|吗|嗎|呢|吧|啊|还|還|也|都|就|去|一下',
};
