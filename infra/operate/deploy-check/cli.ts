import { REPO_ROOT } from '../../config';
import { readCdkContext } from './context-source';
import { renderFindings } from './finding';
import { runDeployCheck } from './run-deploy-check';

/**
 * `npm run deploy:check [-- -c key=value …] [--api-url https://…]`: before `npm run deploy`, checks
 * the context, the secrets, SES, Amazon Location and Stripe with the operator's AWS credentials
 * (read-only), and prints what is missing with the fix. Exit 1 when something is missing.
 */
async function main(): Promise<number> {
  const { context, rest } = readCdkContext(REPO_ROOT, process.argv.slice(2));
  const apiAt = rest.indexOf('--api-url');
  const unknown = rest.filter((arg, i) => i !== apiAt && i !== apiAt + 1);
  if (unknown.length) {
    console.error(`Unknown option ${unknown[0]}. Usage: npm run deploy:check -- [-c key=value …] [--api-url https://<API URL>]`);
    return 2;
  }
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!region) {
    console.error('Set AWS_REGION to the region you deploy to (and AWS_PROFILE or credentials of the deploying account).');
    return 2;
  }
  const findings = await runDeployCheck({
    context,
    aws: { region },
    stripe: { secretKey: process.env.STRIPE_SECRET_KEY, apiBaseUrl: apiAt >= 0 ? rest[apiAt + 1] : undefined },
  });
  console.log(renderFindings(findings));
  return findings.some((f) => f.status === 'missing') ? 1 : 0;
}

process.exitCode = await main();
