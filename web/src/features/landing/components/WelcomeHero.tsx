import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { ExampleResults } from './ExampleResults';

/** The hero: the promise, sign-up and pricing calls to action, and example results. */
export function WelcomeHero() {
  const { t } = useTranslation('landing');
  return (
    // One column on phones that may shrink below its content's width (an implicit grid column may not:
    // the example cards' one-line notes pushed it 31 px past a 390 px screen, cut by the section).
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-surface">
      <Container className="grid grid-cols-1 items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
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
  );
}
