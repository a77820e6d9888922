import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IConstruct } from 'constructs';
import { buildApp } from './helpers';

interface Finding {
  plugin: string;
  rule: string;
  severity: string;
  paths: string[];
  /** Set on acknowledged findings: the acknowledgement that silenced it. */
  acknowledgedId?: string;
}

interface Violation {
  ruleName: string;
  severity: string;
  acknowledgedId?: string;
  violatingConstructs?: Array<{ constructPath: string }>;
}

/**
 * cdk-nag 3 runs as a CDK policy-validation plugin: findings land in the assembly's
 * validation-report.json (errors also make synth throw). Collect every unacknowledged finding,
 * errors and warnings alike, from that report.
 */
function findings(app: App): { open: Finding[]; acknowledged: Finding[] } {
  const outdir = app.outdir;
  let synthError: unknown;
  try {
    app.synth();
  } catch (e) {
    synthError = e;
  }
  const reportFile = join(outdir, 'validation-report.json');
  if (!existsSync(reportFile)) {
    if (synthError) throw synthError;
    return { open: [], acknowledged: [] };
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    pluginReports: Array<{ pluginName: string; violations: Violation[]; suppressedViolations?: Violation[] }>;
  };
  const toFinding = (plugin: string) => (v: Violation): Finding => ({
    plugin,
    rule: v.ruleName,
    severity: v.severity,
    paths: (v.violatingConstructs ?? []).map((c) => c.constructPath),
    acknowledgedId: v.acknowledgedId,
  });
  return {
    open: report.pluginReports.flatMap((r) => r.violations.map(toFinding(r.pluginName))),
    acknowledged: report.pluginReports.flatMap((r) => (r.suppressedViolations ?? []).map(toFinding(r.pluginName))),
  };
}

/** Every acknowledgement recorded with `Validations.of(x).acknowledge` anywhere in the app. */
function acknowledgements(app: App): Array<{ path: string; id: string; reason: string }> {
  const out: Array<{ path: string; id: string; reason: string }> = [];
  const visit = (c: IConstruct) => {
    for (const entry of c.node.metadata) {
      if (entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY) {
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) out.push({ path: c.node.path, id, reason });
      }
    }
    c.node.children.forEach(visit);
  };
  visit(app);
  return out;
}

describe('cdk-nag AwsSolutions', () => {
  test('the collector sees both errors and warnings (control: an app with known findings)', () => {
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'forksure-nag-control-')) });
    const stack = new Stack(app, 'Control');
    new Bucket(stack, 'Bare');
    new UserPool(stack, 'Pool');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    const quiet = console.error; // the control's findings are expected; keep them out of the test log
    console.error = () => {};
    let found: Finding[];
    try {
      found = findings(app).open;
    } finally {
      console.error = quiet;
    }
    assert.ok(found.some((f) => f.rule.includes('AwsSolutions-S10') && f.severity === 'error'), JSON.stringify(found));
    assert.ok(found.some((f) => f.rule.includes('AwsSolutions-COG2') && f.severity === 'warning'), JSON.stringify(found));
  });

  const { app } = buildApp();
  const all = acknowledgements(app);
  // Ours all go through infra/nag.ts. CDK itself acknowledges a cfn-lint deprecation warning on
  // buckets that CloudFront standard logging must write to with ACLs; nothing else may appear.
  const acks = all.filter((a) => a.id.startsWith('AwsSolutions::'));
  const result = findings(app);

  test('only AwsSolutions acknowledgements, apart from CDK\'s own CloudFormation-Validate ones', () => {
    const others = all.filter((a) => !a.id.startsWith('AwsSolutions::'));
    assert.deepEqual(others.map((a) => a.id), ['CloudFormation-Validate::W3045']);
  });

  test('the whole app has zero unacknowledged errors and warnings', () => {
    const found = result.open;
    assert.deepEqual(found, [], found.map((f) => `${f.severity} ${f.rule} at ${f.paths.join(', ')}`).join('\n'));
  });

  test('every acknowledgement is an AwsSolutions rule with a specific written reason', () => {
    assert.ok(acks.length > 0, `expected acks.length > 0; got acks.length = ${inspect(acks.length)}`);
    for (const a of acks) {
      assert.match(a.id, /^AwsSolutions::AwsSolutions-[A-Z]+\d+/, a.path);
      assert.ok(a.reason.length >= 40, `${a.id} at ${a.path}: reason too short`);
      assert.doesNotMatch(a.reason, /^(n\/a|todo|ok|fine|not needed|suppressed)\b/i, `${a.id} at ${a.path}`);
    }
  });

  test('acknowledged rules are exactly the reviewed set', () => {
    // A new acknowledgement must be reviewed: add it here with the reason in infra/ beside it.
    const rules = [...new Set(acks.map((a) => a.id.replace(/^AwsSolutions::(AwsSolutions-[A-Z]+\d+).*$/, '$1')))].sort();
    assert.deepEqual(rules, [
      'AwsSolutions-APIG4',
      'AwsSolutions-CFR1',
      'AwsSolutions-CFR2',
      'AwsSolutions-CFR4',
      'AwsSolutions-COG1',
      'AwsSolutions-COG2',
      'AwsSolutions-COG8',
      'AwsSolutions-IAM4',
      'AwsSolutions-IAM5',
      'AwsSolutions-L1',
      'AwsSolutions-SMG4',
    ]);
  });

  test('public routes are acknowledged one by one (APIG4), never for the whole API', () => {
    const apig4 = acks.filter((a) => a.id === 'AwsSolutions::AwsSolutions-APIG4');
    assert.ok(apig4.length > 0, `expected apig4.length > 0; got apig4.length = ${inspect(apig4.length)}`);
    for (const a of apig4) assert.match(a.path, /\/HttpApi\/.+/, 'acknowledged on a route, not on the API or stack');
  });

  test('no stale acknowledgement: each one silences a real finding at or below its construct', () => {
    for (const a of acks) {
      const used = result.acknowledged.some((f) => f.acknowledgedId === a.id && f.paths.some((p) => p === a.path || p.startsWith(`${a.path}/`)));
      assert.ok(used, `${a.id} at ${a.path} matches no finding; remove it`);
    }
  });
});
