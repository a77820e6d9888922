import { sessionStore } from './web-storage';

/**
 * The "your account was deleted" notice: the profile page sets it before signing out (a full page
 * load to /welcome), and the welcome page shows it. sessionStorage: it stays with this tab.
 */
const KEY = 'forksure.accountDeleted';

export function rememberAccountDeleted(): void {
  try {
    sessionStore()?.setItem(KEY, '1');
  } catch {
    // Blocked storage: the welcome page shows no notice; the account is deleted all the same.
  }
}

let takenThisLoad: boolean | undefined;

/**
 * True after a deletion, for this page load: the stored flag is removed on the first read and the
 * answer kept, so a render React throws away (a suspended first mount) does not lose it.
 */
export function accountDeletedThisLoad(): boolean {
  if (takenThisLoad !== undefined) return takenThisLoad;
  try {
    const store = sessionStore();
    takenThisLoad = store?.getItem(KEY) === '1';
    store?.removeItem(KEY);
  } catch {
    takenThisLoad = false;
  }
  return takenThisLoad;
}
