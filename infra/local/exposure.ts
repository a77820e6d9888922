import { networkInterfaces } from 'node:os';

/**
 * What the start banner says about where the server listens. On anything but loopback the outbox
 * (everyone's sign-in and reset codes) and the billing simulator are open to the network: say so loudly.
 */
export const isLoopbackHost = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
const isAnyHost = (host: string) => host === '0.0.0.0' || host === '::';

/** The URLs a browser can use to reach a server listening on host:port. */
export function reachableUrls(host: string, port: number): string[] {
  if (isLoopbackHost(host)) return [`http://localhost:${port}`];
  if (!isAnyHost(host)) return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && (host === '::' || a.family === 'IPv4'))
    .map((a) => (a!.family === 'IPv6' ? `[${a!.address}]` : a!.address));
  return [`http://localhost:${port}`, ...addresses.map((a) => `http://${a}:${port}`)];
}

/** Warning lines for a non-loopback HOST (none for loopback). */
export function exposureWarning(host: string, port: number): string[] {
  if (isLoopbackHost(host)) return [];
  const bar = '!'.repeat(78);
  return [
    bar,
    `!! WARNING: HOST=${host} serves Forksure to the network, not just this machine.`,
    `!! Anyone who can reach ${reachableUrls(host, port).filter((u) => !u.includes('localhost')).join(', ') || host}`,
    '!! can read every emailed sign-in and reset code at /dev/outbox and use the billing',
    '!! simulator at /dev/billing. Use it only on a network you trust; unset HOST to stay local.',
    bar,
  ];
}
