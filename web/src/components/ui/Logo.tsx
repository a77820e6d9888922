import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" className="fill-brand-700" />
      <path d="M11 7v7a3 3 0 0 0 2 2.8V25a1 1 0 0 0 2 0v-8.2A3 3 0 0 0 17 14V7m-3 0v6" stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      <path d="M21 7c-1.7 0-3 2.2-3 5s1.3 4 3 4v9" stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      <circle cx="24.5" cy="24.5" r="4.5" className="fill-brand-300" />
      <path d="m22.6 24.6 1.3 1.3 2.4-2.6" stroke="#042f2e" strokeWidth="1.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The logo, linking to /home as the spec's header asks. */
export function Logo({ to = '/home', className }: { to?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2.5 rounded-lg', className)} aria-label={t('header.logoLabel')}>
      <LogoMark />
      <span className="text-lg font-bold tracking-tight text-ink">{t('brand')}</span>
    </Link>
  );
}
