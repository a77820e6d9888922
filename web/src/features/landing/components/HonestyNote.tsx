import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { Container } from '@/components/ui/Container';

/** The honesty note: scans are estimates, not guarantees; confirm with the restaurant. */
export function HonestyNote() {
  const { t } = useTranslation('landing');
  return (
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
  );
}
