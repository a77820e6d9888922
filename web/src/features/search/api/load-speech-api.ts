import type { SpeechStatus } from '@shared/api/speech';

// Loaded on demand: the contracts pull in zod, which the initial bundle should not carry.
export const loadSpeechApi = () => import('./speech-api');

/** One status request per page load (shared by every mount); a failed one is asked again next time. */
let statusRequest: Promise<SpeechStatus> | null = null;
export function speechStatus(): Promise<SpeechStatus> {
  statusRequest ??= loadSpeechApi()
    .then((api) => api.fetchSpeechStatus())
    .catch((error: unknown) => {
      statusRequest = null;
      throw error;
    });
  return statusRequest;
}
