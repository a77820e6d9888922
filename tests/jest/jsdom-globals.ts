import { TextDecoder, TextEncoder } from 'node:util';

/**
 * What browsers have and jsdom lacks, for component tests (`@jest-environment jsdom`): the web app's
 * libraries (Amplify's auth) encode text at import time. Node's own implementations stand in.
 */
if ('window' in globalThis && typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
