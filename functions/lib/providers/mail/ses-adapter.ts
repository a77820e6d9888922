import { type AwsClientOptions, type AwsService, awsJsonRequest } from '../../aws/signed-request';
import type { MailPort } from './port';

/**
 * The production mail adapter: Amazon SES (v2 SendEmail, simple content, UTF-8). One signed call
 * instead of the SESv2 client, which would add about 60 KB to every auth function.
 */
export interface SesMailOptions {
  /** Region, credentials and endpoint of the calls (defaults: `AWS_REGION`, the Lambda role). */
  aws?: AwsClientOptions;
  /** The verified sender (`MAIL_FROM_ADDRESS`). */
  fromAddress: string;
  /** Optional configuration set (`SES_CONFIGURATION_SET`) for delivery events and reputation metrics. */
  configurationSet?: string;
}

const SESV2: AwsService = { name: 'SESv2', signingName: 'ses', endpointPrefix: 'email' };

export function sesMailAdapter({ aws = {}, fromAddress, configurationSet }: SesMailOptions): MailPort {
  return {
    async send(message) {
      const charset = 'UTF-8';
      const { MessageId } = await awsJsonRequest(aws, {
        service: SESV2,
        operation: 'SendEmail',
        protocol: 'restJson1',
        method: 'POST',
        path: '/v2/email/outbound-emails',
        body: {
          FromEmailAddress: fromAddress,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: charset },
              Body: { Text: { Data: message.text, Charset: charset }, Html: { Data: message.html, Charset: charset } },
            },
          },
          ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
        },
      });
      if (typeof MessageId !== 'string' || !MessageId) throw new Error('SES accepted the message but returned no MessageId.');
      return { messageId: MessageId };
    },
  };
}
