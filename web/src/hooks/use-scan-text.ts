import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanMessage, TermKind } from '@shared/domain/allergen-scan';
import { useQuote } from '@/lib/quote';
import { useRestrictionNames } from '@/lib/restriction-names';

/**
 * The scan's messages in the interface language, from their codes (the English wording is the
 * scanner's formatScanMessage). Category and diet names come from the one list of restriction
 * names, cuisine and ingredient names are translated by id; the user's own entries ('custom',
 * 'avoid') stay as written; the words found in the place's text are quoted as found, in the
 * language's quotation marks, since they are the source's words, not the interface's
 * ("Kann Milch enthalten: „pizza“"), each followed by what it is where the scan says so
 * ("„pizza“ (im Namen)"): a dish word in a place's name is weaker evidence than an ingredient on its
 * menu, and the diner should see which it was. The user's own words ('custom') need no label.
 */
export function useScanText(): (message: ScanMessage) => string {
  const { t } = useTranslation('search');
  const names = useRestrictionNames();
  const quote = useQuote();
  return useCallback(
    (message: ScanMessage) => {
      const category = (id: string, label: string) => (id === 'custom' ? label : names.allergen(id, label));
      const diet = (id: string, label: string) => (id === 'avoid' ? label : names.diet(id, label));
      const list = (items: readonly string[]) => items.join(t('scan.termSeparator'));
      const terms = (found: readonly string[], kinds?: readonly TermKind[]) =>
        list(
          found.map((term, index) => {
            const kind = kinds?.[index];
            return kind && kind !== 'custom' ? t('scan.termWithKind', { term: quote(term), kind: t(`scan.termKinds.${kind}`) }) : quote(term);
          }),
        );
      switch (message.kind) {
        case 'allergen':
        case 'allergenPossible':
        case 'allergenNegated':
          return t(`scan.${message.kind}`, { label: category(message.category, message.label), terms: terms(message.terms, message.termKinds) });
        case 'diet':
          return t('scan.diet', { label: diet(message.diet, message.label), terms: terms(message.terms, message.termKinds) });
        case 'supportsDiet':
          return t(message.only ? 'scan.onlyDiet' : 'scan.supportsDiet', { label: diet(message.diet, message.label) });
        case 'noRestrictions':
          return t('scan.noRestrictions');
        case 'notEnoughInformation':
          return message.all
            ? t('scan.notEnoughInformation')
            : t('scan.notEnoughInformationFor', { labels: list(message.checks.map((c) => (c.list === 'allergy' ? category(c.id, c.label) : diet(c.id, c.label)))) });
        case 'unchecked':
          return t('scan.unchecked', { label: message.label });
        case 'cuisineKnowledge':
          return t('scan.cuisineKnowledge', {
            cuisine: t(`cuisines.${message.cuisine}`, { defaultValue: message.label }),
            ingredients: list(message.ingredients.map((i) => t(`scan.ingredients.${i.id}`, { defaultValue: i.label }))),
            labels: list(message.checks.map((c) => (c.list === 'allergy' ? category(c.id, c.label) : diet(c.id, c.label)))),
          });
      }
    },
    [t, names, quote],
  );
}
