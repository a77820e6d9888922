import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/index.css';
import '@/lib/i18n';
import { App } from '@/app/App';
import { BootSpinner } from '@/components/ui/Spinner';
import { registerServiceWorkerWhenIdle } from '@/lib/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    {/* Before the first locale file arrives there is no text to show, so this fallback has none. */}
    <Suspense fallback={<BootSpinner />}>
      <App />
    </Suspense>
  </StrictMode>,
);

registerServiceWorkerWhenIdle();
