import { useTranslation } from 'react-i18next';
import { Download, Loader2, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useYourData } from '../hooks/use-your-data';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ProfileSection } from './ProfileSection';

/** The profile's "Your data" card: download everything held about me; delete my account. */
export function YourDataSection({ onLeaving, onSessionLost }: { onLeaving: () => void; onSessionLost: () => void }) {
  const { t } = useTranslation('profile');
  const data = useYourData(onLeaving, onSessionLost);
  return (
    <ProfileSection icon={ShieldCheck} title={t('yourData.title')} description={t('yourData.description')} testId="your-data">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => void data.download()} disabled={data.downloading} data-testid="download-my-data">
          {data.downloading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
          {t('yourData.download.button')}
        </Button>
        <DeleteAccountDialog
          deleting={data.deleting}
          error={data.deleteError}
          onConfirm={() => void data.remove()}
          onOpenChange={(open) => !open && data.clearDeleteError()}
        />
      </div>
      {data.downloadError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {data.downloadError}
        </p>
      )}
    </ProfileSection>
  );
}
