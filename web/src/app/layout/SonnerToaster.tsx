import { useEffect } from 'react';
import * as sonner from 'sonner';
import { toasterMounted } from '@/lib/toast';

/**
 * The app's toasts, top centre, starting below the sticky header (4rem tall, Header.tsx) so they
 * never cover the logo, tier label, gauges or menu; phones keep sonner's full-width layout.
 */
const BELOW_HEADER = 'calc(4rem + 0.75rem)';

/** Sonner's Toaster, in its own chunk: AppToaster mounts it when the first toast asks for it. */
export default function SonnerToaster() {
  // Runs after the Toaster's own effect has subscribed it: the waiting toasts can go now.
  useEffect(() => toasterMounted(sonner), []);
  return (
    <sonner.Toaster
      position="top-center"
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER }}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
