import { useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bookmark, CreditCard, History, LogOut, UserRound, type LucideIcon } from 'lucide-react';
import type { AuthUser } from '@/features/auth';
import { useFocusOnMount, type DeferredMenuParts } from '@/components/ui/DeferredMenu';
import { cn } from '@/lib/cn';

const links: { to: string; key: string; icon: LucideIcon }[] = [
  { to: '/profile', key: 'profile', icon: UserRound },
  { to: '/saved-list', key: 'savedList', icon: Bookmark },
  { to: '/history', key: 'history', icon: History },
  { to: '/current-plan', key: 'currentPlan', icon: CreditCard },
];

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The user menu's dropdown (loaded by UserMenu at the first sign of use). */
export default function UserMenuDropdown({
  user,
  onSignOut,
  triggerClassName,
  triggerTestId,
  trigger,
  defaultOpen,
  focusTrigger,
}: { user: AuthUser; onSignOut: () => void } & DeferredMenuParts) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, focusTrigger);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} data-testid={triggerTestId} className={triggerClassName}>
        {trigger}
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
