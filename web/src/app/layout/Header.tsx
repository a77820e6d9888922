import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { useAuth } from '@/features/auth';
import { FeedbackButton } from '@/features/feedback';
import { LanguageSwitcher } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { Logo } from '@/components/ui/Logo';
import { CurrentTierLabel } from '@/features/subscription';
import { UsageGauges } from './UsageGauges';
import { UserMenu } from './UserMenu';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-lg px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-brand-800 bg-brand-50' : 'text-muted hover:text-ink');

export function Header() {
  const { t } = useTranslation();
  const { status, user, signOut } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        {/* Phones need the room (the gauges, a long "Sign in"): the mark alone stands for the logo. */}
        <Logo className="shrink-0 max-sm:[&>span]:sr-only" />
        {user && <CurrentTierLabel />}
        <nav aria-label={t('header.navLabel')} className="ml-4 hidden items-center gap-1 lg:flex">
          <NavLink to="/welcome" className={navClass}>
            {t('header.howItWorks')}
          </NavLink>
          <NavLink to="/pricing" className={navClass}>
            {t('header.pricing')}
          </NavLink>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
          {user && <UsageGauges />}
          <FeedbackButton />
          {/* Signed in on a phone the gauges take its room: the language follows the account (/profile)
              and the footer keeps a switcher. */}
          <LanguageSwitcher compact testId="header-language-switcher" className={cn('shrink-0 max-sm:px-2.5', user && 'max-sm:hidden')} />
          {status === 'loading' ? (
            <Skeleton className="h-9 w-24" />
          ) : user ? (
            <UserMenu user={user} onSignOut={() => void signOut('/auth')} />
          ) : (
            <ButtonLink to="/auth" size="sm" className="min-w-0" data-testid="header-sign-in">
              <LogIn className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{t('header.signIn')}</span>
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
