import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShieldQuestion, X } from 'lucide-react';
import { useAuth } from '@/features/auth';
import { useProfile } from '@/features/profile';
import { Card } from '@/components/ui/Card';
import { buttonClasses } from '@/components/ui/button-styles';

const dismissedKey = (userId: string) => `forksure.restrictionsInvite.dismissed.${userId}`;

function wasDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Below the search form while the profile has no allergies and no diets: every result would be
 * "No restrictions set", so the form invites the user to set them (once, in the profile) until
 * they do or say not now. Remembered per user on this device.
 */
export function RestrictionsInvite() {
  const { t } = useTranslation('search');
  const userId = useAuth().user?.userId ?? null;
  const { load } = useProfile();
  const [dismissed, setDismissed] = useState(() => (userId ? wasDismissed(userId) : true));
  if (!userId || dismissed || load.status !== 'ready') return null;
  if (load.profile.allergies.length > 0 || load.profile.dietary_preferences.length > 0) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(userId), '1');
    } catch {
      // Storage blocked: it goes for this visit only.
    }
    setDismissed(true);
  };

  return (
    <Card className="relative mt-6 flex gap-3 p-4 pr-12 text-left sm:p-5 sm:pr-12" role="region" aria-labelledby="restrictions-invite-title" data-testid="restrictions-invite">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <ShieldQuestion className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <h2 id="restrictions-invite-title" className="font-bold text-ink">
          {t('invite.title')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-muted">{t('invite.body')}</p>
        <Link to="/profile" className={buttonClasses('secondary', 'sm', 'mt-3')} data-testid="restrictions-invite-profile">
          {t('invite.action')}
        </Link>
      </div>
      <button
        type="button"
        onClick={dismiss}
        className="absolute right-2 top-2 flex size-9 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
        aria-label={t('invite.dismiss')}
        data-testid="restrictions-invite-dismiss"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </Card>
  );
}
