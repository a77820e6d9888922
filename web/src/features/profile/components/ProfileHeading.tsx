import { useTranslation } from 'react-i18next';
import { ChefCardLink } from '@/components/chef-card-link/ChefCardLink';
import { useSessionLost } from '../hooks/use-session-lost';
import { AccountDetailsDialog } from './AccountDetailsDialog';

const noop = () => {};

/** The page title with the Account Details button beside it (available while the profile loads, too). */
export function ProfileHeading({ onLeaving = noop }: { onLeaving?: () => void }) {
  const { t } = useTranslation('profile');
  const onSessionLost = useSessionLost(onLeaving);
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-base text-muted [word-break:auto-phrase]">{t('subtitle')}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ChefCardLink />
        <AccountDetailsDialog onLeaving={onLeaving} onSessionLost={onSessionLost} />
      </div>
    </div>
  );
}
