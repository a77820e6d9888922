import { type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Mail } from 'lucide-react';
import { cn } from '@/lib/cn';

export type Tab = 'email' | 'password';
export const TABS: { id: Tab; icon: typeof Mail }[] = [
  { id: 'email', icon: Mail },
  { id: 'password', icon: KeyRound },
];

/** The Account Details dialog's two tabs (email change, password change); `baseId` ties them to their panels. */
export function AccountTabs({ tab, setTab, baseId }: { tab: Tab; setTab: (tab: Tab) => void; baseId: string }) {
  const { t } = useTranslation('profile');
  // Arrow keys move between the two tabs, as the WAI-ARIA tabs pattern expects.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: Tab = tab === 'email' ? 'password' : 'email';
    setTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('account.tabsLabel')} className="mt-5 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {TABS.map(({ id, icon: Icon }) => (
        <button
          key={id}
          id={`${baseId}-tab-${id}`}
          type="button"
          role="tab"
          aria-selected={tab === id}
          aria-controls={`${baseId}-panel-${id}`}
          tabIndex={tab === id ? 0 : -1}
          onClick={() => setTab(id)}
          onKeyDown={onTabKeyDown}
          data-testid={`account-tab-${id}`}
          className={cn(
            'flex min-h-10 items-center justify-center gap-2 rounded-lg px-2 py-1.5 text-center text-sm font-semibold leading-tight transition-colors',
            tab === id ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
          )}
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span>{t(`account.tabs.${id}`)}</span>
        </button>
      ))}
    </div>
  );
}
