import { createHttpHandler } from '../lib/http/http-handler';

/** Every route of this function is still planned: the manifest-driven pipeline answers 501. */
export const handler = createHttpHandler('auth-password-change');
