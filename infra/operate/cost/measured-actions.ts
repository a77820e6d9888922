import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What one user action used in an integration run of the local runtime
 * (tests/integration/operate/cost-measure.test.ts measures it; `npm run cost:measure` rewrites the file).
 */
export interface MeasuredAction {
  /** API requests the web app sends for the action (each one API Gateway request and one Lambda invocation). */
  requests: { route: string; function: string; memoryMb: number; cpuMs: number }[];
  dynamo: { readUnits: number; writeUnits: number; calls: number };
  /** Amazon Location requests (geocoding and autocomplete through the place index). */
  locationRequests: number;
  /** Places provider requests (Google Places in AWS), from the adapter calls the action makes. */
  placesRequests: number;
  /** Characters sent to Amazon Translate when the query is not in the search language. */
  translateCharacters: number;
  /** Model calls and their tokens: input counted from the prompt sent (4 characters a token), output at the adapter's cap. */
  model: { calls: number; inputTokens: number; outputTokens: number };
  /** Emails sent through SES. */
  emails: number;
}

export const ACTION_NAMES = ['signUp', 'search', 'save', 'menu', 'analysis'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export interface MeasuredCosts {
  /** UTC date of the run. */
  measuredOn: string;
  /** How the counts were taken, for the reader of the file. */
  method: string;
  actions: Record<ActionName, MeasuredAction>;
}

export const MEASURED_COSTS_FILE = fileURLToPath(new URL('./measured-actions.json', import.meta.url));

export function readMeasuredCosts(file = MEASURED_COSTS_FILE): MeasuredCosts {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as MeasuredCosts;
  for (const name of ACTION_NAMES) {
    if (!parsed.actions?.[name]) throw new Error(`${file} has no measurements for "${name}": run \`npm run cost:measure\`.`);
  }
  return parsed;
}
