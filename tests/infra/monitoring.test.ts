import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Template } from 'aws-cdk-lib/assertions';
import { METRIC_NAMES, METRICS_NAMESPACE } from '../../functions/lib/observability/metric-names';
import { ALARM_THRESHOLDS } from '../../infra/constructs/monitoring';
import { buildApp, type CfnJson, logicalId } from './helpers';

/**
 * Eyes on production (issue 21 item 2): every alarm the operator is promised exists, watches the
 * metric it names and notifies the alarm topic, whose email subscriber comes from context; one
 * dashboard shows the application metrics. The functions are told the daily AI cap (§2.7).
 */
const OPS_EMAIL = 'ops@forksure.example';

function synth(context: Record<string, unknown> = {}) {
  const { stacks } = buildApp({ alarmEmail: OPS_EMAIL, ...context });
  const template = Template.fromStack(stacks.api);
  const alarms = template.findResources('AWS::CloudWatch::Alarm') as Record<string, CfnJson>;
  const byName = new Map(Object.values(alarms).map((a) => [a.Properties.AlarmName as string, a.Properties as CfnJson]));
  const topicId = logicalId(stacks.api.monitoring.topic, stacks.api);
  return { stacks, template, byName, topicId };
}

/** The metrics an alarm reads: its own, or every one inside its math expression. */
function metricsOf(alarm: CfnJson): { namespace: string; name: string; dimensions: Record<string, unknown>; stat: string; period: number }[] {
  const stats = alarm.MetricName ? [{ MetricStat: { Metric: { Namespace: alarm.Namespace, MetricName: alarm.MetricName, Dimensions: alarm.Dimensions }, Stat: alarm.Statistic ?? alarm.ExtendedStatistic, Period: alarm.Period } }] : (alarm.Metrics as CfnJson[]);
  return stats
    .filter((m) => m.MetricStat)
    .map((m) => ({
      namespace: m.MetricStat.Metric.Namespace,
      name: m.MetricStat.Metric.MetricName,
      dimensions: Object.fromEntries((m.MetricStat.Metric.Dimensions ?? []).map((d: CfnJson) => [d.Name, d.Value])),
      stat: m.MetricStat.Stat,
      period: m.MetricStat.Period,
    }));
}
const expressionOf = (alarm: CfnJson): string => (alarm.Metrics as CfnJson[] | undefined)?.find((m) => m.ReturnData !== false && m.Expression)?.Expression ?? '';

