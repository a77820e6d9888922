import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/ui/Logo';

/** The card the app shows when it cannot show a page at all: brand, icon, what happened, ways on. */
export function FullPageError({ icon: Icon, title, description, testId, children }: { icon: LucideIcon; title: string; description: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface px-4" role="alert" data-testid={testId}>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg">
        <div className="flex items-center justify-center gap-2.5">
          <LogoMark />
          <span className="text-lg font-bold">{t('brand')}</span>
        </div>
        <div className="mx-auto mt-8 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-risk-high">
          <Icon className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-xl font-bold">{title}</h1>
        <p className="mt-2 text-sm leading-relaxed text-muted">{description}</p>
        {children}
      </div>
    </div>
  );
}
