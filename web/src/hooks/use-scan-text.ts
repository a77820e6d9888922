import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanMessage } from '@shared/domain/allergen-scan';

/**
 * The scan's messages in the interface language, from their codes (the English wording is the
 * scanner's formatScanMessage). Category, diet, cuisine and ingredient names are translated by id;
 * the user's own entries ('custom', 'avoid') and the matched words stay as written.
 */
export function useScanText(): (message: ScanMessage) => string {
  const { t } = useTranslation('search');
  return useCallback(
    (message: ScanMessage) => {
      const category = (id: string, label: string) => (id === 'custom' ? label : t(`scan.categories.${id}`, { defaultValue: label }));
      const diet = (id: string, label: string) => (id === 'avoid' ? label : t(`scan.diets.${id}`, { defaultValue: label }));
      const terms = (list: readonly string[]) => list.join(t('scan.termSeparator'));
      switch (message.kind) {
        case 'allergen':
        case 'allergenPossible':
        case 'allergenNegated':
          return t(`scan.${message.kind}`, { label: category(message.category, message.label), terms: terms(message.terms) });
        case 'diet':
          return t('scan.diet', { label: diet(message.diet, message.label), terms: terms(message.terms) });
        case 'supportsDiet':
          return t(message.only ? 'scan.onlyDiet' : 'scan.supportsDiet', { label: diet(message.diet, message.label) });
        case 'noRestrictions':
          return t('scan.noRestrictions');
        case 'notEnoughInformation':
          return message.all
            ? t('scan.notEnoughInformation')
            : t('scan.notEnoughInformationFor', { labels: terms(message.checks.map((c) => (c.list === 'allergy' ? category(c.id, c.label) : diet(c.id, c.label)))) });
        case 'unchecked':
          return t('scan.unchecked', { label: message.label });
        case 'cuisineKnowledge':
          return t('scan.cuisineKnowledge', {
            cuisine: t(`cuisines.${message.cuisine}`, { defaultValue: message.label }),
            ingredients: terms(message.ingredients.map((i) => t(`scan.ingredients.${i.id}`, { defaultValue: i.label }))),
            labels: terms(message.checks.map((c) => (c.list === 'allergy' ? category(c.id, c.label) : diet(c.id, c.label)))),
          });
      }
    },
    [t],
  );
}