describe('monitoring: alarms, topic, dashboard', () => {
  const { stacks, template, byName, topicId } = synth();
  const alarm = (name: string) => {
    const found = byName.get(`forksure-dev-${name}`);
    assert.ok(found, `alarm forksure-dev-${name}; have ${[...byName.keys()].join(', ')}`);
    return found;
  };

  test('every alarm notifies the topic (alarm and back to OK), and the topic mails the address from context', () => {
    assert.ok(byName.size > 0, `expected alarms; got ${byName.size}`);
    for (const [name, props] of byName) {
      assert.deepEqual(props.AlarmActions, [{ Ref: topicId }], name);
      assert.deepEqual(props.OKActions, [{ Ref: topicId }], name);
    }
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: OPS_EMAIL, TopicArn: { Ref: topicId } });
  });

  test('without alarmEmail the topic has no subscriber and synth warns', () => {
    const { template: bare, stacks: bareStacks } = synth({ alarmEmail: '' });
    bare.resourceCountIs('AWS::SNS::Subscription', 0);
    const warnings = bareStacks.api.node.findAll().flatMap((c) => c.node.metadata.filter((m) => m.type === 'aws:cdk:warning').map((m) => String(m.data)));
    assert.ok(warnings.some((w) => w.includes('alarmEmail')), warnings.join('\n'));
  });

  test('API 5xx rate: server errors as a share of requests of the HTTP API, two periods in a row', () => {
    const props = alarm('api-5xx-rate');
    const names = metricsOf(props).map((m) => `${m.namespace}/${m.name}`).sort();
    assert.deepEqual(names, ['AWS/ApiGateway/5xx', 'AWS/ApiGateway/Count']);
    assert.match(expressionOf(props), /100 \* errors \/ requests/);
    assert.equal(props.Threshold, ALARM_THRESHOLDS.api5xxPercent);
    assert.equal(props.EvaluationPeriods, 2);
  });

  test('throttles and p99 latency for every function, the latency against its own timeout', () => {
    const lambdas = template.findResources('AWS::Lambda::Function') as Record<string, CfnJson>;
    assert.ok(stacks.api.functions.size > 10, `expected every manifest function; got ${stacks.api.functions.size}`);
    for (const [name, fn] of stacks.api.functions) {
      const id = logicalId(fn.function, stacks.api);
      const throttles = metricsOf(alarm(`${name}-throttles`));
      assert.deepEqual(throttles.map((m) => [m.namespace, m.name, m.dimensions.FunctionName]), [['AWS/Lambda', 'Throttles', { Ref: id }]], name);
      const p99 = alarm(`${name}-p99-latency`);
      assert.deepEqual(metricsOf(p99).map((m) => [m.name, m.stat]), [['Duration', 'p99']], name);
      assert.equal(p99.Threshold, Math.round(lambdas[id].Properties.Timeout * 1000 * ALARM_THRESHOLDS.p99ShareOfTimeout), name);
    }
  });

  test('cleanup failures: the counted failures or the function erroring, from the first one', () => {
    const props = alarm('cleanup-failures');
    const metrics = metricsOf(props).map((m) => `${m.namespace}/${m.name}`).sort();
    assert.deepEqual(metrics, ['AWS/Lambda/Errors', `${METRICS_NAMESPACE}/CleanupFailures`]);
    assert.equal(props.Threshold, 1);
  });

  test('webhook signature failures', () => {
    const props = alarm('webhook-signature-failures');
    assert.deepEqual(metricsOf(props).map((m) => [m.namespace, m.name, m.dimensions]), [[METRICS_NAMESPACE, 'WebhookSignatureFailures', { service: 'forksure' }]]);
    assert.equal(props.Threshold, ALARM_THRESHOLDS.webhookSignatureFailures);
  });

  test('AI fallback rate over menus and analyses, and the daily budget reached (product-rules §2.7)', () => {
    const rate = alarm('ai-fallback-rate');
    const read = metricsOf(rate).map((m) => `${m.name}:${String(m.dimensions.feature)}`).sort();
    assert.deepEqual(read, ['AiBudgetRefusals:menu', 'AiBudgetRefusals:review', 'AiCalls:menu', 'AiCalls:review', 'AiFallbacks:menu', 'AiFallbacks:review']);
    assert.equal(rate.Threshold, ALARM_THRESHOLDS.aiFallbackPercent);
    const reached = alarm('ai-daily-budget-reached');
    assert.deepEqual(metricsOf(reached).map((m) => m.name), ['AiBudgetRefusals', 'AiBudgetRefusals']);
    assert.equal(reached.Threshold, 1);
  });

  test('daily AI spend estimate: a day of model calls times the cost per call, against the budget from context', () => {
    const { byName: custom } = synth({ aiDailySpendBudgetUsd: 12.5, aiCostPerCallUsd: 0.002 });
    const props = custom.get('forksure-dev-ai-daily-spend');
    assert.ok(props, `expected the ai-daily-spend alarm; got ${[...custom.keys()].join(', ')}`);
    assert.equal(props.Threshold, 12.5);
    assert.match(expressionOf(props), /\* 0\.002$/);
    assert.ok(metricsOf(props).every((m) => m.name === 'AiCalls' && m.period === 86_400), `expected a day of AiCalls; got ${JSON.stringify(metricsOf(props))}`);
  });

  test('the functions that call the model are told the daily cap from context', () => {
    const { stacks: capped, template: t } = synth({ aiDailyCallCap: 750 });
    const lambdas = t.findResources('AWS::Lambda::Function') as Record<string, CfnJson>;
    const told = [...capped.api.functions].filter(([, fn]) => lambdas[logicalId(fn.function, capped.api)].Properties.Environment.Variables.AI_DAILY_CALL_CAP === '750');
    assert.deepEqual(told.map(([name]) => name).sort(), ['menus-generate', 'reviews-analyze']);
  });

  test('one dashboard, showing every application metric', () => {
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard')) as CfnJson[];
    assert.equal(dashboards.length, 1);
    const body = JSON.stringify(dashboards[0].Properties.DashboardBody);
    for (const name of METRIC_NAMES) assert.ok(body.includes(name), `the dashboard shows ${name}`);
  });
});
