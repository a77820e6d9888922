import { useTranslation } from 'react-i18next';
import { Leaf, Salad } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { useRestrictionNames } from '@/lib/restriction-names';
import { Section } from './Section';

/** The diets the source says the place caters for. */
export function DietaryOptions({ options }: { options: string[] }) {
  const { t } = useTranslation('restaurant');
  // The source's diet names ("Gluten-Free") in the interface language.
  const names = useRestrictionNames();
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
                {names.dietNamed(option)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
