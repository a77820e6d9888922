import { type App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig, type ForksureConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { MailStack } from './stacks/mail-stack';
import { WebStack } from './stacks/web-stack';

export interface ForksureStacks {
  config: ForksureConfig;
  data: DataStack;
  auth: AuthStack;
  mail: MailStack;
  api: ApiStack;
  web: WebStack;
}

/**
 * Adds every Forksure stack of one stage to `app`, stateful stacks (Data, Auth, Mail) apart from
 * stateless ones (Api, Web), and applies the cdk-nag AwsSolutions checks to all of them. Stacks are
 * environment-agnostic: no account or region look-ups, so synth needs no credentials.
 */
export function addForksureStacks(app: App): ForksureStacks {
  const config = readConfig(app.node);
  const prefix = `Forksure-${config.stage}`;
  const description = (what: string) => `Forksure ${config.stage}: ${what}`;

  const data = new DataStack(app, `${prefix}-Data`, { description: description('single DynamoDB table (stateful)') });
  const auth = new AuthStack(app, `${prefix}-Auth`, {
    description: description('Cognito user pool and the code-hash key (stateful)'),
    codeHashKeySecretName: config.codeHashKeySecret,
  });
  const mail = new MailStack(app, `${prefix}-Mail`, {
    description: description('SES identity and configuration set (stateful)'),
    mailFromAddress: config.mailFromAddress,
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    description: description('HTTP API, functions and schedules (stateless)'),
    config,
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    mail: { identity: mail.identity, configurationSet: mail.configurationSet, fromAddress: mail.fromAddress },
    codeHashKey: { secret: auth.codeHashKey, secretName: config.codeHashKeySecret },
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    description: description('SPA on S3 and CloudFront (stateless)'),
    stage: config.stage,
    webDistDir: config.webDistDir,
    apiUrl: api.apiUrl,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.userPoolClient.userPoolClientId,
  });

  Tags.of(app).add('project', 'forksure');
  Tags.of(app).add('stage', config.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { config, data, auth, mail, api, web };
}
