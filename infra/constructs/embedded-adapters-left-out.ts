import type { Plugin } from 'esbuild';
import { PROVIDER_CHOICES } from '../../functions/lib/providers/selection';
import type { ProviderName } from '../../functions/routes';

/**
 * The embedded (offline) adapters of the places and AI ports, with their code and data (the
 * OpenStreetMap store, the demo place generator and its knowledge base, the reader of
 * OpenStreetMap opening hours, the menu knowledge base, the review keyword summary), run only locally: the CDK stacks set every function's
 * `<PORT>_PROVIDER` to the production adapter (`productionProviderEnv`), so in Lambda the
 * selection modules below never take their embedded branch. In Lambda bundles the modules those
 * branches import are replaced by stand-ins with the same export names that throw an error naming
 * the missing setting. The sources, the local runtime (tsx) and the tests are unchanged.
 *
 * Only the imports listed here, and only from the listed selection module, are replaced: the same
 * module imported by production code stays whole. An import name the selection module starts to
 * use that is not listed fails the build ("No matching export"), never a function at run time.
 */
export const EMBEDDED_ONLY_IMPORTS: readonly { port: ProviderName; selection: string; imports: Readonly<Record<string, readonly string[]>> }[] = [
  {
    port: 'places',
    selection: 'functions/lib/providers/places/places.ts',
    imports: {
      './embedded/embedded-adapter': ['embeddedPlacesAdapter'],
      './osm/dataset': ['placesDataDir'],
      './osm/store': ['createOsmPlaceStore'],
    },
  },
  // OpenStreetMap `opening_hours` values come only from the embedded places adapter (Google gives
  // `openNow`): their reader, the opening_hours library (~700 KB, mostly holiday tables), stays out.
  { port: 'places', selection: 'functions/lib/services/places/opening/opening-schedule.ts', imports: { './osm-opening-hours': ['parseOsmOpeningHours'] } },
  { port: 'ai', selection: 'functions/lib/providers/ai/menu-ai.ts', imports: { './embedded/menu-generator': ['estimateEmbeddedMenu'] } },
  { port: 'ai', selection: 'functions/lib/providers/ai/review-ai.ts', imports: { './embedded/review-summary': ['summarizeReviews'] } },
];

const NAMESPACE = 'forksure-embedded-left-out';

/** The error a stand-in throws when called: the function runs without its production provider setting. */
export function embeddedLeftOutMessage(port: ProviderName): string {
  const choice = PROVIDER_CHOICES[port];
  return `The embedded ${port} adapter is left out of Forksure Lambda bundles (infra/constructs/embedded-adapters-left-out.ts): set ${choice.env}=${choice.production}.`;
}

export const embeddedAdaptersLeftOut: Plugin = {
  name: 'forksure-embedded-adapters-left-out',
  setup(build) {
    build.onResolve({ filter: /^\.\// }, (args) => {
      const importer = args.importer.replaceAll('\\', '/');
      const entry = EMBEDDED_ONLY_IMPORTS.find((e) => importer.endsWith(`/${e.selection}`));
      const names = entry?.imports[args.path];
      if (!entry || !names) return undefined;
      return { path: `${entry.selection}:${args.path}`, namespace: NAMESPACE, pluginData: { port: entry.port, names } };
    });
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
      const { port, names } = args.pluginData as { port: ProviderName; names: readonly string[] };
      const lines = [`const leftOut = () => { throw new Error(${JSON.stringify(embeddedLeftOutMessage(port))}); };`];
      for (const name of names) lines.push(`export const ${name} = leftOut;`);
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};
