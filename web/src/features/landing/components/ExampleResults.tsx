import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { RiskBadge, type RiskLevel } from '@/components/scan/RiskBadge';

const examples: { id: string; level: RiskLevel; rating: string; price: string; hue: string }[] = [
  { id: 'trattoria', level: 'danger', rating: '4.6', price: '$$', hue: 'from-amber-200 to-orange-300' },
  { id: 'greenBowl', level: 'safe', rating: '4.8', price: '$', hue: 'from-emerald-200 to-teal-300' },
  { id: 'ramen', level: 'caution', rating: '4.4', price: '$$', hue: 'from-rose-200 to-pink-300' },
  // A place known by its name alone is never a Safe Option: the scan says it cannot check it.
  { id: 'steakhouse', level: 'caution', rating: '4.5', price: '$$$', hue: 'from-stone-200 to-amber-300' },
];

/** An illustrative stack of scanned results for the hero; clearly labelled as an example. */
export function ExampleResults() {
  const { t } = useTranslation('landing');
  return (
    <div className="relative" aria-label={t('example.label')} role="group">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100/70 via-white to-emerald-50 blur-2xl" aria-hidden="true" />
      <p className="mb-3 text-xs font-semibold uppercase tracking-widest text-brand-700">{t('example.label')}</p>
      <div className="flex flex-col gap-3">
        {examples.map((ex) => (
          <Card key={ex.id} className="flex gap-4 p-3.5">
            <div className={`size-16 shrink-0 rounded-xl bg-gradient-to-br ${ex.hue}`} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <p className="truncate font-semibold text-ink">{t(`example.${ex.id}.name`)}</p>
                <span className="shrink-0 text-sm font-medium text-muted">{ex.price}</span>
              </div>
              <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                {ex.rating} · {t(`example.${ex.id}.cuisine`)}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <RiskBadge level={ex.level} />
                <span className="min-w-0 max-w-full truncate text-xs text-muted">{t(`example.${ex.id}.note`)}</span>
              </div>
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
