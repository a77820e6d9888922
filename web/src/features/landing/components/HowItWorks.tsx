import { useTranslation } from 'react-i18next';
import { Bookmark, MapPin, ScanSearch, Sparkles, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';

const steps: { key: string; icon: LucideIcon }[] = [
  { key: 'search', icon: MapPin },
  { key: 'scan', icon: ScanSearch },
  { key: 'organize', icon: Bookmark },
  { key: 'menu', icon: Sparkles },
];

/** How it works: the four steps, numbered. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
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
  );
}
