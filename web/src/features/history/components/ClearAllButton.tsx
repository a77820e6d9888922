import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';

/** Delete-all in two steps: the first click asks, the second deletes (saved items included). */
export function ClearAllButton({ onConfirm, pending, testId }: { onConfirm: () => void; pending: boolean; testId: string }) {
  const { t } = useTranslation('history');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="outline" size="sm" onClick={() => setAsking(true)} data-testid={testId}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('clear.all')}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('clear.confirmLabel')}>
      <span className="text-xs text-muted">{t('clear.question')}</span>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        {t('clear.cancel')}
      </Button>
      <Button
        variant="danger"
        size="sm"
        disabled={pending}
        onClick={() => {
          onConfirm();
          setAsking(false);
        }}
        data-testid={`${testId}-confirm`}
      >
        {t('clear.confirm')}
      </Button>
    </div>
  );
}
