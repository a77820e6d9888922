import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

/**
 * The `stripe` client builds every one of its ~200 resource classes when it is created (about
 * 170 KB of a 240 KB minified package); the billing adapter uses four (and the namespaces holding two of them). In Lambda bundles the
 * others are replaced by classes of the same names whose methods throw a clear error, so the
 * billing functions stay under the 500 KB bundle target. A resource the adapter starts to use must
 * be added to STRIPE_RESOURCES_USED (the bundled-adapter test fails otherwise).
 */
export const STRIPE_RESOURCES_USED = ['Customers.js', 'Subscriptions.js', 'Checkout/index.js', 'Checkout/Sessions.js', 'BillingPortal/index.js', 'BillingPortal/Sessions.js'] as const;

const STRIPE_RESOURCE_MODULE = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]resources[\\/](.+\.js)$/;

/**
 * The handler of Stripe's v2 "thin" event notifications (`stripe.notificationHandler(...)`, ~13 KB),
 * which the client module imports but only those two methods build. Our webhook reads v1 events
 * (`stripe.webhooks.constructEvent`); in bundles the module's classes are stand-ins that throw.
 */
const STRIPE_EVENT_NOTIFICATION_MODULE = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/](StripeEventNotificationHandler\.js)$/;

const STAND_IN_HELPER = 'forksure:stripe-resource-left-out';

export const stripeUnusedResourcesLeftOut: Plugin = {
  name: 'forksure-stripe-unused-resources-left-out',
  setup(build) {
    build.onLoad({ filter: STRIPE_RESOURCE_MODULE }, (args) => {
      const resource = STRIPE_RESOURCE_MODULE.exec(args.path)![1]!.replaceAll('\\', '/');
      if ((STRIPE_RESOURCES_USED as readonly string[]).includes(resource)) return undefined;
      return { contents: leftOutResourceModule(readFileSync(args.path, 'utf8'), resource), loader: 'js' };
    });
    build.onLoad({ filter: STRIPE_EVENT_NOTIFICATION_MODULE }, (args) => ({
      contents: leftOutResourceModule(readFileSync(args.path, 'utf8'), STRIPE_EVENT_NOTIFICATION_MODULE.exec(args.path)![1]!).replace(
        /^(export class StripeEventNotificationHandler \{)/m,
        '$1 static withoutVerification() { return new StripeEventNotificationHandler(); }',
      ),
      loader: 'js',
    }));
    // One helper shared by the ~170 stand-ins (each would otherwise carry its own copy: ~40 KB).
    build.onResolve({ filter: new RegExp(`^${STAND_IN_HELPER}$`) }, (args) => ({ path: args.path, namespace: 'forksure-stripe-left-out' }));
    build.onLoad({ filter: /.*/, namespace: 'forksure-stripe-left-out' }, () => ({ contents: LEFT_OUT_HELPER, loader: 'js' }));
  },
};

const LEFT_OUT_HELPER = [
  'export const leftOut = (resource) => new Proxy({}, { get: (_t, p) => (p === \'then\' ? undefined : () => {',
  '  throw new Error(`The Stripe resource ${resource} is left out of Forksure Lambda bundles (infra/constructs/stripe-resources-left-out.ts).`);',
  '}) });',
].join('\n');

/** A module exporting, for each class `source` exports, a class whose every method throws. */
export function leftOutResourceModule(source: string, resource: string): string {
  const names = [...source.matchAll(/^export class ([\w$]+)/gm)].map((m) => m[1]!);
  return [
    `import { leftOut } from '${STAND_IN_HELPER}';`,
    ...names.map((name) => `export class ${name} { constructor() { return leftOut(${JSON.stringify(resource)}); } }`),
  ].join('\n');
}
