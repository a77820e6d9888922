import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterRequest } from '@/lib/toast';

const SonnerToaster = lazy(() => import('./SonnerToaster'));

/** Where the app's toasts show (@/lib/toast): sonner is loaded when the first toast is shown, not before. */
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
