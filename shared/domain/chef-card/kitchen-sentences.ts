import type { Language } from '../../i18n/languages';

/** The words a sentence is filled with: the items joined with "or" / "and" in the card's language, and a diner's name. */
export interface SentenceParts {
  or: string;
  and: string;
  name: string;
}

type Sentence = (parts: SentenceParts) => string;

/** One person's requests: `me` for the user's own card, `named` for a diner of the table (product-rules §17.2). */
export interface Requests {
  severe: Sentence;
  allergy: Sentence;
  intolerance: Sentence;
  diet: Sentence;
}

/** What the card says to the kitchen in one language (product-rules §17.2). */
export interface KitchenSentences {
  title: string;
  allergiesHeading: string;
  dietsHeading: string;
  severity: { severe: string; allergy: string; intolerance: string };
  me: Requests;
  named: Requests;
  /** The user's own heading when the card speaks for several people ("Me", the one showing the card). */
  meHeading: string;
  /** The flagged dishes (product-rules §17.4): their heading, and the note that they come from an AI estimate. */
  dishesHeading: string;
  dishesNote: string;
  thanks: string;
}

/**
 * The kitchen-facing text of the chef card in the nine languages: polite, plain restaurant language.
 * Items are listed after a verb or a colon so no language needs articles or cases for them.
 */
