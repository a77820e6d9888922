import { Toaster } from 'sonner';

/**
 * The app's toasts, top centre, starting below the sticky header (4rem tall, Header.tsx) so they
 * never cover the logo, tier label, gauges or menu; phones keep sonner's full-width layout.
 */
const BELOW_HEADER = 'calc(4rem + 0.75rem)';

export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER }}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
