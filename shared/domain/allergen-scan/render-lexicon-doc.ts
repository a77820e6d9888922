import { ALLERGY_CATEGORIES, DIETS } from './categories';
import { GROUP_IDS, type GroupId } from './groups';
import { ALLERGEN_TERMS } from './lexicon/allergens';
import { CJK_CLASS_WORDS, CJK_DISHES, CJK_FALSE_FRIENDS, CJK_TERMS } from './lexicon/cjk';
import { GERMAN_COMPOUND_HEADS, GERMAN_COMPOUND_TAILS } from './lexicon/compounds';
import * as CUES from './lexicon/cues';
import { DIET_TERMS } from './lexicon/diets';
import { COMPOSITE_DISHES } from './lexicon/composite-dishes';
import { DISHES } from './lexicon/dishes';
import { FALSE_FRIENDS } from './lexicon/false-friends';
import { SAUCES } from './lexicon/sauces';

/**
 * Renders the word lists of docs/allergen-scan.md from the lexicon itself, so the documentation
 * cannot drift from the code (a test compares them; `UPDATE_ALLERGEN_DOC=1` rewrites the section).
 */
export const DOC_START = '<!-- generated: lexicon (do not edit by hand; see render-lexicon-doc.ts) -->';
export const DOC_END = '<!-- end of generated lexicon -->';

const code = (items: readonly string[]) => items.map((t) => `\`${t.replace(/=$/, '')}\``).join(', ');
const groupList = (groups: readonly GroupId[] | undefined) => (groups?.length ? groups.map((g) => `\`${g}\``).join(', ') : '–');

export function renderLexiconDoc(): string {
  const out: string[] = [DOC_START, ''];
  out.push('### Trigger words per group', '');
  out.push('English plurals are added automatically (`almond` also matches `almonds`); a word marked * matches only exactly as written. The first words of the spec\'s eight allergens and four diets are the spec table verbatim.', '');
  for (const group of GROUP_IDS) {
    const terms = [...(ALLERGEN_TERMS[group] ?? []), ...(DIET_TERMS[group] ?? [])];
    if (!terms.length) continue;
    out.push(`- **${group}** (${terms.length}): ${terms.map((t) => `\`${t.replace(/=$/, '')}\`${t.endsWith('=') ? '*' : ''}`).join(', ')}`);
  }
  out.push('', '### Japanese, Korean and Chinese words per group (matched as substrings)', '', '| group | ja | ko | zh |', '|---|---|---|---|');
  for (const group of GROUP_IDS) {
    const cjk = CJK_TERMS[group];
    if (cjk) out.push(`| ${group} | ${cjk.ja.join(', ')} | ${cjk.ko.join(', ')} | ${cjk.zh.join(', ')} |`);
  }
  out.push('', `- German compound heads: ${code(GERMAN_COMPOUND_HEADS)}`, `- German compound tails: ${code(GERMAN_COMPOUND_TAILS)}`);
  out.push('', '### Dishes and cuisine words ("may contain" = caution only)', '', '| word | contains | may contain |', '|---|---|---|');
  for (const dish of [...DISHES, ...CJK_DISHES]) out.push(`| ${dish.term} | ${groupList(dish.groups)} | ${groupList(dish.maybe)} |`);
  out.push('', '### Sauces, dressings and condiments (issue 18 item 7)', '', '| word | contains | may contain |', '|---|---|---|');
  for (const dish of SAUCES) out.push(`| ${dish.term} | ${groupList(dish.groups)} | ${groupList(dish.maybe)} |`);
  out.push('', '### Composite dishes (issue 18 item 7)', '', '| word | contains | may contain |', '|---|---|---|');
  for (const dish of COMPOSITE_DISHES) out.push(`| ${dish.term} | ${groupList(dish.groups)} | ${groupList(dish.maybe)} |`);
  const friends = [...FALSE_FRIENDS, ...CJK_FALSE_FRIENDS];
  out.push('', `### False friends (${friends.length} phrases; each replaces what its words would match)`, '');
  const byGroups = new Map<string, string[]>();
  for (const f of friends) {
    const key = f.groups.length ? f.groups.join(', ') : 'nothing';
    byGroups.set(key, [...(byGroups.get(key) ?? []), f.phrase]);
  }
  for (const [groups, phrases] of byGroups) out.push(`- **is ${groups}**: ${code(phrases)}`);
  out.push('', '### Claims, negations and modifiers', '');
  out.push(`- absence claims after a word: ${code(CUES.POSTFIX_CLAIMS)}`);
  out.push(`- absence claims before a word: ${code(CUES.PREFIX_CLAIMS.map((c) => c.cue + (c.chains ? '' : ' (single word)')))}`);
  out.push(`- negations: ${code(CUES.NEGATIONS)}; allowed in between: ${code(CUES.NEGATION_FILLERS)}`);
  out.push(`- negations after the food (Japanese, Korean): ${code(CUES.POSTFIX_NEGATIONS)}`);
  out.push(`- between a claim and the food it describes: ${code(CUES.CLAIM_CONNECTORS)}`);
  out.push(`- list joiners: ${code(CUES.LIST_JOINERS)}; not a negation after: ${code(CUES.NEGATION_BREAKERS)}`);
  out.push(`- modifiers (rule groups out of the next word): ${code(CUES.MODIFIERS.map((m) => m.cue))}`);
  out.push(`- modifiers after the noun (rule groups out of the word before): ${code(CUES.POSTFIX_MODIFIERS.map((m) => m.cue))}`);
  out.push(`- Korean class words (a compound ending in them is another kind): ${code(CJK_CLASS_WORDS)}`);
  out.push(`- claims that rule nothing else out: ${code(CUES.NON_NEUTRALIZING_CLAIMS)}`);
  out.push(`- words no modifier or claim removes: ${code(CUES.SPECIFIC_TERMS)}`);
  out.push('', '### Allergy categories (what an entry means)', '', '| id | label | groups | recognised entries (besides the label) |', '|---|---|---|---|');
  for (const c of ALLERGY_CATEGORIES) out.push(`| ${c.id} | ${c.label} | ${groupList(c.groups)} | ${c.aliases.join(', ')} |`);
  out.push('', '### Diets', '', '| id | label | conflicts with groups | recognised entries | "Supports" when dietary options say |', '|---|---|---|---|---|');
  for (const d of DIETS) out.push(`| ${d.id} | ${d.label} | ${groupList(d.groups)} | ${d.aliases.join(', ')} | ${d.supportedBy.join(', ')} |`);
  out.push('', DOC_END);
  return out.join('\n');
}
