import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Loader2, Settings2, X } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { AccountEmailRow } from './AccountEmailRow';
import { AccountTabs, TABS, type Tab } from './AccountTabs';
import { EmailChangeForm } from './EmailChangeForm';
import { PasswordChangeForm } from './PasswordChangeForm';

/** How long the success toast stays readable before the sign-out reloads the page. */
const SIGN_OUT_DELAY_MS = 1500;

interface Props {
  /** Called before the app leaves the page on purpose (sign-out), so unsaved-changes guards let it go. */
  onLeaving: () => void;
  onSessionLost: () => void;
}

/** The Account Details dialog of /profile: the email, email change and password change. */
export function AccountDetailsDialog({ onLeaving, onSessionLost }: Props) {
  const { t } = useTranslation('profile');
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('email');
  const [signingOut, setSigningOut] = useState(false);
  const baseId = useId();

  const onEmailChanged = () => {
    setSigningOut(true);
    toast.success(t('account.email.success'));
    onLeaving();
    window.setTimeout(() => void signOut('/auth'), SIGN_OUT_DELAY_MS);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !signingOut && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="outline" data-testid="account-details-open">
          <Settings2 className="size-4" aria-hidden="true" />
          {t('account.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="account-details-dialog"
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white shadow-2xl outline-none',
            'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          )}
        >
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-100 bg-white/95 px-6 pb-4 pt-5 backdrop-blur">
            <div>
              <Dialog.Title className="text-lg font-bold">{t('account.title')}</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-muted">{t('account.description')}</Dialog.Description>
            </div>
            <Dialog.Close
              disabled={signingOut}
              aria-label={t('account.close')}
              className="-mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-slate-100 hover:text-ink"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div className="px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-5">
            <AccountEmailRow onNavigate={() => setOpen(false)} />

            <AccountTabs tab={tab} setTab={setTab} baseId={baseId} />

            {signingOut ? (
              <p className="mt-5 flex items-center gap-3 rounded-xl bg-brand-50 p-4 text-sm font-medium text-brand-900" role="status">
                <Loader2 className="size-5 animate-spin" aria-hidden="true" />
                {t('account.email.signingOut')}
              </p>
            ) : (
              // Both panels stay mounted so switching tabs keeps a code that was already sent.
              TABS.map(({ id }) => (
                <div key={id} role="tabpanel" id={`${baseId}-panel-${id}`} aria-labelledby={`${baseId}-tab-${id}`} hidden={tab !== id} className="mt-5">
                  {id === 'email' ? (
                    <EmailChangeForm currentEmail={user?.email ?? null} onChanged={onEmailChanged} onSessionLost={onSessionLost} />
                  ) : (
                    <PasswordChangeForm onDone={() => setOpen(false)} onSessionLost={onSessionLost} />
                  )}
                </div>
              ))
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
