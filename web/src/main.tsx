import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/index.css';
import '@/lib/i18n';
import { App } from '@/app/App';
import { BootSpinner } from '@/components/ui/Spinner';
import { registerServiceWorkerWhenIdle } from '@/lib/register-service-worker';
import { isPrerendered, renderOverPrerendered } from '@/prerender/takeover';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const render = (container: HTMLElement) =>
  createRoot(container).render(
    <StrictMode>
      {/* Before the first locale file arrives there is no text to show, so this fallback has none. */}
      <Suspense fallback={<BootSpinner />}>
        <App />
      </Suspense>
    </StrictMode>,
  );

// A prerendered public page stays in view until the app shows the same page (web/src/prerender/takeover.ts).
if (isPrerendered(root)) renderOverPrerendered(root, render);
else render(root);

registerServiceWorkerWhenIdle();
