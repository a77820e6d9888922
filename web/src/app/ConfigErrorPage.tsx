import { useTranslation } from 'react-i18next';
import { CloudOff } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { LogoMark } from '@/components/layout/Logo';

/** Full-page error when `/config.json` cannot be loaded: the app cannot reach its services without it. */
export function ConfigErrorPage({ detail }: { detail: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface px-4" role="alert" data-testid="config-error">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg">
        <div className="flex items-center justify-center gap-2.5">
          <LogoMark />
          <span className="text-lg font-bold">{t('brand')}</span>
        </div>
        <div className="mx-auto mt-8 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-risk-high">
          <CloudOff className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-xl font-bold">{t('configError.title')}</h1>
        <p className="mt-2 text-sm leading-relaxed text-muted">{t('configError.description')}</p>
        <p className="mt-3 break-words font-mono text-xs text-slate-400">{detail}</p>
        <Button className="mt-6 w-full" onClick={() => window.location.reload()}>
          {t('configError.retry')}
        </Button>
      </div>
    </div>
  );
}
