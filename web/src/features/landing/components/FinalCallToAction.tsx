import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';

/** The closing call to action: sign up, or see the plans. */
export function FinalCallToAction() {
  const { t } = useTranslation('landing');
  return (
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
  );
}
