import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { RiskBadge } from '@/components/scan/RiskBadge';
import { useScanText } from '@/hooks/use-scan-text';
import { EXAMPLE_PLACES, type ExampleVerdict as Verdict } from '../example-places';
import { useExampleVerdicts } from '../use-example-verdicts';

/**
 * An illustrative stack of scanned results for the hero, clearly labelled as an example: each
 * badge and warning is the real scan's, in the words a results page would use.
 */
export function ExampleResults() {
  const { t } = useTranslation('landing');
  const verdicts = useExampleVerdicts();
  return (
    <div className="relative" aria-label={t('example.label')} role="group">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100/70 via-white to-emerald-50 blur-2xl" aria-hidden="true" />
      <p className="mb-3 text-xs font-semibold uppercase tracking-widest text-brand-700">{t('example.label')}</p>
      <div className="flex flex-col gap-3">
        {EXAMPLE_PLACES.map((ex) => (
          <Card key={ex.id} className="flex gap-4 p-3.5" data-testid="example-result">
            <div className={`size-16 shrink-0 rounded-xl bg-gradient-to-br ${ex.hue}`} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <p className="truncate font-semibold text-ink">{ex.place.name}</p>
                <span className="shrink-0 text-sm font-medium text-muted">{ex.price}</span>
              </div>
              <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                {ex.rating} · {t(`example.${ex.id}.cuisine`)}
              </p>
              <ExampleVerdict verdict={verdicts[ex.id]} />
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}

function ExampleVerdict({ verdict: { riskLevel, line } }: { verdict: Verdict }) {
  const text = useScanText();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="example-verdict" data-risk={riskLevel}>
      <RiskBadge level={riskLevel} />
      {line && <span className="min-w-0 text-xs text-muted [overflow-wrap:anywhere]" data-testid="example-warning">{text(line)}</span>}
    </div>
  );
}
