import '@/styles/index.css';
import { normalizeLanguage } from '@shared/i18n/languages';
import { APP_AT_ONCE_PARAMS, prerenderedFile, VISITOR_ONLY_PATHS } from '@shared/config/prerendered-pages';
import { browserDetectionSources, detectLanguage } from '@/lib/detect-language';
import { registerServiceWorkerWhenIdle } from '@/lib/register-service-worker';
import { localStore, sessionStore } from '@/lib/web-storage';
import { rememberIntent, reveal } from './takeover';

/**
 * The script of a prerendered public page (shared/config/prerendered-pages.ts). The page is readable and its links
 * work without the app; this script shows it in the visitor's language (the other language's prerendered file)
 * and loads the app only when it is needed: at once for a signed-in visitor or a page that must say something
 * only the app knows (the account-deleted notice, a checkout return, the sign-up tab), otherwise when the visitor
 * reaches for a control (a button: the language menus, feedback; a field of the sign-in form). Plain links stay
 * plain page loads. Nothing is submitted before the app is there: the app submits what was typed once it takes over.
 */
const root = document.getElementById('root')!;
let appLoading = false;

function loadApp(): void {
  if (appLoading) return;
  appLoading = true;
  void import('@/main');
}

/** Amplify's marker of a stored session (features/auth/api/amplify-session.ts reads it for one client id). */
function hasStoredSession(): boolean {
  const storage = localStore();
  if (!storage) return true; // unreadable storage: let the app decide, as it does
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i) ?? '';
    if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
  }
  return false;
}

const params = APP_AT_ONCE_PARAMS[location.pathname] ?? [];
const query = new URLSearchParams(location.search);

function needsAppAtOnce(): boolean {
  return hasStoredSession() || sessionStore()?.getItem('forksure.accountDeleted') === '1' || params.some((p) => query.has(p.name));
}

/**
 * Is the prerendered page not what the app will show? A visitor-only page (/auth) for a stored session, or a
 * query that changes the view (the sign-up tab): it stays hidden until the app has taken over.
 */
function showsOtherView(): boolean {
  return (VISITOR_ONLY_PATHS.includes(location.pathname) && hasStoredSession()) || params.some((p) => p.changesView && query.has(p.name));
}

/** With a stored session, controls only a visitor gets (data-action="auth": "Get started") are hidden until the app shows the user's own. */
function hideVisitorControls(): void {
  if (!hasStoredSession()) return;
  for (const control of root.querySelectorAll<HTMLElement>('[data-action="auth"]')) control.style.visibility = 'hidden';
}

/** Replaces the page with its prerendered file in `language`. */
async function showLanguage(language: string): Promise<void> {
  const response = await fetch(prerenderedFile(location.pathname, language));
  if (!response.ok) throw new Error(`prerendered ${language} page: ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const content = page.getElementById('root');
  if (!content) throw new Error('prerendered page without #root');
  root.replaceChildren(...Array.from(content.childNodes, (node) => document.importNode(node, true)));
  document.documentElement.lang = page.documentElement.lang;
  document.title = page.title;
}

function listenForControls(): void {
  const controlOf = (event: Event) => (event.target instanceof Element ? event.target.closest('button') : null);
  const onReach = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('button, input, select, textarea')) loadApp();
  };
  root.addEventListener('pointerover', onReach, { passive: true });
  root.addEventListener('focusin', onReach);
  root.addEventListener('touchstart', onReach, { passive: true });
  root.addEventListener('click', (event) => {
    const control = controlOf(event);
    if (!control) return;
    event.preventDefault();
    const testId = control.getAttribute('data-testid');
    if (testId) rememberIntent(testId, true);
    loadApp();
  });
  // A form submitted without its button (the button's click, Enter's included, is stopped above): never natively.
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    const testId = event.target instanceof HTMLFormElement ? event.target.getAttribute('data-testid') : null;
    if (testId) rememberIntent(testId, true);
    loadApp();
  });
}

async function boot(): Promise<void> {
  const wanted = detectLanguage(browserDetectionSources());
  const shown = normalizeLanguage(document.documentElement.lang);
  try {
    if (showsOtherView()) {
      root.hidden = true; // the app's page replaces it (takeover.ts)
      loadApp();
    } else if (needsAppAtOnce()) {
      hideVisitorControls();
      loadApp();
      // In another language the page stays hidden until the app shows it (takeover.ts reveals it).
      if (wanted === shown) reveal();
    } else {
      if (wanted !== shown) await showLanguage(wanted);
      reveal();
    }
  } catch {
    loadApp(); // the app renders the page in the visitor's language itself
  }
  listenForControls();
  registerServiceWorkerWhenIdle();
}

void boot();
