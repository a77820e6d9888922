import { Annotations, Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  SingleValueWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { type AiFeature, METRICS_NAMESPACE, METRICS_SERVICE, type MetricName } from '../../functions/lib/observability/metric-names';
import type { ForksureConfig } from '../config';
import type { ForksureFunction } from './forksure-function';

export interface MonitoringProps {
  stage: string;
  monitoring: ForksureConfig['monitoring'];
  httpApi: HttpApi;
  /** Every function of the stage, by manifest name. */
  functions: ReadonlyMap<string, ForksureFunction>;
  /** The scheduled cleanup job's manifest name. */
  cleanupFunction: string;
}

/**
 * Thresholds of the alarms. Rates are over 5 minutes (15 for the AI fallback rate) and need two
 * periods in a row, so one bad minute does not page anyone; counts that mean "something is wrong
 * now" (a failed cleanup, the AI budget used up) alarm on the first occurrence.
 */
export const ALARM_THRESHOLDS = {
  /** Per cent of API requests answered 5xx. */
  api5xxPercent: 1,
  /** Throttled invocations of one function in 5 minutes. */
  throttles: 1,
  /** A function's p99 duration, as a share of its timeout. */
  p99ShareOfTimeout: 0.8,
  /** Webhook deliveries with a bad signature in 15 minutes (one stray request is noise; a rotated secret fails them all). */
  webhookSignatureFailures: 3,
  /** Per cent of the answers that wanted the model and got the offline fallback. */
  aiFallbackPercent: 20,
} as const;

const FIVE_MINUTES = Duration.minutes(5);
const AI_FEATURES: readonly AiFeature[] = ['menu', 'review'];

/** A metric the functions count (functions/lib/observability/metric-names.ts). */
function appMetric(name: MetricName, options: { period?: Duration; dimensions?: Record<string, string> } = {}): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: METRICS_SERVICE, ...options.dimensions },
    statistic: 'Sum',
    period: options.period ?? FIVE_MINUTES,
  });
}

/** One metric per AI feature, keyed m0, m1, ... under `prefix`, for math over both. */
function perFeature(prefix: string, name: MetricName, period: Duration): Record<string, IMetric> {
  return Object.fromEntries(AI_FEATURES.map((feature) => [`${prefix}${feature}`, appMetric(name, { period, dimensions: { feature } })]));
}

/** A graph of one metric split by a dimension, every value there is (a SEARCH expression). */
function byDimension(name: MetricName, dimension: string, label: string): MathExpression {
  return new MathExpression({
    expression: `SEARCH('{${METRICS_NAMESPACE},service,${dimension}} MetricName="${name}"', 'Sum', 300)`,
    usingMetrics: {},
    label,
    period: FIVE_MINUTES,
  });
}

