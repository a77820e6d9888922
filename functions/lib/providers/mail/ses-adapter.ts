import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailPort } from './port';

/** The production mail adapter: Amazon SES (v2 SendEmail, simple content, UTF-8). */
export interface SesMailOptions {
  client: SESv2Client;
  /** The verified sender (`MAIL_FROM_ADDRESS`). */
  fromAddress: string;
  /** Optional configuration set (`SES_CONFIGURATION_SET`) for delivery events and reputation metrics. */
  configurationSet?: string;
}

export function sesMailAdapter({ client, fromAddress, configurationSet }: SesMailOptions): MailPort {
  return {
    async send(message) {
      const charset = 'UTF-8';
      const { MessageId } = await client.send(
        new SendEmailCommand({
          FromEmailAddress: fromAddress,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: charset },
              Body: { Text: { Data: message.text, Charset: charset }, Html: { Data: message.html, Charset: charset } },
            },
          },
          ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
        }),
      );
      if (!MessageId) throw new Error('SES accepted the message but returned no MessageId.');
      return { messageId: MessageId };
    },
  };
}
