import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { awsCall } from '../../aws/aws-error';
import { type AwsClientOptions, DEFAULT_AWS_TIMEOUT_MS, sdkClientConfig } from '../../aws/client-options';
import type { MailPort } from './port';

/** The production mail adapter: Amazon SES (v2 SendEmail, simple content, UTF-8) through the SDK's SESv2 client. */
export interface SesMailOptions {
  /** Region, credentials and endpoint of the calls (defaults: `AWS_REGION`, the Lambda role). */
  aws?: AwsClientOptions;
  /** The verified sender (`MAIL_FROM_ADDRESS`). */
  fromAddress: string;
  /** Optional configuration set (`SES_CONFIGURATION_SET`) for delivery events and reputation metrics. */
  configurationSet?: string;
}

export function sesMailAdapter({ aws = {}, fromAddress, configurationSet }: SesMailOptions): MailPort {
  const client = new SESv2Client(sdkClientConfig(aws));
  return {
    async send(message) {
      const charset = 'UTF-8';
      const command = new SendEmailCommand({
        FromEmailAddress: fromAddress,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: charset },
            Body: { Text: { Data: message.text, Charset: charset }, Html: { Data: message.html, Charset: charset } },
          },
        },
        ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      });
      const { MessageId } = await awsCall('SESv2 SendEmail', aws.timeoutMs ?? DEFAULT_AWS_TIMEOUT_MS, (abortSignal) => client.send(command, { abortSignal }));
      if (!MessageId) throw new Error('SES accepted the message but returned no MessageId.');
      return { messageId: MessageId };
    },
  };
}
