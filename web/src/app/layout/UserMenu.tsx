import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import type { AuthUser } from '@/features/auth';
import { DeferredMenu } from '@/components/ui/DeferredMenu';
import { cn } from '@/lib/cn';

const loadDropdown = () => import('./UserMenuDropdown');

const triggerClassName = cn(
  'inline-flex h-9 items-center gap-2 rounded-xl border border-slate-200 bg-white pl-1 pr-1 text-sm font-medium text-ink sm:pr-2.5',
  'hover:border-brand-600 data-[state=open]:border-brand-600',
);

/** The signed-in user's menu (product-rules §3.3 header): Profile, Saved list, History, Current plan, Logout. */
export function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const initial = (user.username || user.email || '?').charAt(0).toUpperCase();

  return (
    <DeferredMenu
      load={loadDropdown}
      menuProps={{ user, onSignOut }}
      triggerTestId="user-menu"
      triggerClassName={triggerClassName}
      trigger={
        <>
          <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-lg bg-brand-700 text-xs font-bold text-white">
            {initial}
          </span>
          {/* The name says what the button is and keeps the visible username in it (WCAG 2.5.3). */}
          <span className="sr-only">{t('header.userMenu.label')}: </span>
          <span className="hidden max-w-32 truncate sm:inline">{user.username}</span>
          <ChevronDown className="hidden size-4 text-muted sm:inline" aria-hidden="true" />
        </>
      }
    />
  );
}
