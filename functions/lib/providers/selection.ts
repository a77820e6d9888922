import type { ProviderName } from '../../routes';

/**
 * Provider selection (docs/architecture.md, section 5). Each port has a production adapter and an embedded
 * adapter; `<PORT>_PROVIDER` chooses. Locally everything defaults to the embedded adapters; the CDK
 * stacks set the production ones. The choice is visible in GET /health and in the web footer.
 */
export const PROVIDER_CHOICES = {
  places: { env: 'PLACES_PROVIDER', production: 'google-places', embedded: 'embedded-osm-demo' },
  geocoding: { env: 'GEOCODING_PROVIDER', production: 'amazon-location', embedded: 'embedded-geonames' },
  translate: { env: 'TRANSLATE_PROVIDER', production: 'amazon-translate', embedded: 'embedded-lexicon' },
  speech: { env: 'SPEECH_PROVIDER', production: 'amazon-transcribe', embedded: 'embedded-pocketsphinx' },
  ai: { env: 'AI_PROVIDER', production: 'openai', embedded: 'embedded-knowledge-base' },
  billing: { env: 'BILLING_PROVIDER', production: 'stripe', embedded: 'local-billing-simulator' },
  mail: { env: 'MAIL_PROVIDER', production: 'amazon-ses', embedded: 'local-outbox' },
} as const satisfies Record<ProviderName, { env: string; production: string; embedded: string }>;

export type ProviderId<P extends ProviderName> =
  | (typeof PROVIDER_CHOICES)[P]['production']
  | (typeof PROVIDER_CHOICES)[P]['embedded'];

export const PROVIDER_NAMES = Object.keys(PROVIDER_CHOICES) as ProviderName[];

/** The adapter id configured for one port; unknown values fall back to the embedded adapter. */
export function selectedProvider<P extends ProviderName>(port: P, env: NodeJS.ProcessEnv = process.env): ProviderId<P> {
  const choice = PROVIDER_CHOICES[port];
  const value = env[choice.env];
  return (value === choice.production ? choice.production : choice.embedded) as ProviderId<P>;
}

/** Environment that selects the production adapter for each given port (used by the CDK stacks). */
export function productionProviderEnv(ports: readonly ProviderName[]): Record<string, string> {
  return Object.fromEntries(ports.map((p) => [PROVIDER_CHOICES[p].env, PROVIDER_CHOICES[p].production]));
}

/** The adapter of every port, as GET /health reports it. */
export function providerReport(env: NodeJS.ProcessEnv = process.env): Record<ProviderName, string> {
  return Object.fromEntries(PROVIDER_NAMES.map((p) => [p, selectedProvider(p, env)])) as Record<ProviderName, string>;
}

/**
 * Notes GET /health gives beside an adapter id, where the adapter's output is not the real
 * service's answer: the embedded AI makes offline estimates (menus from a cuisine knowledge base,
 * review points from a keyword summary).
 */
const ADAPTER_NOTES: Partial<Record<string, string>> = {
  'embedded-knowledge-base': 'offline estimate: menus from a cuisine knowledge base, review points from a keyword summary',
};

export function providerNotes(env: NodeJS.ProcessEnv = process.env): Partial<Record<ProviderName, string>> {
  return Object.fromEntries(
    PROVIDER_NAMES.flatMap((p) => {
      const note = ADAPTER_NOTES[selectedProvider(p, env)];
      return note ? [[p, note]] : [];
    }),
  );
}
