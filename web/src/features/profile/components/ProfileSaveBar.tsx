import { useTranslation } from 'react-i18next';
import { CircleCheck, Loader2, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  canSave: boolean;
  isNewUser: boolean;
  onDiscard: () => void;
}

/** The save state, Discard and Save (Finish for a new user); it sticks to the bottom while there is something to save. */
export function ProfileSaveBar({ dirty, saving, canSave, isNewUser, onDiscard }: SaveBarProps) {
  const { t } = useTranslation('profile');
  return (
    <div className={cn('z-30', canSave && 'sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] lg:bottom-4')}>
      <div className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 p-2.5 shadow-lg backdrop-blur sm:gap-3 sm:p-3 sm:pl-5">
        <p className="flex min-w-0 flex-1 items-center gap-2 text-xs font-medium sm:text-sm" aria-live="polite" data-testid="profile-save-state">
          {dirty ? (
            <>
              <span className="size-2 shrink-0 rounded-full bg-amber-500" aria-hidden="true" />
              <span className="truncate text-amber-800 sm:hidden">{t('save.unsavedShort')}</span>
              <span className="hidden truncate text-amber-800 sm:inline">{t('save.unsaved')}</span>
            </>
          ) : (
            <>
              <CircleCheck className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="truncate text-muted sm:hidden">{t('save.upToDateShort')}</span>
              <span className="hidden truncate text-muted sm:inline">{t('save.upToDate')}</span>
            </>
          )}
        </p>
        {dirty && (
          <Button
            variant="ghost"
            onClick={onDiscard}
            disabled={saving}
            aria-label={t('save.discard')}
            title={t('save.discard')}
            className="shrink-0 px-3"
            data-testid="profile-discard"
          >
            <RotateCcw className="size-4 sm:hidden" aria-hidden="true" />
            <span className="hidden sm:inline">{t('save.discard')}</span>
          </Button>
        )}
        <Button type="submit" disabled={!canSave} className="shrink-0 sm:min-w-36" data-testid="profile-save">
          {saving && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {t(saving ? 'save.saving' : isNewUser ? 'save.finish' : 'save.save')}
        </Button>
      </div>
    </div>
  );
}
