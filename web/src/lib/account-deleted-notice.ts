import { sessionStore } from './web-storage';

/**
 * The "your account was deleted" notice: the profile page sets it before signing out (a full page
 * load to /welcome), and the welcome page shows it once. sessionStorage: it stays with this tab.
 */
const KEY = 'forksure.accountDeleted';

export function rememberAccountDeleted(): void {
  try {
    sessionStore()?.setItem(KEY, '1');
  } catch {
    // Blocked storage: the welcome page shows no notice; the account is deleted all the same.
  }
}

/** True once after a deletion; the notice is removed as it is read. */
export function takeAccountDeleted(): boolean {
  try {
    const store = sessionStore();
    const set = store?.getItem(KEY) === '1';
    store?.removeItem(KEY);
    return set;
  } catch {
    return false;
  }
}
