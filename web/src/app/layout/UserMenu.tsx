import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bookmark, ChevronDown, CreditCard, History, LogOut, UserRound, type LucideIcon } from 'lucide-react';
import type { AuthUser } from '@/features/auth';
import { cn } from '@/lib/cn';

const links: { to: string; key: string; icon: LucideIcon }[] = [
  { to: '/profile', key: 'profile', icon: UserRound },
  { to: '/saved-list', key: 'savedList', icon: Bookmark },
  { to: '/history', key: 'history', icon: History },
  { to: '/current-plan', key: 'currentPlan', icon: CreditCard },
];

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The signed-in user's menu (product-rules §3.3 header): Profile, Saved list, History, Current plan, Logout. */
export function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial = (user.username || user.email || '?').charAt(0).toUpperCase();

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-testid="user-menu"
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-xl border border-slate-200 bg-white pl-1 pr-1 text-sm font-medium text-ink sm:pr-2.5',
          'hover:border-brand-600 data-[state=open]:border-brand-600',
        )}
      >
        <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-lg bg-brand-700 text-xs font-bold text-white">
          {initial}
        </span>
        {/* The name says what the button is and keeps the visible username in it (WCAG 2.5.3). */}
        <span className="sr-only">{t('header.userMenu.label')}: </span>
        <span className="hidden max-w-32 truncate sm:inline">{user.username}</span>
        <ChevronDown className="hidden size-4 text-muted sm:inline" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl">
          <div className="px-2.5 pb-2 pt-1.5">
            <p className="text-xs text-muted">{t('header.userMenu.signedInAs')}</p>
            <p className="truncate text-sm font-semibold" data-testid="user-menu-name">{user.username}</p>
            {user.email && <p className="truncate text-xs text-muted">{user.email}</p>}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {links.map(({ to, key, icon: Icon }) => (
            <DropdownMenu.Item key={to} className={itemClass} onSelect={() => navigate(to)} data-testid={`user-menu-${key}`}>
              <Icon className="size-4 text-muted" aria-hidden="true" />
              {t(`header.userMenu.${key}`)}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            className={cn(itemClass, 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')}
            onSelect={onSignOut}
            data-testid="user-menu-logout"
          >
            <LogOut className="size-4" aria-hidden="true" />
            {t('header.userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
