import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, with sonner's `toast.success/error/info` signature, without sonner in any page's
 * first download: the first toast asks AppToaster to mount sonner's Toaster (its own chunk), and
 * every toast is passed on, in call order, once the Toaster is on the page. The Toaster's live region
 * is then in the page before the toast's text is added to it, so screen readers announce it as before.
 */
type Kind = 'success' | 'error' | 'info';
type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']['success']>[0];

let toasterWanted = false;
const wantListeners = new Set<() => void>();
let toasterReady: Promise<Sonner> | undefined;
let markReady: ((sonner: Sonner) => void) | undefined;

function whenToasterReady(): Promise<Sonner> {
  if (!toasterReady) {
    toasterReady = new Promise((resolve) => (markReady = resolve));
    toasterWanted = true;
    for (const listener of wantListeners) listener();
  }
  return toasterReady;
}

const show =
  (kind: Kind) =>
  (message: Message, options?: ExternalToast): void => {
    void whenToasterReady().then((sonner) => sonner.toast[kind](message, options));
  };

export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** For AppToaster: whether a toast has asked for the Toaster, and a way to hear when one does. */
export const toasterRequest = {
  wanted: () => toasterWanted,
  subscribe(listener: () => void): () => void {
    wantListeners.add(listener);
    return () => wantListeners.delete(listener);
  },
};

/** For AppToaster: the Toaster is mounted and listening; the waiting toasts go to it. */
export function toasterMounted(sonner: Sonner): void {
  if (!toasterReady) toasterReady = Promise.resolve(sonner);
  markReady?.(sonner);
}
