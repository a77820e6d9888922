import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';

interface Props {
  /** Seconds until a new code may be requested; 0 when it may. */
  remaining: number;
  onResend: () => Promise<void>;
}

/** "Didn't get it? Resend code", with the 60 s countdown while a new code may not be sent yet. */
export function ResendCode({ remaining, onResend }: Props) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await onResend();
    } finally {
      setBusy(false);
    }
  };

  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 text-center text-sm text-muted">
      <span>{t('code.notReceived')}</span>
      {remaining > 0 ? (
        <span className="font-medium tabular-nums text-slate-500" data-testid="resend-countdown" aria-live="off">
          {t('code.resendIn', { seconds: remaining })}
        </span>
      ) : (
        <button
          type="button"
          onClick={() => void resend()}
          disabled={busy}
          data-testid="resend-code"
          className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline disabled:opacity-60"
        >
          <RotateCw className={busy ? 'size-3.5 animate-spin' : 'size-3.5'} aria-hidden="true" />
          {t('code.resend')}
        </button>
      )}
    </p>
  );
}
