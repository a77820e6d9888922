import '@/styles/index.css';
import { normalizeLanguage } from '@shared/i18n/languages';
import { prerenderedFile } from '@shared/config/prerendered-pages';
import { browserDetectionSources, detectLanguage } from '@/lib/detect-language';
import { registerServiceWorkerWhenIdle } from '@/lib/register-service-worker';
import { localStore, sessionStore } from '@/lib/web-storage';
import { rememberIntent, reveal } from './takeover';

/**
 * The script of a prerendered public page (shared/config/prerendered-pages.ts). The page is readable and its links
 * work without the app; this script shows it in the visitor's language (the other language's prerendered file)
 * and loads the app only when it is needed: at once for a signed-in visitor or a page that must say something
 * only the app knows (the account-deleted notice), otherwise when the visitor reaches for a control (a button:
 * the language menus, feedback). Plain links stay plain page loads.
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

function needsAppAtOnce(): boolean {
  return hasStoredSession() || sessionStore()?.getItem('forksure.accountDeleted') === '1';
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
    if (controlOf(event)) loadApp();
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
}

async function boot(): Promise<void> {
  const wanted = detectLanguage(browserDetectionSources());
  const shown = normalizeLanguage(document.documentElement.lang);
  try {
    if (needsAppAtOnce()) {
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
