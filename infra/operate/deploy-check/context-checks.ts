import { readConfig, type ForksureConfig } from '../../config';
import { contextReader } from './context-source';
import { type Finding, missing, ok, warning } from './finding';

const PLACEHOLDER_DOMAIN = 'forksure.example';
const PLACE_INDEX_DATA_SOURCES = ['Esri', 'Here'];

/** The context keys the alarms and the global AI budget read (infra/config.ts), with what happens when unset. */
const OPERATIONS_KEYS = [
  { key: 'alarmEmail', unset: 'the alarm topic has no subscriber: nobody hears the alarms', fix: '-c alarmEmail=you@example.com (confirm the mail AWS sends after the deploy)' },
  { key: 'aiDailyCallCap', unset: 'the default daily cap on model calls applies', fix: '-c aiDailyCallCap=<model calls a day for the whole deployment>' },
  { key: 'aiDailySpendBudgetUsd', unset: 'the default daily AI spend budget of the alarm applies', fix: '-c aiDailySpendBudgetUsd=<US dollars a day>' },
] as const;

/**
 * The deploy's context: valid (the CDK app's own reader), and the values a real deploy needs set
 * rather than left at their placeholders: the mail domain, the site's origin, the price ids, the model
 * and the budgets. Returns the config for the AWS checks, or undefined when the context does not read.
 */
export function checkContext(context: Record<string, unknown>): { findings: Finding[]; config?: ForksureConfig } {
  let config: ForksureConfig;
  try {
    config = readConfig(contextReader(context));
  } catch (error) {
    return { findings: [missing('context', error instanceof Error ? error.message : String(error), 'correct the value in cdk.json or the -c flag')] };
  }
  const findings: Finding[] = [ok('stage', `"${config.stage}" (stacks Forksure-${config.stage}-*)`)];
  const domain = config.mailFromAddress.split('@')[1]!;
  findings.push(
    domain === PLACEHOLDER_DOMAIN
      ? missing('domain', `mail is sent from the placeholder ${config.mailFromAddress}`, '-c mailFromAddress=no-reply@<your domain> (a domain whose DNS you control)')
      : ok('domain', `mail from ${config.mailFromAddress}`),
  );
  findings.push(
    config.webOrigins.includes('*')
      ? warning('web origins', 'the API accepts calls from any origin (webOrigins is *)', '-c webOrigins=https://<your site> once the site has its domain')
      : ok('web origins', config.webOrigins.join(', ')),
  );
  for (const plan of ['pro', 'premium'] as const) {
    const key = plan === 'pro' ? 'stripePricePro' : 'stripePricePremium';
    findings.push(
      config.stripePrices[plan]
        ? ok(`price id (${plan})`, config.stripePrices[plan])
        : missing(`price id (${plan})`, `${key} is not set: checkouts of the ${plan} plan fail`, `create the monthly price in the Stripe dashboard (Product catalogue) and pass -c ${key}=price_…`),
    );
  }
  findings.push(
    context.openAiModel
      ? ok('model', `${config.openAi.model} at ${config.openAi.baseUrl}`)
      : warning('model', `openAiModel is not set: the default ${config.openAi.model} is used`, '-c openAiModel=<model> to choose it explicitly'),
  );
  findings.push(
    PLACE_INDEX_DATA_SOURCES.includes(config.placeIndexDataSource)
      ? ok('place index data source', config.placeIndexDataSource)
      : missing('place index data source', `"${config.placeIndexDataSource}" is not one the app supports`, `-c placeIndexDataSource=${PLACE_INDEX_DATA_SOURCES.join(' or ')}`),
  );
  findings.push(ok('API throttling', `${config.apiRateLimit} requests/s, bursts of ${config.apiBurstLimit}`));
  for (const { key, unset, fix } of OPERATIONS_KEYS) {
    const value = context[key];
    findings.push(value === undefined || value === '' ? warning(key, `not set: ${unset}`, fix) : ok(key, String(value)));
  }
  return { findings, config };
}
