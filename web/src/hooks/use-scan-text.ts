import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanCheckRef, ScanMessage, TermKind } from '@shared/domain/allergen-scan';
// The wording module only (it imports types): the scanner's word lists stay out of the card's bundle.
import { namesEveryCheck } from '@shared/domain/allergen-scan/english';
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
      const plainCategory = (id: string, label: string) => (id === 'custom' ? label : names.allergen(id, label));
      // A severe allergy or an intolerance is named with its severity (product-rules §11.4).
      const category = (id: string, label: string, severity?: 'severe' | 'intolerance') =>
        severity ? t(`scan.severityLabel.${severity}`, { label: plainCategory(id, label) }) : plainCategory(id, label);
      const checkName = (c: ScanCheckRef) => (c.list === 'allergy' ? category(c.id, c.label, c.severity) : diet(c.id, c.label));
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
        case 'allergenNegated': {
          // An intolerance's "may contain" is worded lighter (§11.4).
          const key = message.kind === 'allergenPossible' && message.severity === 'intolerance' ? 'allergenPossibleIntolerance' : message.kind;
          return t(`scan.${key}`, { label: category(message.category, message.label, message.severity), terms: terms(message.terms, message.termKinds) });
        }
        case 'diet':
          return t('scan.diet', { label: diet(message.diet, message.label), terms: terms(message.terms, message.termKinds) });
        case 'supportsDiet':
          return t(message.only ? 'scan.onlyDiet' : 'scan.supportsDiet', { label: diet(message.diet, message.label) });
        case 'noRestrictions':
          return t('scan.noRestrictions');
        case 'notEnoughInformation':
          return namesEveryCheck(message) ? t('scan.notEnoughInformation') : t('scan.notEnoughInformationFor', { labels: list(message.checks.map(checkName)) });
        case 'unchecked':
          return t('scan.unchecked', { label: message.severity ? t(`scan.severityLabel.${message.severity}`, { label: message.label }) : message.label });
        case 'cuisineKnowledge':
          return t('scan.cuisineKnowledge', {
            cuisine: t(`cuisines.${message.cuisine}`, { defaultValue: message.label }),
            ingredients: list(message.ingredients.map((i) => t(`scan.ingredients.${i.id}`, { defaultValue: i.label }))),
            labels: list(message.checks.map(checkName)),
          });
      }
    },
    [t, names, quote],
  );
}
