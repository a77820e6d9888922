import { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConfigurationSet, IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { productionProviderEnv } from '../../functions/lib/providers/selection';
import type { ProviderName } from '../../functions/routes';
import type { ForksureConfig } from '../config';
import type { ForksureFunction } from './forksure-function';

export interface MailResources {
  identity: IEmailIdentity;
  configurationSet: IConfigurationSet;
  fromAddress: string;
}

export interface ProviderAccessProps {
  stage: string;
  secrets: ForksureConfig['secrets'];
  openAi: ForksureConfig['openAi'];
  /** Price ids of the paid plans and the web origins the billing pages return to. */
  billing: { prices: ForksureConfig['stripePrices']; webOrigins: string[] };
  placeIndexDataSource: string;
  mail: MailResources;
}

/** Per-function refinements of a port's access (from the route manifest). */
export interface ProviderOptions {
  billingWebhookSecret?: boolean;
}

/**
 * What each production adapter needs: its environment (the `<PORT>_PROVIDER` choice plus the names
 * of its secrets and resources) and its IAM grants. A function gets both only for the providers its
 * manifest entry lists. Secret values are never in the template: functions receive names and read
 * the values at run time (created out of band; see README "Deploy").
 */
export class ProviderAccess extends Construct {
  readonly placeIndex: CfnPlaceIndex;
  private readonly googlePlacesKey: ISecret;
  private readonly openAiKey: ISecret;
  private readonly stripeKey: ISecret;
  private readonly stripeWebhookSecret: ISecret;

  constructor(scope: Construct, id: string, private readonly props: ProviderAccessProps) {
    super(scope, id);
    const { secrets } = props;
    this.googlePlacesKey = Secret.fromSecretNameV2(this, 'GooglePlacesApiKey', secrets.googlePlacesApiKeySecret);
    this.openAiKey = Secret.fromSecretNameV2(this, 'OpenAiApiKey', secrets.openAiApiKeySecret);
    this.stripeKey = Secret.fromSecretNameV2(this, 'StripeSecretKey', secrets.stripeSecretKeySecret);
    this.stripeWebhookSecret = Secret.fromSecretNameV2(this, 'StripeWebhookSecret', secrets.stripeWebhookSecretSecret);
    this.placeIndex = new CfnPlaceIndex(this, 'PlaceIndex', {
      indexName: `forksure-${props.stage}-places`,
      dataSource: props.placeIndexDataSource,
      // Results are shown, never stored, which is what SingleUse allows.
      dataSourceConfiguration: { intendedUse: 'SingleUse' },
      description: 'Forksure geocoding, reverse geocoding and autocomplete',
    });
  }

  /**
   * Environment for the production adapters of the given ports. Of the billing functions only the
   * webhook (`billingWebhookSecret`) gets the webhook signing secret's name.
   */
  environmentFor(providers: readonly ProviderName[], options: ProviderOptions = {}): Record<string, string> {
    const { secrets, mail, billing } = this.props;
    const env: Record<string, string> = { ...productionProviderEnv(providers) };
    for (const p of providers) {
      switch (p) {
        case 'places':
          env.GOOGLE_PLACES_API_KEY_SECRET = secrets.googlePlacesApiKeySecret;
          break;
        case 'geocoding':
          env.PLACE_INDEX_NAME = this.placeIndex.indexName;
          break;
        case 'ai':
          env.OPENAI_API_KEY_SECRET = secrets.openAiApiKeySecret;
          env.OPENAI_MODEL = this.props.openAi.model;
          env.OPENAI_BASE_URL = this.props.openAi.baseUrl;
          break;
        case 'billing':
          env.STRIPE_SECRET_KEY_SECRET = secrets.stripeSecretKeySecret;
          if (options.billingWebhookSecret) env.STRIPE_WEBHOOK_SECRET_SECRET = secrets.stripeWebhookSecretSecret;
          env.STRIPE_PRICE_PRO = billing.prices.pro;
          env.STRIPE_PRICE_PREMIUM = billing.prices.premium;
          env.WEB_ORIGINS = billing.webOrigins.join(',');
          break;
        case 'mail':
          env.MAIL_FROM_ADDRESS = mail.fromAddress;
          env.SES_CONFIGURATION_SET = mail.configurationSet.configurationSetName;
          break;
        case 'translate':
        case 'speech':
          break; // AWS services addressed by region only; nothing to name.
      }
    }
    return env;
  }

  /** IAM grants for the production adapters of the given ports. */
  grant(fn: ForksureFunction, providers: readonly ProviderName[], options: ProviderOptions = {}): void {
    const { mail } = this.props;
    const allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
      fn.role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions, resources, conditions }));
    for (const p of providers) {
      switch (p) {
        case 'places':
          this.googlePlacesKey.grantRead(fn);
          break;
        case 'geocoding':
          allow(
            ['geo:SearchPlaceIndexForText', 'geo:SearchPlaceIndexForPosition', 'geo:SearchPlaceIndexForSuggestions', 'geo:GetPlace'],
            [this.placeIndex.attrIndexArn],
          );
          break;
        case 'translate':
          // Amazon Translate's automatic source language calls Comprehend as the caller.
          allow(['translate:TranslateText', 'comprehend:DetectDominantLanguage'], ['*']);
          fn.justifyWildcardResource(
            'translate:TranslateText (without custom terminology) and comprehend:DetectDominantLanguage support no resource-level permissions; AWS documents Resource "*" for them.',
          );
          break;
        case 'speech':
          allow(['transcribe:StartStreamTranscription'], ['*']);
          fn.justifyWildcardResource(
            'transcribe:StartStreamTranscription has no resource type in the IAM service reference, so it can only be granted on Resource "*".',
          );
          break;
        case 'ai':
          this.openAiKey.grantRead(fn);
          break;
        case 'billing':
          this.stripeKey.grantRead(fn);
          if (options.billingWebhookSecret) this.stripeWebhookSecret.grantRead(fn);
          break;
        case 'mail': {
          const configurationSetArn = Stack.of(this).formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: mail.configurationSet.configurationSetName,
          });
          // Only from the product's own address, only through its identity and configuration set.
          allow(['ses:SendEmail', 'ses:SendRawEmail'], [mail.identity.emailIdentityArn, configurationSetArn], {
            StringEquals: { 'ses:FromAddress': mail.fromAddress },
          });
          break;
        }
      }
    }
  }
}
