import { useTranslation } from 'react-i18next';
import { UtensilsCrossed } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-20 text-center" data-testid="not-found">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <UtensilsCrossed className="size-8" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-muted">{t('notFound.description')}</p>
      <ButtonLink to="/" size="lg" className="mt-8" data-testid="not-found-home-link">
        {t('notFound.backHome')}
      </ButtonLink>
    </Container>
  );
}
