import { useTranslation } from 'react-i18next';
import { ArrowRight, Bookmark, Info, MapPin, ScanSearch, Sparkles, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ExampleResults } from './ExampleResults';
import { RiskBadge, type RiskLevel } from '@/components/scan/RiskBadge';

const steps: { key: string; icon: LucideIcon }[] = [
  { key: 'search', icon: MapPin },
  { key: 'scan', icon: ScanSearch },
  { key: 'organize', icon: Bookmark },
  { key: 'menu', icon: Sparkles },
];

const riskLevels: RiskLevel[] = ['danger', 'caution', 'safe'];
const DIETS = ['vegetarian', 'vegan', 'glutenFree', 'halal', 'kosher', 'dairyFree', 'nutFree'] as const;
const ALLERGIES = ['peanuts', 'treeNuts', 'milk', 'eggs', 'fish', 'shellfish', 'wheat', 'soy'] as const;

export default function WelcomePage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('pageTitle'));

  return (
    <div data-testid="welcome-page">
      {/* Hero */}
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-surface">
        <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
          <div>
            <Badge tone="brand" className="px-3 py-1 text-[13px]">{t('hero.eyebrow')}</Badge>
            <h1 className="mt-5 text-4xl font-extrabold leading-[1.1] tracking-tight text-ink sm:text-5xl lg:text-6xl">
              {t('hero.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">{t('hero.subtitle')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/auth?tab=signup" size="lg" data-testid="welcome-cta-auth">
                {t('hero.primaryCta')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink to="/pricing" size="lg" variant="outline" data-testid="welcome-cta-pricing">
                {t('hero.secondaryCta')}
              </ButtonLink>
            </div>
            <p className="mt-4 text-sm text-muted">{t('hero.reassurance')}</p>
          </div>
          <ExampleResults />
        </Container>
      </section>

      {/* How it works */}
      <section className="py-16 sm:py-20" aria-labelledby="how-title">
        <Container>
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t('how.eyebrow')}</p>
            <h2 id="how-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('how.title')}</h2>
          </div>
          <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map(({ key, icon: Icon }, index) => (
              <li key={key}>
                <Card className="h-full p-6">
                  <div className="flex items-center justify-between">
                    <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="text-3xl font-black text-brand-100" aria-hidden="true">{index + 1}</span>
                  </div>
                  <h3 className="mt-5 text-lg font-semibold">{t(`how.steps.${key}.title`)}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{t(`how.steps.${key}.body`)}</p>
                </Card>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      {/* Risk levels */}
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
                  <li key={d}><Badge tone="brand">{t(`diets.${d}`)}</Badge></li>
                ))}
              </ul>
              <p className="mt-4 text-sm font-semibold text-ink">{t('risk.allergiesLabel')}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {ALLERGIES.map((a) => (
                  <li key={a}><Badge>{t(`allergies.${a}`)}</Badge></li>
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
                    <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-600">{t(`risk.levels.${level}.example`)}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Honesty note */}
      <section className="py-14" aria-labelledby="honesty-title">
        <Container>
          <div className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:flex-row sm:p-8" data-testid="honesty-note">
            <Info className="size-7 shrink-0 text-amber-700" aria-hidden="true" />
            <div>
              <h2 id="honesty-title" className="text-lg font-semibold text-amber-900">{t('honesty.title')}</h2>
              <p className="mt-2 leading-relaxed text-amber-900/90">{t('honesty.body')}</p>
            </div>
          </div>
        </Container>
      </section>

      {/* Final call to action */}
      <section className="pb-16 sm:pb-24">
        <Container>
          <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
            <div className="absolute -right-16 -top-16 size-64 rounded-full bg-brand-600/40 blur-2xl" aria-hidden="true" />
            <div className="absolute -bottom-20 -left-10 size-64 rounded-full bg-emerald-400/20 blur-2xl" aria-hidden="true" />
            <h2 className="relative text-3xl font-bold tracking-tight sm:text-4xl">{t('cta.title')}</h2>
            <p className="relative mx-auto mt-3 max-w-xl text-brand-100">{t('cta.body')}</p>
            <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/auth?tab=signup" size="lg" variant="secondary">{t('cta.primary')}</ButtonLink>
              <ButtonLink to="/pricing" size="lg" variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
                {t('cta.secondary')}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </div>
  );
}
