import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PLACEHOLDER_PAGES, type PlaceholderPageId } from './placeholder-pages';

/** A styled stand-in for pages that later issues build; it says what will be here. */
export default function ComingSoonPage({ page }: { page: PlaceholderPageId }) {
  const { t } = useTranslation();
  const Icon = PLACEHOLDER_PAGES[page];
  const title = t(`comingSoon.pages.${page}.title`);
  useDocumentTitle(title);

  return (
    <Container className="flex flex-1 items-center justify-center py-12 sm:py-20">
      <Card className="w-full max-w-xl p-8 text-center sm:p-10" data-testid="coming-soon">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon className="size-7" aria-hidden="true" />
        </div>
        <Badge tone="warning" className="mt-6">
          <Construction className="size-3.5" aria-hidden="true" />
          {t('comingSoon.badge')}
        </Badge>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="mt-3 text-base leading-relaxed text-muted">{t(`comingSoon.pages.${page}.description`)}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/welcome" variant="outline">
            {t('comingSoon.backToWelcome')}
          </ButtonLink>
          <ButtonLink to="/pricing" variant="secondary">
            {t('comingSoon.seePlans')}
          </ButtonLink>
        </div>
      </Card>
    </Container>
  );
}
