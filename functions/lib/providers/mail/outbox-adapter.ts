import type { MailPort } from './port';
import { outboxDir, writeOutboxMessage } from './outbox';

/** The embedded mail adapter: "sending" stores the message in the local outbox. */
export function outboxMailAdapter(dir: string = outboxDir()): MailPort {
  return {
    send: async (message) => ({ messageId: writeOutboxMessage(message, dir).id }),
  };
}
