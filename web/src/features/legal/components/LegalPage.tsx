import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { Logo } from '@/components/ui/Logo';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface Props {
  /** `terms` or `privacy`: the key prefix in legal.json. */
  doc: 'terms' | 'privacy';
  sections: readonly string[];
  testId: string;
}

function asParagraphs(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : typeof value === 'string' ? [value] : [];
}

/** Shared frame of the legal pages: back button, logo, title, "Last updated" with today's date, numbered sections. */
export function LegalPage({ doc, sections, testId }: Props) {
  const { t, i18n } = useTranslation('legal');
  const navigate = useNavigate();
  const title = t(`${doc}.title`);
  useDocumentTitle(title);
  const today = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long' }).format(new Date());

  // Back to where the reader came from; a direct visit has no history entry, so go to the landing page.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/welcome'));

  return (
    <Container className="max-w-3xl py-8 sm:py-12" data-testid={testId}>
      <div className="flex items-center justify-between gap-4">
        <Button variant="ghost" size="sm" onClick={goBack} data-testid="legal-back">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('back')}
        </Button>
        <Logo />
      </div>
      <Card className="mt-6 p-6 sm:p-10">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted" data-testid="last-updated">
          {t('lastUpdated', { date: today })}
        </p>
        <p className="mt-6 leading-relaxed text-slate-700">{t(`${doc}.intro`)}</p>
        <ol className="mt-8 flex flex-col gap-8">
          {sections.map((key, index) => (
            <li key={key} data-testid="legal-section">
              <h2 className="text-lg font-semibold text-ink">
                <span className="mr-2 text-brand-700">{index + 1}.</span>
                {t(`${doc}.sections.${key}.title`)}
              </h2>
              {asParagraphs(t(`${doc}.sections.${key}.body`, { returnObjects: true })).map((p, i) => (
                <p key={i} className="mt-2 leading-relaxed text-slate-700">{p}</p>
              ))}
            </li>
          ))}
        </ol>
      </Card>
    </Container>
  );
}
