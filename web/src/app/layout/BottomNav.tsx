import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bookmark, CreditCard, History, Home, LogIn, LogOut, Sparkles, Tag, UserRound, type LucideIcon } from 'lucide-react';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';

interface Item {
  to: string;
  /** The label's key in the common namespace. */
  label: string;
  icon: LucideIcon;
}

/** Signed in: the app's destinations (product-rules §3.3), then a logout button. */
const memberItems: Item[] = [
  { to: '/home', label: 'bottomNav.home', icon: Home },
  { to: '/saved-list', label: 'bottomNav.savedList', icon: Bookmark },
  { to: '/history', label: 'bottomNav.history', icon: History },
  { to: '/current-plan', label: 'bottomNav.currentPlan', icon: CreditCard },
  { to: '/profile', label: 'bottomNav.profile', icon: UserRound },
];

/** Signed out: what the header's wide-screen navigation offers, and signing in (product-rules §3.3). */
const visitorItems: Item[] = [
  { to: '/welcome', label: 'header.howItWorks', icon: Sparkles },
  { to: '/pricing', label: 'header.pricing', icon: Tag },
  { to: '/auth', label: 'header.signIn', icon: LogIn },
];

// A label may take two lines at 360 px (the page's own name: "Aktueller Tarif", ja 現在の/プラン with a line
// break in the string so it stays apart from its neighbour); the icons keep one height (top-aligned).
const itemClass = 'flex min-w-0 flex-1 flex-col items-center justify-start gap-1 pt-3 text-[10px] font-medium leading-tight tracking-tight';

/**
 * Mobile navigation, shown below 1024 px (spec: mobile breakpoint 1024px): the signed-in destinations
 * for a signed-in user, the visitor's for a visitor, nothing while the session is being checked.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { status, user, signOut } = useAuth();
  if (status === 'loading') return null;
  const items = user ? memberItems : visitorItems;

  return (
    <nav
      aria-label={t('bottomNav.label')}
      data-testid="bottom-nav"
      data-audience={user ? 'member' : 'visitor'}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex h-16 max-w-xl items-stretch">
        {items.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} className={({ isActive }) => cn(itemClass, isActive ? 'text-brand-700' : 'text-muted hover:text-ink')}>
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2 w-full whitespace-pre-line text-center [overflow-wrap:anywhere] [word-break:keep-all]">{t(label)}</span>
          </NavLink>
        ))}
        {user && (
          <button type="button" onClick={() => void signOut('/auth')} className={cn(itemClass, 'text-muted hover:text-risk-high')}>
            <LogOut className="size-5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2 w-full text-center [overflow-wrap:anywhere] [word-break:keep-all]">{t('bottomNav.logout')}</span>
          </button>
        )}
      </div>
    </nav>
  );
}
