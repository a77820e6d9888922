import { useRef, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bookmark, Languages, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { AuthFrame } from './AuthFrame';
import { LoginForm } from './LoginForm';
import { SignupForm } from './signup-form/SignupForm';

const TABS = ['login', 'signup'] as const;
type Tab = (typeof TABS)[number];

/** Where another page sends the user with their identifier filled in (after a reset, a sign-up...). */
interface AuthLocationState {
  identifier?: unknown;
  signup?: { email?: unknown; username?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** /auth: Login and Sign up tabs. `?tab=signup` opens the second one (links from plans and the welcome page may use it). */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'login';
  const state = location.state as AuthLocationState | null;
  useDocumentTitle(t(`${tab}.pageTitle`));

  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, signup: null });
  const select = (next: Tab, focus = false) => {
    setParams(next === 'signup' ? { tab: 'signup' } : {}, { replace: true, state: location.state });
    if (focus) tabRefs.current[next]?.focus();
  };
  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    select(event.key === 'Home' ? 'login' : event.key === 'End' ? 'signup' : tab === 'login' ? 'signup' : 'login', true);
  };

  return (
    <AuthFrame aside={<Introduction />} testId="auth-page">
      <Card className="p-6 sm:p-8">
        <div role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
          {TABS.map((id) => (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={tab === id ? `auth-panel-${id}` : undefined}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => select(id)}
              data-testid={`auth-tab-${id}`}
              className={cn(
                'h-10 rounded-lg text-sm font-semibold transition-colors',
                tab === id ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
              )}
            >
              {t(`tabs.${id}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`} className="mt-7">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{t(`${tab}.title`)}</h1>
          <p className="mt-1.5 text-sm leading-relaxed text-muted">{t(`${tab}.subtitle`)}</p>
          <div className="mt-6">
            {tab === 'login' ? (
              <LoginForm initialIdentifier={text(state?.identifier)} />
            ) : (
              <SignupForm initialEmail={text(state?.signup?.email)} initialUsername={text(state?.signup?.username)} />
            )}
          </div>
        </div>
        <p className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-muted">
          {t(tab === 'login' ? 'login.switchPrompt' : 'signup.switchPrompt')}{' '}
          <button
            type="button"
            onClick={() => select(tab === 'login' ? 'signup' : 'login')}
            className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            data-testid="auth-switch-tab"
          >
            {t(tab === 'login' ? 'login.switchAction' : 'signup.switchAction')}
          </button>
        </p>
      </Card>
    </AuthFrame>
  );
}

const POINTS: { key: string; icon: LucideIcon }[] = [
  { key: 'scan', icon: ShieldCheck },
  { key: 'save', icon: Bookmark },
  { key: 'language', icon: Languages },
];

/** Beside the form on wide screens: what an account is for. */
function Introduction() {
  const { t } = useTranslation('auth');
  return (
    <div className="max-w-lg">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t('intro.eyebrow')}</p>
      <p className="mt-3 text-4xl font-extrabold leading-tight tracking-tight text-ink">{t('intro.title')}</p>
      <p className="mt-4 text-lg leading-relaxed text-muted">{t('intro.subtitle')}</p>
      <ul className="mt-10 flex flex-col gap-6">
        {POINTS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-ink">{t(`intro.points.${key}.title`)}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted">{t(`intro.points.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
