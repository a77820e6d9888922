import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { MailCheck, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { CODE_LENGTH } from '@shared/domain/codes';
import { Button } from '@/components/ui/Button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { requestEmailVerificationCode, verifyEmail } from '../api/auth-api';
import { ApiError } from '@/lib/api-client';
import { localStore } from '@/lib/web-storage';
import { apiErrorMessage } from '../auth-errors';
import { useAuth } from '../hooks/auth-context';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { noteVerificationCodeSent, resendWaitSeconds, shouldSendOnOpen } from '../verification-sends';
import { AuthCard, AuthFrame, EmailEmphasis } from './AuthFrame';
import { CodeInput } from './CodeInput';
import { SubmitButton } from './SubmitButton';

const LENGTH = CODE_LENGTH.emailVerification;

/**
 * /email-verification (signed in): a 5-digit code to the account's email. The first visit sends a
 * code by itself (verification-sends.ts: not again while it is valid); Resend Code asks for
 * another; Verify Email checks it and goes to /.
 */
export default function EmailVerificationPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('emailVerification.pageTitle'));
  const navigate = useNavigate();
  const { user, refresh } = useAuth();
  const email = user?.email ?? '';
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const { remaining, restart } = useResendCountdown('emailVerification', email);

  // One automatic send on the first visit, not while a code sent earlier is still valid; a code
  // already on its way (RESEND_TOO_SOON) is fine as it is.
  const autoSent = useRef(false);
  useEffect(() => {
    if (autoSent.current || !email) return;
    autoSent.current = true;
    if (remaining > 0) return;
    if (!shouldSendOnOpen(localStore(), email, Date.now())) {
      const wait = resendWaitSeconds(localStore(), email, Date.now());
      if (wait > 0) restart(wait);
      return;
    }
    requestEmailVerificationCode().then(
      (answer) => {
        noteVerificationCodeSent(localStore(), email, Date.now());
        restart(answer.resendAfterSeconds);
      },
      (error: unknown) => {
        // A code sent moments ago is still valid; only the countdown needs to know.
        if (error instanceof ApiError && error.code === 'RESEND_TOO_SOON') {
          noteVerificationCodeSent(localStore(), email, Date.now());
          restart(error.retryAfterSeconds);
        } else {
          toast.error(t('code.sendFailed'), { description: apiErrorMessage(t, error, { rejected: 'code.resendRejected', failed: 'errors.network' }) });
        }
      },
    );
  }, [email, remaining, restart, t]);

  const resend = async () => {
    if (!email) {
      toast.error(t('code.resendFailed'), { description: t('emailVerification.missingUser') });
      return;
    }
    setResending(true);
    try {
      const answer = await requestEmailVerificationCode();
      noteVerificationCodeSent(localStore(), email, Date.now());
      restart(answer.resendAfterSeconds);
      toast.success(t('code.resent'), { description: t('code.resentDescription') });
    } catch (error) {
      if (error instanceof ApiError && error.retryAfterSeconds !== undefined) restart(error.retryAfterSeconds);
      toast.error(t('code.resendFailed'), { description: apiErrorMessage(t, error, { rejected: 'code.resendRejected', failed: 'errors.network' }) });
    } finally {
      setResending(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email) {
      toast.error(t('emailVerification.failedTitle'), { description: t('emailVerification.missingUser') });
      return;
    }
    if (code.length !== LENGTH) {
      toast.error(t('emailVerification.invalidTitle'), { description: t('emailVerification.invalidBody') });
      return;
    }
    setBusy(true);
    try {
      await verifyEmail({ code });
    } catch (error) {
      setBusy(false);
      toast.error(t('emailVerification.failedTitle'), {
        description: apiErrorMessage(t, error, {
          codes: { INVALID_CODE: 'emailVerification.invalidCode' },
          rejected: 'emailVerification.invalidCode',
          failed: 'emailVerification.failed',
        }),
      });
      return;
    }
    toast.success(t('emailVerification.verifiedTitle'), { description: t('emailVerification.verifiedBody') });
    await refresh();
    navigate('/', { replace: true });
  };

  return (
    <AuthFrame testId="email-verification-page">
      <AuthCard
        icon={MailCheck}
        title={t('emailVerification.title')}
        description={
          email ? (
            <Trans t={t} i18nKey="emailVerification.subtitle" values={{ email }} components={{ email: <EmailEmphasis /> }} />
          ) : (
            t('emailVerification.noEmail')
          )
        }
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6">
          <CodeInput
            length={LENGTH}
            value={code}
            onChange={setCode}
            label={t('code.label')}
            hint={t('code.hint', { digits: LENGTH })}
            disabled={!email}
            autoFocus
            testId="code-input"
          />
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <SubmitButton busy={busy} busyLabel={t('code.verifying')} disabled={!email} className="sm:flex-1" data-testid="verify-submit">
              {t('emailVerification.submit')}
            </SubmitButton>
            <Button
              variant="outline"
              size="lg"
              onClick={() => void resend()}
              disabled={resending || remaining > 0}
              className="sm:flex-1"
              data-testid="resend-code"
            >
              <RotateCw className={resending ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
              {remaining > 0 ? t('emailVerification.resendIn', { seconds: remaining }) : t('emailVerification.resend')}
            </Button>
          </div>
        </form>
      </AuthCard>
    </AuthFrame>
  );
}
