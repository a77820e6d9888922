import { useTranslation } from 'react-i18next';
import { Scale, ThumbsDown, ThumbsUp } from 'lucide-react';
import { Section } from './Section';

/** The restaurant's pros and cons; hidden while it has none. */
export function ProsCons({ pros, cons }: { pros: string[]; cons: string[] }) {
  const { t } = useTranslation('restaurant');
  if (pros.length === 0 && cons.length === 0) return null;
  const column = (title: string, points: string[], Icon: typeof ThumbsUp, tone: string, testId: string) => (
    <div data-testid={testId}>
      <h3 className={`flex items-center gap-1.5 text-sm font-bold ${tone}`}>
        <Icon className="size-4" aria-hidden="true" />
        {title}
      </h3>
      {points.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('prosCons.none')}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
          {points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <Section title={t('prosCons.title')} icon={Scale} testId="restaurant-pros-cons">
      <div className="grid gap-5 sm:grid-cols-2">
        {column(t('prosCons.pros'), pros, ThumbsUp, 'text-emerald-800', 'restaurant-pros')}
        {column(t('prosCons.cons'), cons, ThumbsDown, 'text-red-800', 'restaurant-cons')}
      </div>
    </Section>
  );
}
