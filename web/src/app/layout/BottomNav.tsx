import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bookmark, CreditCard, History, Home, LogOut, UserRound, type LucideIcon } from 'lucide-react';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';

const items: { to: string; key: string; icon: LucideIcon }[] = [
  { to: '/home', key: 'home', icon: Home },
  { to: '/saved-list', key: 'savedList', icon: Bookmark },
  { to: '/history', key: 'history', icon: History },
  { to: '/current-plan', key: 'currentPlan', icon: CreditCard },
  { to: '/profile', key: 'profile', icon: UserRound },
];

const itemClass = 'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 px-0.5 text-[10px] font-medium leading-tight tracking-tight';

/** Mobile navigation, shown below 1024 px (spec: mobile breakpoint 1024px). */
export function BottomNav() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();

  return (
    <nav
      aria-label={t('bottomNav.label')}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex h-16 max-w-xl items-stretch">
        {items.map(({ to, key, icon: Icon }) => (
          <NavLink key={to} to={to} className={({ isActive }) => cn(itemClass, isActive ? 'text-brand-700' : 'text-muted hover:text-ink')}>
            <Icon className="size-5" aria-hidden="true" />
            <span className="line-clamp-2 w-full text-center [word-break:keep-all]">{t(`bottomNav.${key}`)}</span>
          </NavLink>
        ))}
        {user && (
          <button type="button" onClick={() => void signOut('/auth')} className={cn(itemClass, 'text-muted hover:text-risk-high')}>
            <LogOut className="size-5" aria-hidden="true" />
            <span className="w-full truncate text-center">{t('bottomNav.logout')}</span>
          </button>
        )}
      </div>
    </nav>
  );
}
