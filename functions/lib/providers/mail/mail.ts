import { selectedProvider } from '../selection';
import { outboxMailAdapter } from './outbox-adapter';
import { outboxDir } from './outbox';
import type { MailPort } from './port';
import { sesMailAdapter } from './ses-adapter';

/** The mail adapter `MAIL_PROVIDER` selects: Amazon SES in AWS, the local outbox otherwise. */
export function createMailPort(env: NodeJS.ProcessEnv = process.env): MailPort {
  if (selectedProvider('mail', env) === 'amazon-ses') {
    const fromAddress = env.MAIL_FROM_ADDRESS;
    if (!fromAddress) {
      // Fail when mail is sent, with a message that names the fix, rather than at import.
      return { send: () => Promise.reject(new Error('MAIL_PROVIDER is amazon-ses but MAIL_FROM_ADDRESS is not set.')) };
    }
    return sesMailAdapter({
      aws: { region: env.AWS_REGION },
      fromAddress,
      ...(env.SES_CONFIGURATION_SET ? { configurationSet: env.SES_CONFIGURATION_SET } : {}),
    });
  }
  return outboxMailAdapter(outboxDir(env));
}

let containerMail: MailPort | undefined;

/** The mail port of this Lambda container. */
export function defaultMail(): MailPort {
  containerMail ??= createMailPort();
  return containerMail;
}
