// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { hasDietaryEntry } from '../../../../shared/domain/dietary-presets';

/**
 * What the search words added to one search: the diets and allergies the text asked for ("vegan
 * pizza" → Vegan) beyond those chosen on the form. They apply to that search only: the form keeps
 * the user's own choices, and the results page shows these apart, as that search's chips.
 */
export interface TextLists {
  dietaryRestrictions: string[];
  allergies: string[];
}

type Lists = Pick<TextLists, 'dietaryRestrictions' | 'allergies'>;

/** The entries of the applied lists that the form's lists did not hold (any case). */
export function listsAddedByText(form: Lists, applied: Lists): TextLists {
  return {
    dietaryRestrictions: applied.dietaryRestrictions.filter((entry) => !hasDietaryEntry(form.dietaryRestrictions, entry)),
    allergies: applied.allergies.filter((entry) => !hasDietaryEntry(form.allergies, entry)),
  };
}

/** A stored or navigated value, when it is a pair of string lists. */
export function asTextLists(value: unknown): TextLists | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Partial<TextLists>;
  const isList = (list: unknown): list is string[] => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return isList(v.dietaryRestrictions) && isList(v.allergies) ? { dietaryRestrictions: v.dietaryRestrictions, allergies: v.allergies } : undefined;
}

export function hasTextLists(lists: TextLists | undefined): lists is TextLists {
  return !!lists && lists.dietaryRestrictions.length + lists.allergies.length > 0;
}
