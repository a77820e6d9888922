import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { RiskBadge, type RiskLevel } from '@/components/scan/RiskBadge';
import { useScanText } from '@/hooks/use-scan-text';
import { useRestrictionNames } from '@/lib/restriction-names';
import { EXAMPLE_OF_LEVEL } from '../example-places';
import { useExampleVerdicts } from '../use-example-verdicts';

const riskLevels: RiskLevel[] = ['danger', 'caution', 'safe'];
const DIETS = ['vegetarian', 'vegan', 'glutenFree', 'halal', 'kosher', 'dairyFree', 'nutFree'] as const;
const ALLERGIES = ['peanuts', 'treeNuts', 'milk', 'eggs', 'fish', 'shellfish', 'wheat', 'soy'] as const;

/** The risk levels explained, with the diets and allergies the scan knows. */
export function RiskLevelsSection() {
  const { t } = useTranslation('landing');
  const names = useRestrictionNames();
  const verdicts = useExampleVerdicts();
  const text = useScanText();
  // Each level's example line is an example place's scan, as a results page words it.
  const exampleLine = (level: RiskLevel) => {
    const line = verdicts[EXAMPLE_OF_LEVEL[level]].line;
    return line ? text(line) : '\u00a0';
  };
  return (
    <section className="bg-white py-16 sm:py-20" aria-labelledby="risk-title">
      <Container className="grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:items-start">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t('risk.eyebrow')}</p>
          <h2 id="risk-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('risk.title')}</h2>
          <p className="mt-4 leading-relaxed text-muted">{t('risk.body')}</p>
          <div className="mt-6">
            <p className="text-sm font-semibold text-ink">{t('risk.dietsLabel')}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {DIETS.map((d) => (
                <li key={d}><Badge tone="brand">{names.diet(d)}</Badge></li>
              ))}
            </ul>
            <p className="mt-4 text-sm font-semibold text-ink">{t('risk.allergiesLabel')}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {ALLERGIES.map((a) => (
                <li key={a}><Badge>{names.allergen(a)}</Badge></li>
              ))}
            </ul>
          </div>
        </div>
        <ul className="grid gap-4">
          {riskLevels.map((level) => (
            <li key={level}>
              <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:gap-5">
                <div className="w-32 shrink-0"><RiskBadge level={level} /></div>
                <div>
                  <p className="font-semibold">{t(`risk.levels.${level}.title`)}</p>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{t(`risk.levels.${level}.body`)}</p>
                  <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-600 [overflow-wrap:anywhere]" data-testid={`risk-example-${level}`}>{exampleLine(level)}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
