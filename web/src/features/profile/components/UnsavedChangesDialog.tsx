import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router-dom';
import { Button } from '@/components/ui/Button';

/** Asks before leaving the page with unsaved profile changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('profile');
  const open = blocker.state === 'blocked';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="unsaved-changes-dialog"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-bold">{t('unsaved.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">{t('unsaved.body')}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => blocker.reset?.()}>
              {t('unsaved.stay')}
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
              {t('unsaved.leave')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
