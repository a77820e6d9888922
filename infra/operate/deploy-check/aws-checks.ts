import { DescribePlaceIndexCommand } from '@aws-sdk/client-location';
import { DescribeSecretCommand } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand } from '@aws-sdk/client-sesv2';
import { awsCall, AwsServiceError } from '../../../functions/lib/aws/aws-error';
import type { ForksureConfig } from '../../config';
import type { AwsClients } from './aws-clients';
import { type Finding, missing, ok, warning } from './finding';

const CALL_TIMEOUT_MS = 10_000;
const NOT_FOUND = new Set(['ResourceNotFoundException', 'NotFoundException']);
const isNotFound = (error: unknown) => error instanceof AwsServiceError && NOT_FOUND.has(error.name);

/** What a failed call means for the operator, when it is not the answer the check looks for. */
function callFailed(check: string, action: string, error: unknown): Finding {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (error instanceof AwsServiceError && /AccessDenied|UnrecognizedClient|InvalidSignature|ExpiredToken/.test(error.name)) {
    return missing(check, `${action} was refused (${reason})`, `run with credentials of the deploying account that may call ${action} (aws sts get-caller-identity shows who you are)`);
  }
  return missing(check, `${action} failed (${reason})`, 'check the region (AWS_REGION) and the network, then run the check again');
}

/** The secrets the stacks reference by name exist and are not scheduled for deletion (their values are not read). */
export async function checkSecrets(clients: AwsClients, config: ForksureConfig): Promise<Finding[]> {
  const named: [string, string][] = [
    ['Google Places API key', config.secrets.googlePlacesApiKeySecret],
    ['OpenAI API key', config.secrets.openAiApiKeySecret],
    ['Stripe secret key', config.secrets.stripeSecretKeySecret],
    ['Stripe webhook signing secret', config.secrets.stripeWebhookSecretSecret],
  ];
  return Promise.all(
    named.map(async ([what, name]): Promise<Finding> => {
      const check = `secret ${name}`;
      const create = `aws secretsmanager create-secret --name ${name} --secret-string '<the ${what}>'`;
      try {
        const secret = await awsCall('DescribeSecret', CALL_TIMEOUT_MS, (abortSignal) => clients.secrets.send(new DescribeSecretCommand({ SecretId: name }), { abortSignal }));
        if (secret.DeletedDate) return missing(check, `the ${what} is scheduled for deletion`, `aws secretsmanager restore-secret --secret-id ${name}`);
        return ok(check, `the ${what} exists`);
      } catch (error) {
        if (isNotFound(error)) return missing(check, `the ${what} does not exist`, create);
        return callFailed(check, 'secretsmanager:DescribeSecret', error);
      }
    }),
  );
}

/** The mail domain is a verified SES identity and the account may mail anyone (out of the sandbox). */
export async function checkSes(clients: AwsClients, config: ForksureConfig): Promise<Finding[]> {
  const domain = config.mailFromAddress.split('@')[1]!;
  const findings: Finding[] = [];
  try {
    const identity = await awsCall('GetEmailIdentity', CALL_TIMEOUT_MS, (abortSignal) => clients.ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain }), { abortSignal }));
    findings.push(
      identity.VerifiedForSendingStatus
        ? ok('SES identity', `${domain} is verified`)
        : missing('SES identity', `${domain} is not verified yet (DKIM ${identity.DkimAttributes?.Status ?? 'unknown'})`, `publish the DKIM CNAME records listed by \`aws sesv2 get-email-identity --email-identity ${domain}\` in the domain's DNS; SES verifies within hours`),
    );
  } catch (error) {
    findings.push(
      isNotFound(error)
        ? warning('SES identity', `${domain} is not an SES identity yet: the Mail stack creates it`, `after \`npm run deploy\`, publish the DKIM CNAME records of \`aws sesv2 get-email-identity --email-identity ${domain}\` and run this check again`)
        : callFailed('SES identity', 'ses:GetEmailIdentity', error),
    );
  }
  try {
    const account = await awsCall('GetAccount', CALL_TIMEOUT_MS, (abortSignal) => clients.ses.send(new GetAccountCommand({}), { abortSignal }));
    if (account.SendingEnabled === false) findings.push(missing('SES sending', 'sending is paused for this account and region', 'aws sesv2 put-account-sending-attributes --sending-enabled, or answer AWS about the pause in the SES console'));
    findings.push(
      account.ProductionAccessEnabled
        ? ok('SES sandbox', `out of the sandbox (${account.SendQuota?.Max24HourSend ?? '?'} emails a day)`)
        : missing('SES sandbox', 'the account is in the SES sandbox: sign-up codes reach only verified addresses', 'request production access: SES console → Account dashboard → Request production access, or `aws sesv2 put-account-details --production-access-enabled --mail-type TRANSACTIONAL --website-url https://<your site> --use-case-description "<sign-up and password codes>"`'),
    );
  } catch (error) {
    findings.push(callFailed('SES sandbox', 'ses:GetAccount', error));
  }
  return findings;
}

/** The place index the Api stack owns: absent before the first deploy, and then on the configured data source. */
export async function checkLocation(clients: AwsClients, config: ForksureConfig): Promise<Finding[]> {
  const name = `forksure-${config.stage}-places`;
  const check = `place index ${name}`;
  try {
    const index = await awsCall('DescribePlaceIndex', CALL_TIMEOUT_MS, (abortSignal) => clients.location.send(new DescribePlaceIndexCommand({ IndexName: name }), { abortSignal }));
    if (index.DataSource !== config.placeIndexDataSource) {
      return [warning(check, `uses ${index.DataSource}, the context says ${config.placeIndexDataSource}: the deploy replaces the index`, `-c placeIndexDataSource=${index.DataSource} to keep it`)];
    }
    return [ok(check, `exists on ${index.DataSource}`)];
  } catch (error) {
    if (isNotFound(error)) return [ok(check, 'not created yet: the Api stack creates it on deploy')];
    return [callFailed(check, 'geo:DescribePlaceIndex', error)];
  }
}
