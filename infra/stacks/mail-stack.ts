import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons, ConfigurationSetTlsPolicy } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface MailStackProps extends StackProps {
  mailFromAddress: string;
}

/**
 * Stateful: the SES identity the product sends its own codes and notices from (Cognito sends
 * nothing). The identity is the sender's domain with Easy DKIM; publish the DKIM CNAMEs printed as
 * outputs, and request SES production access, before real mail can flow.
 */
export class MailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly fromAddress: string;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.fromAddress = props.mailFromAddress;
    const domain = props.mailFromAddress.split('@')[1] as string;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(domain),
      configurationSet: this.configurationSet,
    });

    new CfnOutput(this, 'MailDomain', { value: domain });
    this.identity.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${record.name} CNAME ${record.value}` });
    });
  }
}
