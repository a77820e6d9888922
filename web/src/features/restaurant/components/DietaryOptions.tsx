import { useTranslation } from 'react-i18next';
import { Leaf, Salad } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Section } from './Section';

/** The diets the source says the place caters for. */
export function DietaryOptions({ options }: { options: string[] }) {
  const { t } = useTranslation('restaurant');
  const { t: ts } = useTranslation('search');
  // The source's preset names ("Gluten-Free") in the interface language, by the search form's ids.
  const label = (option: string) => ts(`dietary.diets.${option.toLowerCase().replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`, { defaultValue: option });
  return (
    <Section title={t('dietary.title')} icon={Salad} testId="restaurant-dietary">
      {options.length === 0 ? (
        <p className="text-sm text-muted">{t('dietary.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {options.map((option) => (
            <li key={option}>
              <Badge tone="success" data-testid="restaurant-dietary-option">
                <Leaf className="size-3.5" aria-hidden="true" />
                {label(option)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
