import { useTranslation } from 'react-i18next';
import { CloudOff } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { FullPageError } from './FullPageError';

/** Full-page error when `/config.json` cannot be loaded: the app cannot reach its services without it. */
export function ConfigErrorPage({ detail }: { detail: string }) {
  const { t } = useTranslation();
  return (
    <FullPageError icon={CloudOff} title={t('configError.title')} description={t('configError.description')} testId="config-error">
      <p className="mt-3 break-words font-mono text-xs text-slate-400">{detail}</p>
      <Button className="mt-6 w-full" onClick={() => window.location.reload()}>
        {t('configError.retry')}
      </Button>
    </FullPageError>
  );
}
