import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Loader2, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';

interface Props {
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** What deleting the account does, said before it happens (product-rules §14.2), and the confirmation. */
export function DeleteAccountDialog({ deleting, error, onConfirm, onOpenChange }: Props) {
  const { t } = useTranslation('profile');
  const consequences = t('yourData.delete.dialog.consequences', { returnObjects: true });
  return (
    <Dialog.Root onOpenChange={(open) => !deleting && onOpenChange(open)}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="border-red-300 text-red-700 hover:border-red-600 hover:text-red-800" data-testid="delete-account-open">
          <Trash2 className="size-4" aria-hidden="true" />
          {t('yourData.delete.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="delete-account-dialog"
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-bold">{t('yourData.delete.dialog.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">{t('yourData.delete.dialog.intro')}</Dialog.Description>
          <ul className="mt-4 flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-slate-700">
            {(Array.isArray(consequences) ? consequences : []).map((line: string) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm font-semibold text-ink">{t('yourData.delete.dialog.final')}</p>
          {error && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="delete-account-error">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={deleting}>
                {t('yourData.delete.dialog.cancel')}
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} disabled={deleting} data-testid="delete-account-confirm">
              {deleting && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              {deleting ? t('yourData.delete.dialog.deleting') : t('yourData.delete.dialog.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