export const KITCHEN_SENTENCES: Record<Language, KitchenSentences> = {
  en: {
    title: 'Allergy card for the kitchen',
    allergiesHeading: 'Allergies',
    dietsHeading: 'Diet',
    severity: { severe: 'Severe allergy (anaphylaxis)', allergy: 'Allergy', intolerance: 'Intolerance' },
    me: {
      severe: (p) => `Please tell me if any dish contains ${p.or}. Even traces are dangerous for me.`,
      allergy: (p) => `Please tell me if any dish contains ${p.or}, as I am allergic.`,
      intolerance: (p) => `Please let me know which dishes contain ${p.or}; I have an intolerance.`,
      diet: (p) => `My diet: ${p.and}. Please tell me which dishes suit it.`,
    },
    named: {
      severe: (p) => `Please tell us if any dish contains ${p.or}. Even traces are dangerous for ${p.name}.`,
      allergy: (p) => `Please tell us if any dish contains ${p.or}, as ${p.name} is allergic.`,
      intolerance: (p) => `Please let us know which dishes contain ${p.or}; ${p.name} has an intolerance.`,
      diet: (p) => `${p.name}'s diet: ${p.and}. Please tell us which dishes suit it.`,
    },
    meHeading: 'Me',
    dishesHeading: 'Dishes we would like to ask about',
    dishesNote: 'AI-estimated: these dishes come from an AI estimate of your menu, not from you. Please check them.',
    thanks: 'Thank you for your help!',
  },
  es: {
    title: 'Tarjeta de alergias para la cocina',
    allergiesHeading: 'Alergias',
    dietsHeading: 'Dieta',
    severity: { severe: 'Alergia grave (anafilaxia)', allergy: 'Alergia', intolerance: 'Intolerancia' },
    me: {
      severe: (p) => `¿Podría decirme si algún plato contiene ${p.or}? Incluso las trazas son peligrosas para mí.`,
      allergy: (p) => `¿Podría decirme si algún plato contiene ${p.or}? Tengo alergia.`,
      intolerance: (p) => `¿Podría indicarme qué platos contienen ${p.or}? Tengo intolerancia.`,
      diet: (p) => `Mi dieta: ${p.and}. ¿Podría indicarme qué platos son adecuados?`,
    },
    named: {
      severe: (p) => `¿Podría decirnos si algún plato contiene ${p.or}? Incluso las trazas son peligrosas para ${p.name}.`,
      allergy: (p) => `¿Podría decirnos si algún plato contiene ${p.or}? ${p.name} tiene alergia.`,
      intolerance: (p) => `¿Podría indicarnos qué platos contienen ${p.or}? ${p.name} tiene intolerancia.`,
      diet: (p) => `Dieta de ${p.name}: ${p.and}. ¿Podría indicarnos qué platos son adecuados?`,
    },
    meHeading: 'Yo',
    dishesHeading: 'Platos sobre los que queremos preguntar',
    dishesNote: 'Estimación por IA: estos platos proceden de una estimación de su carta hecha por IA, no de ustedes. Por favor, compruébelos.',
    thanks: '¡Muchas gracias por su ayuda!',
  },
  fr: {
    title: 'Carte d’allergies pour la cuisine',
    allergiesHeading: 'Allergies',
    dietsHeading: 'Régime',
    severity: { severe: 'Allergie grave (anaphylaxie)', allergy: 'Allergie', intolerance: 'Intolérance' },
    me: {
      severe: (p) => `Pourriez-vous me dire si un plat contient : ${p.or} ? Même des traces sont dangereuses pour moi.`,
      allergy: (p) => `Pourriez-vous me dire si un plat contient : ${p.or} ? J’y suis allergique.`,
      intolerance: (p) => `Pourriez-vous m’indiquer les plats qui contiennent : ${p.or} ? J’ai une intolérance.`,
      diet: (p) => `Mon régime : ${p.and}. Pourriez-vous m’indiquer les plats qui conviennent ?`,
    },
    named: {
      severe: (p) => `Pourriez-vous nous dire si un plat contient : ${p.or} ? Même des traces sont dangereuses pour ${p.name}.`,
      allergy: (p) => `Pourriez-vous nous dire si un plat contient : ${p.or} ? ${p.name} y est allergique.`,
      intolerance: (p) => `Pourriez-vous nous indiquer les plats qui contiennent : ${p.or} ? ${p.name} a une intolérance.`,
      diet: (p) => `Régime de ${p.name} : ${p.and}. Pourriez-vous nous indiquer les plats qui conviennent ?`,
    },
    meHeading: 'Moi',
    dishesHeading: 'Plats sur lesquels nous aimerions vous interroger',
    dishesNote: 'Estimation par IA : ces plats viennent d’une estimation de votre carte par une IA, pas de vous. Merci de les vérifier.',
    thanks: 'Merci beaucoup pour votre aide !',
  },
  de: {
    title: 'Allergiekarte für die Küche',
    allergiesHeading: 'Allergien',
    dietsHeading: 'Ernährung',
    severity: { severe: 'Schwere Allergie (Anaphylaxie)', allergy: 'Allergie', intolerance: 'Unverträglichkeit' },
    me: {
      severe: (p) => `Bitte sagen Sie mir, ob ein Gericht ${p.or} enthält. Schon Spuren sind für mich gefährlich.`,
      allergy: (p) => `Bitte sagen Sie mir, ob ein Gericht ${p.or} enthält, denn ich bin allergisch dagegen.`,
      intolerance: (p) => `Bitte sagen Sie mir, welche Gerichte ${p.or} enthalten; ich habe eine Unverträglichkeit.`,
      diet: (p) => `Meine Ernährung: ${p.and}. Bitte sagen Sie mir, welche Gerichte passen.`,
    },
    named: {
      severe: (p) => `Bitte sagen Sie uns, ob ein Gericht ${p.or} enthält. Schon Spuren sind für ${p.name} gefährlich.`,
      allergy: (p) => `Bitte sagen Sie uns, ob ein Gericht ${p.or} enthält, denn ${p.name} ist allergisch dagegen.`,
      intolerance: (p) => `Bitte sagen Sie uns, welche Gerichte ${p.or} enthalten; ${p.name} hat eine Unverträglichkeit.`,
      diet: (p) => `Ernährung von ${p.name}: ${p.and}. Bitte sagen Sie uns, welche Gerichte passen.`,
    },
    meHeading: 'Ich',
    dishesHeading: 'Gerichte, nach denen wir fragen möchten',
    dishesNote: 'KI-Schätzung: Diese Gerichte stammen aus einer KI-Schätzung Ihrer Speisekarte, nicht von Ihnen. Bitte prüfen Sie sie.',
    thanks: 'Vielen Dank für Ihre Hilfe!',
  },
  it: {
    title: 'Scheda allergie per la cucina',
    allergiesHeading: 'Allergie',
    dietsHeading: 'Dieta',
    severity: { severe: 'Allergia grave (anafilassi)', allergy: 'Allergia', intolerance: 'Intolleranza' },
    me: {
      severe: (p) => `Potrebbe dirmi se qualche piatto contiene ${p.or}? Anche le tracce sono pericolose per me.`,
      allergy: (p) => `Potrebbe dirmi se qualche piatto contiene ${p.or}? Ho un’allergia.`,
      intolerance: (p) => `Potrebbe indicarmi quali piatti contengono ${p.or}? Ho un’intolleranza.`,
      diet: (p) => `La mia dieta: ${p.and}. Potrebbe indicarmi quali piatti sono adatti?`,
    },
    named: {
      severe: (p) => `Potrebbe dirci se qualche piatto contiene ${p.or}? Anche le tracce sono pericolose per ${p.name}.`,
      allergy: (p) => `Potrebbe dirci se qualche piatto contiene ${p.or}? ${p.name} ha un’allergia.`,
      intolerance: (p) => `Potrebbe indicarci quali piatti contengono ${p.or}? ${p.name} ha un’intolleranza.`,
      diet: (p) => `La dieta di ${p.name}: ${p.and}. Potrebbe indicarci quali piatti sono adatti?`,
    },
    meHeading: 'Io',
    dishesHeading: 'Piatti su cui vorremmo chiedere',
    dishesNote: 'Stima dell’IA: questi piatti provengono da una stima del vostro menù fatta da un’IA, non da voi. Vi preghiamo di verificarli.',
    thanks: 'Grazie mille per l’aiuto!',
  },
  pt: {
    title: 'Cartão de alergias para a cozinha',
    allergiesHeading: 'Alergias',
    dietsHeading: 'Dieta',
    severity: { severe: 'Alergia grave (anafilaxia)', allergy: 'Alergia', intolerance: 'Intolerância' },
    me: {
      severe: (p) => `Poderia me dizer se algum prato contém ${p.or}? Mesmo vestígios são perigosos para mim.`,
      allergy: (p) => `Poderia me dizer se algum prato contém ${p.or}? Tenho alergia.`,
      intolerance: (p) => `Poderia me indicar quais pratos contêm ${p.or}? Tenho intolerância.`,
      diet: (p) => `Minha dieta: ${p.and}. Poderia me indicar quais pratos são adequados?`,
    },
    named: {
      severe: (p) => `Poderia nos dizer se algum prato contém ${p.or}? Mesmo vestígios são perigosos para ${p.name}.`,
      allergy: (p) => `Poderia nos dizer se algum prato contém ${p.or}? ${p.name} tem alergia.`,
      intolerance: (p) => `Poderia nos indicar quais pratos contêm ${p.or}? ${p.name} tem intolerância.`,
      diet: (p) => `Dieta de ${p.name}: ${p.and}. Poderia nos indicar quais pratos são adequados?`,
    },
    meHeading: 'Eu',
    dishesHeading: 'Pratos sobre os quais gostaríamos de perguntar',
    dishesNote: 'Estimativa por IA: estes pratos vêm de uma estimativa do seu cardápio feita por IA, não de vocês. Por favor, confira.',
    thanks: 'Agradeço muito a sua ajuda!',
  },
  ja: {
    title: 'キッチンの方へ：アレルギーのお知らせ',
    allergiesHeading: 'アレルギー',
    dietsHeading: '食事制限',
    severity: { severe: '重度のアレルギー（アナフィラキシー）', allergy: 'アレルギー', intolerance: '不耐症' },
    me: {
      severe: (p) => `${p.or}が含まれている料理があれば教えてください。微量でも私には危険です。`,
      allergy: (p) => `${p.and}にアレルギーがあります。含まれている料理があれば教えてください。`,
      intolerance: (p) => `${p.and}の不耐症があります。含まれている料理を教えていただけると助かります。`,
      diet: (p) => `私の食事制限：${p.and}。対応できる料理を教えてください。`,
    },
    named: {
      severe: (p) => `${p.or}が含まれている料理があれば教えてください。微量でも${p.name}には危険です。`,
      allergy: (p) => `${p.name}は${p.and}にアレルギーがあります。含まれている料理があれば教えてください。`,
      intolerance: (p) => `${p.name}は${p.and}の不耐症があります。含まれている料理を教えていただけると助かります。`,
      diet: (p) => `${p.name}の食事制限：${p.and}。対応できる料理を教えてください。`,
    },
    meHeading: '私',
    dishesHeading: '確認したい料理',
    dishesNote: 'AIによる推定：これらの料理は、お店のメニューをAIが推定したもので、お店の情報ではありません。ご確認ください。',
    thanks: 'ご協力ありがとうございます。',
  },
  ko: {
    title: '주방에 전하는 알레르기 안내',
    allergiesHeading: '알레르기',
    dietsHeading: '식단',
    severity: { severe: '중증 알레르기(아나필락시스)', allergy: '알레르기', intolerance: '불내증' },
    me: {
      severe: (p) => `${p.or} 성분이 들어간 요리가 있으면 알려 주세요. 극소량이라도 저에게는 위험합니다.`,
      allergy: (p) => `저는 ${p.and}에 알레르기가 있습니다. 해당 성분이 들어간 요리가 있으면 알려 주세요.`,
      intolerance: (p) => `저는 ${p.and} 불내증이 있습니다. 어떤 요리에 들어가는지 알려 주시면 감사하겠습니다.`,
      diet: (p) => `제 식단: ${p.and}. 가능한 요리를 알려 주세요.`,
    },
    named: {
      severe: (p) => `${p.or} 성분이 들어간 요리가 있으면 알려 주세요. 극소량이라도 ${p.name} 님에게는 위험합니다.`,
      allergy: (p) => `${p.name} 님은 ${p.and}에 알레르기가 있습니다. 해당 성분이 들어간 요리가 있으면 알려 주세요.`,
      intolerance: (p) => `${p.name} 님은 ${p.and} 불내증이 있습니다. 어떤 요리에 들어가는지 알려 주시면 감사하겠습니다.`,
      diet: (p) => `${p.name} 님의 식단: ${p.and}. 가능한 요리를 알려 주세요.`,
    },
    meHeading: '저',
    dishesHeading: '문의하고 싶은 요리',
    dishesNote: 'AI 추정: 이 요리들은 AI가 추정한 메뉴에서 나온 것으로, 가게에서 받은 정보가 아닙니다. 확인 부탁드립니다.',
    thanks: '도와주셔서 감사합니다!',
  },
  zh: {
    title: '致厨房：过敏信息卡',
    allergiesHeading: '过敏',
    dietsHeading: '饮食',
    severity: { severe: '严重过敏（过敏性休克）', allergy: '过敏', intolerance: '不耐受' },
    me: {
      severe: (p) => `请告诉我哪些菜含有${p.or}。即使微量对我也很危险。`,
      allergy: (p) => `我对${p.and}过敏。请告诉我哪些菜含有这些成分。`,
      intolerance: (p) => `我对${p.and}不耐受。请告诉我哪些菜含有这些成分，谢谢。`,
      diet: (p) => `我的饮食：${p.and}。请告诉我哪些菜适合。`,
    },
    named: {
      severe: (p) => `请告诉我们哪些菜含有${p.or}。即使微量对${p.name}也很危险。`,
      allergy: (p) => `${p.name}对${p.and}过敏。请告诉我们哪些菜含有这些成分。`,
      intolerance: (p) => `${p.name}对${p.and}不耐受。请告诉我们哪些菜含有这些成分，谢谢。`,
      diet: (p) => `${p.name}的饮食：${p.and}。请告诉我们哪些菜适合。`,
    },
    meHeading: '我',
    dishesHeading: '想询问的菜品',
    dishesNote: 'AI估计：这些菜品来自AI对贵店菜单的估计，并非贵店提供的信息。请帮忙核实。',
    thanks: '非常感谢您的帮助！',
  },
};
