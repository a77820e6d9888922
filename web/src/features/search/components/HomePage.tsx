import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/Container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RestrictionsInvite } from './RestrictionsInvite';
import { SearchForm } from './SearchForm';

/** /home: the hero and the search form (product-rules §4.1). The comparison bar comes with comparison. */
export default function HomePage() {
  const { t } = useTranslation('search');
  useDocumentTitle(t('home.pageTitle'));
  // Each visit starts a fresh form, so a Search Again arriving while on /home still pre-fills it.
  const { key } = useLocation();
  return (
    <div className="bg-gradient-to-b from-brand-50 via-surface to-surface" data-testid="home-page">
      <Container className="max-w-3xl py-8 sm:py-14">
        <div className="mb-6 text-center sm:mb-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t('home.title')}</h1>
          <p className="mx-auto mt-3 max-w-xl text-base leading-relaxed text-muted sm:text-lg">{t('home.subtitle')}</p>
        </div>
        <SearchForm key={key} />
        {/* Below the form: it appears only once the profile has loaded, and above it would push the form down (CLS). */}
        <RestrictionsInvite />
      </Container>
    </div>
  );
}
