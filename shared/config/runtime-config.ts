import * as z from 'zod';

/**
 * The runtime `config.json` the web app loads at start. CloudFront serves one written by the
 * Web stack; the local runtime serves one describing the embedded services. No secrets here.
 */
export const runtimeConfigSchema = z.object({
  /** Absolute base URL of the HTTP API, without a trailing slash. */
  apiUrl: z.string().url(),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only set locally: the embedded Cognito endpoint (cognito-local). */
  userPoolEndpoint: z.string().url().optional(),
  /** `local` when served by `npm start`, `aws` when deployed. */
  mode: z.enum(['local', 'aws']),
  stage: z.string().min(1),
  /**
   * Only set in AWS: the street map (Amazon Location Service Maps). `styleUrl` is the style descriptor,
   * `apiKey` a key that may only read map tiles and only from the site's origin (public by design: it
   * travels in every tile request). Absent locally: the maps show a plain background (no request leaves
   * the machine).
   */
  map: z.object({ styleUrl: z.string().url(), apiKey: z.string().min(1) }).optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
