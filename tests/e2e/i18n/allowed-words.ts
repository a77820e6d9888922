/**
 * Words that may appear in English-looking form on a page in another language, each with its
 * reason. The untranslated-words check (untranslated-words.spec.ts) flags any other English word.
 * Keep this list short: a word belongs here only when it is right in every one of the 8 languages.
 */
export const ALLOWED_WORDS: Readonly<Record<string, string>> = {
  forksure: 'the product name',
  openstreetmap: 'the data source, a proper name',
  google: 'a provider, a proper name',
  stripe: 'the payment provider, a proper name',
  pro: 'a plan name (product-rules §2.1)',
  premium: 'a plan name (product-rules §2.1)',
  ai: 'the abbreviation some languages keep beside their own (KI, IA)',
  km: 'the unit symbol',
  mi: 'the unit symbol',
  ok: 'international',
  email: 'a loanword several languages write this way',
  e: 'from e-mail',
  mail: 'from e-mail',
  halal: 'a diet name every language borrows',
  kosher: 'a diet name several languages borrow',
  keto: 'a diet name several languages borrow',
  vegan: 'a diet name German, Italian and others write the same way',
  gluten: 'an allergen name most languages write the same way',
  menu: 'a loanword (Menü, menú, menù, メニュー in other scripts)',
  pizza: 'a dish name every language borrows',
  sushi: 'a dish name every language borrows',
  ramen: 'a dish name every language borrows',
  burger: 'a dish name many languages borrow',
  tag: 'the German word for day, and the loanword for a label in several languages',
  tags: 'the plural of the loanword for a label',
  demo: 'a loanword in every language with Latin script',
  feedback: 'a loanword in German and Italian',
  online: 'a loanword',
  offline: 'a loanword',
  app: 'a loanword',
  otp: 'the one-time code abbreviation',
  id: 'the identifier abbreviation',
  do: 'German for Thursday (Do), as Intl abbreviates the weekday in opening hours',
  pm: 'the 12-hour clock mark some locales use',
  am: 'the 12-hour clock mark some locales use',
};

/**
 * English words a page could show that the English locale file does not hold: what a server, a
 * provider or a library sends as text (weekdays in hours, "2 weeks ago", units, risk wording).
 */
export const EXTRA_ENGLISH_WORDS = [
  'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'ago', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'yesterday', 'today',
  'mile', 'miles', 'closed', 'open', 'hours', 'holidays',
  'contains', 'may', 'contain', 'conflict', 'with', 'supports', 'vegetarian', 'peanuts', 'shellfish', 'milk', 'eggs',
  'the', 'and', 'of', 'for', 'your', 'you', 'not', 'no', 'to',
];
