import { Trans, useTranslation } from 'react-i18next';
import { MailCheck, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthCard, AuthFrame, EmailEmphasis } from '../AuthFrame';
import { CodeInput } from '../CodeInput';
import { SubmitButton } from '../SubmitButton';
import { EMAIL_CODE_LENGTH as LENGTH, useEmailVerification } from './use-email-verification';

/**
 * /email-verification (signed in): a 5-digit code to the account's email. The first visit sends a
 * code by itself (verification-sends.ts: not again while it is valid); Resend Code asks for
 * another; Verify Email checks it and goes to /.
 */
export default function EmailVerificationPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('emailVerification.pageTitle'));
  const { email, code, setCode, busy, submit, resending, resend, remaining } = useEmailVerification();

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