/**
 * Eyes on production: an SNS topic (encrypted with a key CloudWatch may use; its email subscriber
 * from the `alarmEmail` context), the alarms the operator is told about, and one dashboard.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms = new Map<string, Alarm>();
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { monitoring } = props;

    const key = new Key(this, 'AlarmTopicKey', { enableKeyRotation: true, description: 'Encrypts the Forksure alarm topic; CloudWatch alarms may publish to it' });
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new Topic(this, 'AlarmTopic', { displayName: `Forksure ${props.stage} alarms`, masterKey: key, enforceSSL: true });
    if (monitoring.alarmEmail) this.topic.addSubscription(new EmailSubscription(monitoring.alarmEmail));
    else Annotations.of(this).addWarningV2('forksure:no-alarm-email', 'No alarmEmail in the context: the alarm topic has no subscriber (cdk deploy -c alarmEmail=ops@example.com).');
    const action = new SnsAction(this.topic);

    const alarm = (name: string, description: string, metric: IMetric, threshold: number, evaluationPeriods = 1) => {
      const created = new Alarm(this, `Alarm-${name}`, {
        metric,
        alarmName: `forksure-${props.stage}-${name}`,
        alarmDescription: description,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      this.alarms.set(name, created);
      return created;
    };

    // --- The API as callers see it ---
    const requests = props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const api5xxRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx (% of requests)',
      period: FIVE_MINUTES,
    });
    alarm('api-5xx-rate', `More than ${ALARM_THRESHOLDS.api5xxPercent}% of API requests answered 5xx, two 5-minute periods in a row.`, api5xxRate, ALARM_THRESHOLDS.api5xxPercent, 2);

    // --- Each function ---
    for (const [name, fn] of props.functions) {
      alarm(`${name}-throttles`, `Lambda throttled ${name} (concurrency limit reached).`, fn.function.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }), ALARM_THRESHOLDS.throttles);
      const timeoutMs = fn.function.timeout?.toMilliseconds() ?? 10_000;
      alarm(
        `${name}-p99-latency`,
        `p99 duration of ${name} above ${ALARM_THRESHOLDS.p99ShareOfTimeout * 100}% of its ${timeoutMs / 1000} s timeout, two 5-minute periods in a row.`,
        fn.function.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' }),
        Math.round(timeoutMs * ALARM_THRESHOLDS.p99ShareOfTimeout),
        2,
      );
    }

    // --- Jobs and webhooks ---
    const cleanup = props.functions.get(props.cleanupFunction);
    if (!cleanup) throw new Error(`Monitoring: no function named ${props.cleanupFunction}.`);
    const cleanupFailures = new MathExpression({
      // A failure the job counted, or one it could not count (a timeout, a crash): either way it did not finish.
      expression: 'MAX([counted, errors])',
      usingMetrics: { counted: appMetric('CleanupFailures', { period: Duration.hours(1) }), errors: cleanup.function.metricErrors({ period: Duration.hours(1), statistic: 'Sum' }) },
      label: 'Cleanup failures',
      period: Duration.hours(1),
    });
    alarm('cleanup-failures', 'The scheduled cleanup failed (it retries; expired items and counter drift wait).', cleanupFailures, 1);
    alarm(
      'webhook-signature-failures',
      `At least ${ALARM_THRESHOLDS.webhookSignatureFailures} Stripe webhook deliveries with a bad signature in 15 minutes: a rotated signing secret not updated here, or someone probing the endpoint.`,
      appMetric('WebhookSignatureFailures', { period: Duration.minutes(15) }),
      ALARM_THRESHOLDS.webhookSignatureFailures,
    );

    // --- AI ---
    const quarter = Duration.minutes(15);
    const calls = perFeature('calls_', 'AiCalls', quarter);
    const fallbacks = perFeature('fallbacks_', 'AiFallbacks', quarter);
    const refusals = perFeature('refusals_', 'AiBudgetRefusals', quarter);
    const sum = (metrics: Record<string, IMetric>) => Object.keys(metrics).join(' + ');
    // Answers that wanted the model: those it got (calls) and those the budget refused; fallbacks are the refused ones and the calls that failed.
    const wanted = `(${sum(calls)} + ${sum(refusals)})`;
    const aiFallbackRate = new MathExpression({
      expression: `IF(${wanted} >= 10, 100 * (${sum(fallbacks)}) / ${wanted}, 0)`,
      usingMetrics: { ...calls, ...fallbacks, ...refusals },
      label: 'AI fallbacks (% of answers that wanted the model)',
      period: quarter,
    });
    alarm('ai-fallback-rate', `More than ${ALARM_THRESHOLDS.aiFallbackPercent}% of menus and analyses that wanted the model came from the offline fallback in 15 minutes (model failing, or the daily budget used up).`, aiFallbackRate, ALARM_THRESHOLDS.aiFallbackPercent);
    alarm(
      'ai-daily-budget-reached',
      `The deployment's daily cap of ${monitoring.aiDailyCallCap} model calls is used up: menus and analyses are offline until 00:00 UTC (raise -c aiDailyCallCap to allow more).`,
      new MathExpression({ expression: sum(refusals), usingMetrics: refusals, label: 'AI budget refusals', period: quarter }),
      1,
    );
    const day = Duration.days(1);
    const dailyCalls = perFeature('day_', 'AiCalls', day);
    const dailySpend = new MathExpression({
      expression: `(${sum(dailyCalls)}) * ${monitoring.aiCostPerCallUsd}`,
      usingMetrics: dailyCalls,
      label: `AI spend estimate (USD a day, ${monitoring.aiCostPerCallUsd} per call)`,
      period: day,
    });
    alarm(
      'ai-daily-spend',
      `Estimated AI spend today (model calls × ${monitoring.aiCostPerCallUsd} USD) reached the budget of ${monitoring.aiDailySpendBudgetUsd} USD.`,
      dailySpend,
      monitoring.aiDailySpendBudgetUsd,
    );

    // --- One dashboard ---
    const fnMetrics = (pick: (fn: ForksureFunction) => IMetric) => [...props.functions.values()].map(pick);
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `forksure-${props.stage}` });
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API requests and 5xx', left: [requests, serverErrors], right: [api5xxRate], width: 12 }),
      new GraphWidget({ title: 'Searches and limit refusals', left: [appMetric('Searches')], right: [byDimension('LimitRefusals', 'limit', 'Refusals by limit')], width: 12 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Search results by scan risk', left: [byDimension('ScansByRisk', 'risk', 'Places by risk')], width: 12 }),
      new GraphWidget({ title: 'AI calls, fallbacks, budget refusals', left: [...Object.values(calls), ...Object.values(fallbacks), ...Object.values(refusals)], right: [aiFallbackRate], width: 12 }),
    );
    this.dashboard.addWidgets(
      new SingleValueWidget({ title: 'AI spend estimate today (USD)', metrics: [dailySpend], width: 6 }),
      new GraphWidget({ title: 'Webhook events by type, signature failures', left: [byDimension('WebhookEvents', 'eventType', 'Events by type')], right: [appMetric('WebhookSignatureFailures')], width: 9 }),
      new GraphWidget({ title: 'Cleanup runs, items removed, failures', left: [appMetric('CleanupRuns', { period: Duration.hours(1) }), appMetric('CleanupFailures', { period: Duration.hours(1) })], right: [appMetric('CleanupItemsRemoved', { period: Duration.hours(1) })], width: 9 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'p99 duration per function (ms)', left: fnMetrics((fn) => fn.function.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' })), width: 12 }),
      new GraphWidget({ title: 'Throttles and errors per function', left: fnMetrics((fn) => fn.function.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' })), right: fnMetrics((fn) => fn.function.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })), width: 12 }),
    );
  }
}
