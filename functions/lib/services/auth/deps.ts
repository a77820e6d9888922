import { type CodeHashKeySource, defaultCodeHashKey } from '../../config/code-hash-key';
import { type Db, defaultDb } from '../../data/db';
import { defaultIdentity } from '../../identity/cognito-identity';
import type { IdentityPort } from '../../identity/port';
import { defaultMail } from '../../providers/mail/mail';
import type { MailPort } from '../../providers/mail/port';

/**
 * What the account services use, injected so tests can swap the clock (code expiry), the mail
 * port and the response floor. Handlers take the container defaults.
 */
export interface AuthDeps {
  db: Db;
  mail: MailPort;
  identity: IdentityPort;
  hashKey: CodeHashKeySource;
  now: () => Date;
  /** Every code request takes at least this long (see response-floor.ts). */
  codeRequestFloorMs: number;
}

/**
 * 300 ms covers the table work, a profile read and one SES call in the same region with room to
 * spare, so a code request for an address with an account and one without take the same time.
 */
export const CODE_REQUEST_FLOOR_MS = 300;

export function defaultAuthDeps(): AuthDeps {
  return {
    db: defaultDb(),
    mail: defaultMail(),
    identity: defaultIdentity(),
    hashKey: defaultCodeHashKey,
    now: () => new Date(),
    codeRequestFloorMs: CODE_REQUEST_FLOOR_MS,
  };
}
