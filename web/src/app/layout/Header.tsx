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
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        {/* Signed in, phones need the room for the gauges: the mark alone stands for the logo. */}
        <Logo className={user ? 'max-sm:[&>span]:sr-only' : undefined} />
        {user && <CurrentTierLabel />}
        <nav aria-label={t('header.navLabel')} className="ml-4 hidden items-center gap-1 lg:flex">
          <NavLink to="/welcome" className={navClass}>
            {t('header.howItWorks')}
          </NavLink>
          <NavLink to="/pricing" className={navClass}>
            {t('header.pricing')}
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user && <UsageGauges />}
          <FeedbackButton />
          <LanguageSwitcher compact testId="header-language-switcher" />
          {status === 'loading' ? (
            <Skeleton className="h-9 w-24" />
          ) : user ? (
            <UserMenu user={user} onSignOut={() => void signOut('/auth')} />
          ) : (
            <ButtonLink to="/auth" size="sm" data-testid="header-sign-in">
              <LogIn className="size-4" aria-hidden="true" />
              {t('header.signIn')}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
