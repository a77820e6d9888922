import type { Plugin, PreviewServer, ViteDevServer } from 'vite';

/**
 * Dev-only: `vite` and `vite preview` have no backend, so this serves a `/config.json` describing
 * a local pool that nobody is signed in to. When FORKSURE_API_ORIGIN is set, vite.config.ts proxies
 * `/config.json` and `/api` to that origin instead and this plugin stays out of the way.
 * Never part of the production build (`apply` is serve-only and `vite build` ignores it).
 */
export function devConfigPlugin(): Plugin {
  const install = (server: ViteDevServer | PreviewServer) => {
    server.middlewares.use('/config.json', (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const host = req.headers.host ?? 'localhost:5173';
      const body = JSON.stringify({
        apiUrl: `http://${host}/api`,
        region: 'us-east-1',
        userPoolId: 'local_devpool',
        userPoolClientId: 'devclient',
        userPoolEndpoint: `http://${host}/cognito`,
        mode: 'local',
        stage: 'dev',
      });
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    });
  };
  return {
    name: 'forksure-dev-config',
    apply: 'serve',
    configureServer: install,
    configurePreviewServer: install,
  };
}
