import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { awsCall } from '../../aws/aws-error';
import { type AwsClientOptions, DEFAULT_AWS_TIMEOUT_MS, sdkClientConfig } from '../../aws/client-options';
import type { MailPort } from './port';

/**
 * The production mail adapter: Amazon SES SendEmail (simple content, UTF-8) through the SDK's SES
 * client. It is the SES API v1 (query protocol) rather than SESv2's: the same sending service, IAM
 * action (`ses:SendEmail`), identities and configuration sets, but its client bundles about 40 KB
 * smaller (SESv2's REST schemas cannot be tree-shaken, so every SESv2 operation came along).
 */
export interface SesMailOptions {
  /** Region, credentials and endpoint of the calls (defaults: `AWS_REGION`, the Lambda role). */
  aws?: AwsClientOptions;
  /** The verified sender (`MAIL_FROM_ADDRESS`). */
  fromAddress: string;
  /** Optional configuration set (`SES_CONFIGURATION_SET`) for delivery events and reputation metrics. */
  configurationSet?: string;
}

export function sesMailAdapter({ aws = {}, fromAddress, configurationSet }: SesMailOptions): MailPort {
  const client = new SESClient(sdkClientConfig(aws));
  return {
    async send(message) {
      const charset = 'UTF-8';
      const command = new SendEmailCommand({
        Source: fromAddress,
        Destination: { ToAddresses: [message.to] },
        Message: {
          Subject: { Data: message.subject, Charset: charset },
          Body: { Text: { Data: message.text, Charset: charset }, Html: { Data: message.html, Charset: charset } },
        },
        ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      });
      const { MessageId } = await awsCall('SES SendEmail', aws.timeoutMs ?? DEFAULT_AWS_TIMEOUT_MS, (abortSignal) => client.send(command, { abortSignal }));
      if (!MessageId) throw new Error('SES accepted the message but returned no MessageId.');
      return { messageId: MessageId };
    },
  };
}
